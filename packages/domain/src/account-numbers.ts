/**
 * The account number OFX and QBO need, where the statement prints none: the user gives it once per account, it
 * is kept per user, and the next statement of the same account starts with it. Never zeros in its place.
 */

/** One account of a conversion whose number was not printed. */
export interface AccountNumberNeed {
  /** The account's place in the statement: 0 for a statement of one account. */
  section: number;
  /** Which account this is across statements (`unnumberedAccountKey`), so its number can be remembered. */
  key: string;
  /** The number the user gave for this conversion: OFX and QBO are written with it. */
  given?: string;
  /** The number given for the same account on an earlier statement: the field starts with it. */
  remembered?: string;
}

export const ACCOUNT_NUMBER_LIMITS = { minDigits: 6, maxDigits: 16 } as const;

export const ACCOUNT_NUMBER_MESSAGES = {
  invalid: 'Enter the account number as 6 to 16 digits (spaces and dashes are fine).',
  noAccount: 'Choose an account of this statement that has no printed account number.',
  notNeeded: 'This statement prints its account number: there is nothing to enter.',
} as const;

/**
 * The digits of an account number as typed (spaces and dashes dropped), or null unless 6 to 16 digits remain.
 * @example parseAccountNumber('62 1234-5678') // '6212345678'
 */
export function parseAccountNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || !/^[\d\s-]*$/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  const { minDigits, maxDigits } = ACCOUNT_NUMBER_LIMITS;
  return digits.length >= minDigits && digits.length <= maxDigits ? digits : null;
}

/** What tells one account from another when its number is not printed. */
export interface UnnumberedAccount {
  /** The bank as named, when it is one we know. */
  bank: string | null;
  /** The layout that read it: a bank's statements of one kind of account share one. */
  layout: string;
  /** Read as a credit card's statement. */
  card: boolean;
  /** The account's place among the statement's accounts, and how many it prints. */
  section: number;
  sections: number;
}

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The same account on the next statement gets the same key. The converter reads no holder name, so an account is
 * its bank, the layout of its statements, its kind (card or bank account) and its place in a statement of that
 * many accounts: what the key recalls is only a starting value the user sees and confirms, never written into a
 * file unasked.
 * @example unnumberedAccountKey({ bank: 'Capitec', layout: 'capitec-2022', card: false, section: 0, sections: 1 })
 * // 'capitec|capitec-2022|account|1/1'
 */
export function unnumberedAccountKey(a: UnnumberedAccount): string {
  const kind = a.card ? 'card' : 'account';
  return [slug(a.bank ?? '-'), slug(a.layout), kind, `${a.section + 1}/${a.sections}`].join('|');
}

/** Whether an account still has no number (printed or given): no OFX or QBO until it has. */
export const accountNumberMissing = (needs: readonly AccountNumberNeed[] | undefined): boolean =>
  (needs ?? []).some((n) => !n.given);
