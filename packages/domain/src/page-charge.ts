import {
  CREDITS_PER_PAGE,
  MIN_CREDITS_PER_CONVERSION,
  TEXT_CHARS_PER_STATEMENT_PAGE,
  canConfirmUpload,
  pageChargeNote,
} from './credits';
import { SCAN_PRICE_NOTE } from './scan';

// "Page 3 of 60" (Afrikaans "Bladsy 3 van 60"): a statement numbers its pages, and a sheet printed
// several pages to a side (n-up) shows each page's number.
const PAGE_MARK = /\b(?:page|bladsy)\s*(\d{1,4})\s*(?:of|van|\/)\s*(\d{1,4})\b/gi;

/**
 * How many statement pages one printed page carries, from its lines of text: the distinct page numbers
 * it shows, or its text (characters other than spaces) in statement pages' worth when that says more.
 * The server and the browser both count this way, so the charge shown before Confirm is the one taken.
 * @example statementPagesOnText(['Page 1 of 4   Page 2 of 4'], 900) // 2
 */
export function statementPagesOnText(lines: readonly string[], nonSpaceChars: number): number {
  const numbers = new Set<string>();
  for (const line of lines) {
    for (const m of line.matchAll(PAGE_MARK)) {
      const [page, of] = [Number(m[1]), Number(m[2])];
      if (page >= 1 && page <= of) numbers.add(`${page}/${of}`);
    }
  }
  return Math.max(1, numbers.size, Math.floor(nonSpaceChars / TEXT_CHARS_PER_STATEMENT_PAGE));
}

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

/** The rule, for when the file's pages cannot be read before upload (a password, a damaged file). */
export const CHARGE_RULE_TEXT =
  'Converting uses 1 credit per page (minimum 1); a page larger than A4, ' +
  'or printed with several statement pages on it, counts as the A4 pages ' +
  'it holds.';

/** Why Confirm is disabled with no credits. */
export const NO_CREDITS_REASON =
  `Confirm is unavailable: you have 0 credits, and a conversion needs at ` + `least ${MIN_CREDITS_PER_CONVERSION}.`;

export interface ChargePreview {
  /** What the file will cost, when its pages could be read. */
  /** `scanned`: no page has text, so it is read by OCR (at the same price). */
  charge?: { pages: number; credits: number; scanned?: boolean };
  balance: number;
}

/**
 * The convert dialog's cost lines before Confirm: pages and credits (and why they differ), the balance,
 * and a warning when the balance falls short.
 * @example chargePreviewLines({ charge: { pages: 3, credits: 3 }, balance: 5 }) // ['This statement has 3 pages and
 * will take 3 credits. You have 5 credits.']
 */
export function chargePreviewLines({ charge, balance }: ChargePreview): string[] {
  const have = `You have ${plural(balance, 'credit')}.`;
  const lines: string[] = [];
  if (!charge) lines.push(`${CHARGE_RULE_TEXT} ${have}`);
  else {
    const note = pageChargeNote(charge.pages, charge.credits);
    const counted = note ? `, counted as ${charge.credits / CREDITS_PER_PAGE} A4 pages,` : '';
    const scan = charge.scanned ? ` (${SCAN_PRICE_NOTE})` : '';
    lines.push(
      `This statement has ${plural(charge.pages, 'page')}${scan}${counted} and will ` +
        `take ${plural(charge.credits, 'credit')}. ${have}`,
    );
    if (canConfirmUpload(balance) && balance < charge.credits) {
      lines.push(
        `That is ${plural(charge.credits - balance, 'credit')} more than you have, so the conversion would be refused.`,
      );
    }
  }
  if (!canConfirmUpload(balance)) lines.push(NO_CREDITS_REASON);
  return lines;
}
