import type { Line } from '../layout/lines';

// Where no profile says where the account number is, the statement says it: a label naming the account's number,
// then the number (`Account number 4091 2345 67`, `Acc No: 62-1234-5678`, `Rekeningnommer: 4058123456`); on a card
// statement that names no account, the card's (`Card number 5221 0000 1234 5678`) where it prints it whole.
// `nommer` with the label words: `rekening` alone would match the head of `Rekeningnommer` and leave `nommer` unread.
const LABEL_WORDS = String.raw`\.?\s*(?:number|nommer|no\.?|nr\.?|#)?\s*:?\s*`;
const ACCOUNT_LABEL = new RegExp(String.raw`\b(?:account|acc|rekening)${LABEL_WORDS}`, 'gi');
const CARD_LABEL = new RegExp(String.raw`\b(?:card|kaart)${LABEL_WORDS}`, 'gi');
const NUMBER = /^(\d[\d -]{4,22}\d)(?![\d*xX]|[.,]\d)/;
const ACCOUNT_CELL = new RegExp(String.raw`^(?:account|acc|rekening)${LABEL_WORDS}\d[\d -]{4,22}\d$`, 'i');
/** A cell that is an account's number and its label alone (`Account number: 7759187232`, a running header's). */
export const isAccountCell = (text: string): boolean => ACCOUNT_CELL.test(text.trim());
/** A label ending in a colon may name the product before the number (`Rekening: Spaar-en-Tjek 4433 2211 00`). */
const PRODUCT = /^(?:\p{L}[\p{L}&'-]*\s+){1,4}/u;
/** The rest of a product's name after the word account, then the colon (`ACCOUNT PLUS : 429210978`). */
const PRODUCT_THEN_COLON = /^(?:\p{L}[\p{L}&'-]*\s*){1,3}:\s*/u;
/** Past a product's name, only a number as long as an account's: a branch code (`250655`) is shorter. */
const MIN_AFTER_PRODUCT = 8;

/**
 * The line's text from `start` to the end of the cell it falls in: a number never runs on into the next cell (an
 * address printed beside it: `1047782210` and `22 RIVER ROAD`).
 */
export function cellRest(l: Line, start: number): string {
  let pos = 0;
  for (const c of l.cells) {
    const at = l.text.indexOf(c.text, pos);
    if (at < 0) break;
    pos = at + c.text.length;
    if (start < pos) return l.text.slice(start, pos);
  }
  return l.text.slice(start);
}

/** The number after one label on the line, digits only, or null. */
function numberAfter(l: Line, m: RegExpMatchArray): string | null {
  const start = (m.index ?? 0) + m[0].length;
  // A label that names no number word (`Account Statement`) must be followed by the number itself.
  const rest = l.text.slice(start);
  const named = m[0].trimEnd().endsWith(':') ? PRODUCT.exec(rest) : PRODUCT_THEN_COLON.exec(rest);
  for (const skip of named ? [0, named[0].length] : [0]) {
    const digits = NUMBER.exec(cellRest(l, start + skip))?.[1]?.replace(/\D/g, '') ?? '';
    if (digits.length >= (skip ? MIN_AFTER_PRODUCT : 6) && digits.length <= 16) return digits;
  }
  return null;
}

/** A cell that is the label and nothing more, its number printed under it (a box). */
const LABEL_ALONE = /^(?:account|acc|rekening)(?:\.?\s*(?:number|nommer|no\.?|nr\.?|#))?\s*:?$/i;
const NUMBER_ALONE = /^\d[\d -]{4,22}\d$/;

/** The number printed right under a label that stands alone in its cell (`Account number` over `4203435431`). */
function numberUnder(lines: Line[]): string | null {
  for (const [i, l] of lines.entries())
    for (const c of l.cells) {
      if (!LABEL_ALONE.test(c.text.trim())) continue;
      const over = (d: { x0: number; x1: number }) => d.x0 < c.x1 && c.x0 < d.x1;
      const next = lines.slice(i + 1).find((m) => m.page === l.page && m.y < l.y && m.cells.some(over));
      if (!next || l.y - next.y > 2.5 * Math.max(l.height, next.height)) continue;
      const digits = next.cells.find((d) => over(d) && NUMBER_ALONE.test(d.text.trim()))?.text.replace(/\D/g, '');
      if (digits && digits.length >= 6 && digits.length <= 16) return digits;
    }
  return null;
}

/**
 * The first account number printed after an account-number label, else under one (a box), else a card's; digits
 * only (6 to 16). `lines` top first.
 */
export function printedAccountNumber(lines: Line[]): string | null {
  for (const label of [ACCOUNT_LABEL, CARD_LABEL]) {
    for (const l of lines)
      for (const m of l.text.matchAll(label)) {
        const n = numberAfter(l, m);
        if (n) return n;
      }
    if (label === ACCOUNT_LABEL) {
      const under = numberUnder(lines);
      if (under) return under;
    }
  }
  return null;
}
