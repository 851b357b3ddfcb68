import type { Line } from '../layout/lines';

// Where no profile says where the account number is, the statement says it: a label naming the account's number,
// then the number (`Account number 4091 2345 67`, `Acc No: 62-1234-5678`, `Rekeningnommer: 4058123456`); a card's
// (`Card number 5221 0000 1234 5678`) where the card statement prints it whole.
// `nommer` with the label words: `rekening` alone would match the head of `Rekeningnommer` and leave `nommer` unread.
const LABELLED = /\b(?:account|acc|rekening|card|kaart)\.?\s*(?:number|nommer|no\.?|nr\.?|#)?\s*:?\s*/gi;
const NUMBER = /^(\d[\d -]{4,22}\d)(?![\d.,*xX])/;
/** A label ending in a colon may name the product before the number (`Rekening: Spaar-en-Tjek 4433 2211 00`). */
const PRODUCT = /^(?:\p{L}[\p{L}&'-]*\s+){1,4}/u;

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

/** The first account number printed after an account-number label, digits only (6 to 16 of them). */
export function printedAccountNumber(lines: Line[]): string | null {
  for (const l of lines) {
    for (const m of l.text.matchAll(LABELLED)) {
      // A label that names no number word (`Account Statement`) must be followed by the number itself.
      const rest = cellRest(l, m.index + m[0].length);
      const named = m[0].trimEnd().endsWith(':') ? PRODUCT.exec(rest) : null;
      for (const after of named ? [rest, rest.slice(named[0].length)] : [rest]) {
        const digits = NUMBER.exec(after)?.[1]?.replace(/\D/g, '') ?? '';
        if (digits.length >= 6 && digits.length <= 16) return digits;
      }
    }
  }
  return null;
}
