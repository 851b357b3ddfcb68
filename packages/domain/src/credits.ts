/**
 * Credit rules: 1 credit per A4-sized page (larger pages count as several), minimum 1 per conversion; credits never
 * expire.
 */

export const CREDITS_PER_PAGE = 1;
export const MIN_CREDITS_PER_CONVERSION = 1;
export const SIGNUP_BONUS_CREDITS = 10;
export const LOW_CREDIT_THRESHOLD = 5;
export const NEW_USER_WINDOW_MS = 5 * 60 * 1000;
export const WELCOME_BANNER_WINDOW_MS = 15 * 60 * 1000;

/**
 * Credits a conversion of `pages` pages costs.
 * @example creditsForPages(0) // 1
 */
export function creditsForPages(pages: number): number {
  if (!Number.isFinite(pages) || pages < 1) return MIN_CREDITS_PER_CONVERSION;
  return Math.max(MIN_CREDITS_PER_CONVERSION, Math.ceil(pages) * CREDITS_PER_PAGE);
}

/** ISO A4 in PDF points (1/72 inch): the page a credit pays for. */
export const A4_WIDTH_PT = 595.276;
export const A4_HEIGHT_PT = 841.89;

export interface PageSize {
  /** Points, as the page is shown (rotation applied). */
  width: number;
  height: number;
}

/**
 * Credits one page costs: its area in A4 pages, rounded, at least 1. A4, Letter and Legal cost 1;
 * a statement redrawn as one 595 × 50,520 pt page costs 60.
 * @example creditsForPage({ width: 595, height: 50_520 }) // 60
 */
export function creditsForPage(size: PageSize): number {
  const a4s = (size.width * size.height) / (A4_WIDTH_PT * A4_HEIGHT_PT);
  return Number.isFinite(a4s) ? Math.max(1, Math.round(a4s)) * CREDITS_PER_PAGE : CREDITS_PER_PAGE;
}

/**
 * Text (characters other than spaces) counted as one statement page when a printed page shows no page
 * numbers: a dense statement page holds about 5,000, so only a page with the text of two or more
 * counts as more than one.
 */
export const TEXT_CHARS_PER_STATEMENT_PAGE = 6_000;

/**
 * Credits a conversion costs: the sum over its pages, at least 1 per conversion.
 * @example creditsForPageSizes([{ width: 595, height: 842 }, { width: 612, height: 1008 }]) // 2
 */
export function creditsForPageSizes(sizes: readonly PageSize[], statementPages: readonly number[] = []): number {
  // A page carrying several numbered statement pages (printed n to a sheet) counts as those pages.
  const forPage = (size: PageSize, i: number) =>
    Math.max(creditsForPage(size), (statementPages[i] ?? 1) * CREDITS_PER_PAGE);
  return Math.max(
    MIN_CREDITS_PER_CONVERSION,
    sizes.reduce((sum, size, i) => sum + forPage(size, i), 0),
  );
}

const count = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

/**
 * Why a charge differs from the page count (pages larger than A4, or carrying several statement
 * pages), or undefined when it does not.
 * @example pageChargeNote(1, 60) // '1 page, counted as 60 A4 pages: 60 credits'
 * @example pageChargeNote(3, 62) // '3 pages, counted as 62 A4 pages: 62 credits'
 */
export function pageChargeNote(pages: number, credits: number): string | undefined {
  if (!Number.isSafeInteger(pages) || pages < 1 || credits === creditsForPages(pages)) return undefined;
  return `${count(pages, 'page')}, counted as ${credits / CREDITS_PER_PAGE} A4 pages: ${count(credits, 'credit')}`;
}

/** What offers credits while purchases are not open (with the contact dialog). */
export const CONTACT_FOR_CREDITS = 'Contact us for more credits';

/** The advice a refusal for lack of credits ends with: buy, or, while purchases are not open, ask us. */
export const CREDIT_ADVICE = {
  buy: 'Buy more credits and try again.',
  contact: `${CONTACT_FOR_CREDITS}.`,
} as const;

/**
 * A refusal for lack of credits as shown to the user: as written where purchases are open, with the
 * contact advice instead of the buying one where they are not.
 * @example creditAdvice('Not enough credits ... Buy more credits and try again.', false) // 'Not enough credits ...
 * Contact us for more credits.'
 */
export function creditAdvice(message: string, purchasesOpen: boolean): string {
  if (purchasesOpen || !message.endsWith(CREDIT_ADVICE.buy)) return message;
  return message.slice(0, -CREDIT_ADVICE.buy.length) + CREDIT_ADVICE.contact;
}

/**
 * The reason a debit was refused, naming the credits needed (and why, for pages counted as more than one).
 * @example insufficientCreditsMessage(12, 12) // 'Not enough credits: this statement has 12 pages and needs 12 credits.
 * Buy more credits and try again.'
 */
export function insufficientCreditsMessage(pages: number, credits: number): string {
  const size =
    pageChargeNote(pages, credits) === undefined ? '' : `, counted as ${credits / CREDITS_PER_PAGE} A4 pages,`;
  return (
    `Not enough credits: this statement has ${count(pages, 'page')}${size} ` +
    `and needs ${count(credits, 'credit')}. ${CREDIT_ADVICE.buy}`
  );
}

/** @example isLowCredit(4) // true */
export function isLowCredit(credits: number): boolean {
  return credits < LOW_CREDIT_THRESHOLD;
}

/** Confirming an upload needs at least one credit. @example canConfirmUpload(1) // true */
export function canConfirmUpload(credits: number): boolean {
  return credits >= MIN_CREDITS_PER_CONVERSION;
}

/**
 * Brand new = created and last signed in within the last 5 minutes.
 * @example isBrandNewUser(now - 1000, now - 1000, now) // true
 */
export function isBrandNewUser(createdAtMs: number, lastSignInMs: number, nowMs: number): boolean {
  const recent = (t: number) => Number.isFinite(t) && nowMs - t >= 0 && nowMs - t <= NEW_USER_WINDOW_MS;
  return recent(createdAtMs) && recent(lastSignInMs);
}

export interface WelcomeBannerInput {
  credits: number;
  createdAtMs: number;
  nowMs: number;
  dismissed: boolean;
  /** The user has converted something: 0 credits then means spent, not still arriving. */
  hasConversions?: boolean;
  /** The address had its free credits on an earlier account: none are on their way. */
  signupBonusUsedBefore?: boolean;
}

/**
 * The welcome banner shows only with 0 credits, within 15 minutes of sign-up, until dismissed.
 * @example shouldShowWelcomeBanner({ credits: 0, createdAtMs: now, nowMs: now, dismissed: false }) // true
 */
export function shouldShowWelcomeBanner(input: WelcomeBannerInput): boolean {
  const age = input.nowMs - input.createdAtMs;
  return (
    input.credits === 0 &&
    !input.dismissed &&
    !input.hasConversions &&
    !input.signupBonusUsedBefore &&
    age >= 0 &&
    age <= WELCOME_BANNER_WINDOW_MS
  );
}

/**
 * Local-storage key remembering a dismissed welcome banner per user. @example welcomeBannerKey('u1') //
 * 'welcomeBannerDismissed_u1'
 */
export function welcomeBannerKey(userId: string): string {
  return `welcomeBannerDismissed_${userId}`;
}
