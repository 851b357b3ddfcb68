import { textMemo } from './text-memo';

/**
 * How a figure states its own sign: a `Cr`/`Dr` word, a minus (any of the dashes), parentheses, a plus (app and
 * online-banking exports print money in as `+1,250.00`), or nothing.
 */
export type SignMark = 'cr' | 'dr' | 'minus' | 'paren' | 'plus' | null;

/** A printed money value: magnitude in cents and the sign the text itself states (0 = none). */
export interface ParsedAmount {
  cents: number;
  sign: 1 | -1 | 0;
  mark: SignMark;
  /** Printed bare, but placed as if a minus the text layer dropped stood before it (see layout/lost-minus). */
  lost?: boolean;
}

const MINUS = new Set(['-', '\u00ad', '\u2212', '\u2013']);
// Thousands by space, comma or (with a decimal comma: Afrikaans prints) a dot: `1 234,56`, `1,234.56`, `1.234,56`.
const CORE = /^\d{1,3}(?:[ ,\u00a0]\d{3})*[.,]\d{2}$|^\d{1,3}(?:\.\d{3})+,\d{2}$|^\d+[.,]\d{2}$/;
const SUFFIX = /\s?(cr|dr|kt|dt)\.?$/i;

/**
 * Parses every money notation the banks print: `1,234.56`, `1 234.56`, `1 234,56`, `1.234,56`, `R` prefixes,
 * leading/trailing minus (also U+00AD), a leading plus, `Cr`/`Dr`/`Kt`/`Dt`, `(x)`, and markers `*`, `#`, charge
 * codes.
 * Linear string checks only, so a hostile cell cannot cause regex backtracking.
 */
export function parseAmount(text: string): ParsedAmount | null {
  const p = cachedAmount(text);
  // A copy: a figure's reader may mark it (`lost`), and no other reader of the same text may see that.
  return p && { ...p };
}

/** Whether the text is a money figure (`parseAmount(text) !== null`), with nothing made for the answer. */
export const isAmount = (text: string): boolean => cachedAmount(text) !== null;

function cachedAmount(text: string): ParsedAmount | null {
  // Most text (descriptions) has no decimals: turned away before the memo is asked.
  if (!text.includes('.') && !text.includes(',')) return null;
  return memoAmount(text);
}

const memoAmount = textMemo(readAmount);

function readAmount(text: string): ParsedAmount | null {
  let s = text.trim();
  // Every notation ends in decimals: most text (descriptions) is turned away here, before any pattern runs.
  if (s.length === 0 || s.length > 40 || (!s.includes('.') && !s.includes(','))) return null;
  let sign: 1 | -1 | 0 = 0;
  let mark: SignMark = null;
  while (s.endsWith('*') || s.endsWith('#')) s = s.slice(0, -1).trimEnd();
  // The rand named by its currency code (`ZAR -1,591.99`, `1,591.99 ZAR`), as online banking prints it.
  s = s.replace(/^ZAR\s*(?=[-\u2212+(\d])|\s*ZAR$/, '');
  if (/\s[A-Z]$/.test(s)) s = s.slice(0, -2); // charge code: `13.50 A`
  const suffix = SUFFIX.exec(s);
  if (suffix) {
    const w = (suffix[1] as string).toLowerCase();
    sign = w === 'cr' || w === 'kt' ? 1 : -1;
    mark = sign === 1 ? 'cr' : 'dr';
    s = s.slice(0, suffix.index).trimEnd();
  }
  if (s.startsWith('(') && s.endsWith(')')) {
    sign = -1;
    mark = 'paren';
    s = s.slice(1, -1).trim();
  }
  const last = s.at(-1);
  if (last !== undefined && MINUS.has(last)) {
    sign = -1;
    mark = 'minus';
    s = s.slice(0, -1).trimEnd();
  }
  const first = s[0];
  if (first !== undefined && MINUS.has(first)) {
    sign = -1;
    mark = 'minus';
    s = s.slice(1).trimStart();
  }
  if (s.startsWith('+') && sign === 0) {
    sign = 1;
    mark = 'plus';
    s = s.slice(1).trimStart();
  }
  if (s.startsWith('R')) s = s.slice(1).trimStart();
  const afterR = s[0];
  if (afterR !== undefined && MINUS.has(afterR) && mark !== 'plus') {
    sign = -1;
    mark = 'minus';
    s = s.slice(1).trimStart();
  } else if (afterR === '+' && sign === 0) {
    sign = 1;
    mark = 'plus';
    s = s.slice(1).trimStart();
  }
  if (s.length > 20 || !CORE.test(s)) return null; // 20 characters keep cents a safe integer
  let cents = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c >= 0 && c <= 9) cents = cents * 10 + c;
  }
  return { cents, sign, mark };
}

/** Printed as a money figure, in whatever grouping: decimals after a point or comma, signs and `Cr`-like words. */
const FIGURE_LIKE = /^[(+\-\u2212R\s]*\d[\d\s.,'\u00a0]*[.,]\d{2}\)?[-\u2212]?\s?(?:cr|dr|kt|dt)?$/i;

/**
 * Text printed as a money figure in a notation no reader here knows (`1'234.56`): its digits, to name the line by.
 * Null for a figure that is read, and for anything else.
 */
export function unreadNotation(text: string): ParsedAmount | null {
  const s = text.trim();
  if (s.length > 40 || isAmount(s) || !FIGURE_LIKE.test(s)) return null;
  return { cents: Number(s.replace(/\D/g, '')), sign: 0, mark: null };
}

/** Applies the layout's meaning of an unsigned figure (FNB: unsigned means debit). */
export function signedCents(p: ParsedAmount, unsigned: 1 | -1): number {
  return p.cents * (p.sign === 0 ? unsigned : p.sign);
}

/** `-1234.56` style, as importers want it: no `R`, no separators. */
export function formatCents(cents: number): string {
  const neg = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const s = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}
