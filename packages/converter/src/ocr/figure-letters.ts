/**
 * Letters a light 1-bit scan gives back for a money figure's glyphs. Thresholded thin, an 8 loses the hairlines that
 * close its loops and Tesseract reads the crossing that is left as an `X` or a `K` (`K.808.96`, `19,06X.12`); an `8`
 * run into the comma after it reads as an `R` (`R.192.43`); the `r` of `Cr` as an `x`, `y` or `v` (`11,862.81Cx`).
 * Measured on generated office scans: on every page whose strokes came out thin, most figures with an 8 in them.
 * In a word shaped as a money figure (groups of three, two decimals) these letters can stand for nothing else, so they
 * are read as what they were before the layout engine sees the page, as are the glyphs the chain reads as digits
 * (`S` for 5, `O` for 0: ocr-figures.ts): a row whose balance reads `K.808.96` is otherwise no row at all. The balance
 * chain still checks every figure (an 8 that was a 6 breaks a link), and the row shows what was read (letter-reads.ts).
 */
import { GLYPHS } from './ocr-figures';

/** What each letter in a money figure stands for: a thin 8's crossing, and the glyphs but `%` (an 8 or a 9). */
const DIGIT_FOR: Readonly<Record<string, string>> = { X: '8', K: '8', ...GLYPHS, '%': '%' };

/** Digits, and the glyphs the chain reads as digits (ocr-figures.ts): a figure may hold both kinds of slip. */
export const DIGIT_LIKE = String.raw`[\dXK%SOolI|B]`;
const MONEY = new RegExp(
  String.raw`^([-(]?R?\s?)(${DIGIT_LIKE}{1,3}(?:[,.]${DIGIT_LIKE}{3})*[.,]${DIGIT_LIKE}{2})` +
    String.raw`((?:\s?(?:C[rxyv]|Dr|Kt|Dt)\.?)?[-)]?)$`,
);
/** A figure's own digits: a word of letters with a point in it is not one. */
const MIN_DIGITS = 3;

/**
 * `word` with the letters a thin 8, a thin `Cr` and the chain's glyphs were read as given back, where it is shaped as
 * a money figure; any other word as it is.
 * @example figureLetters('K.808.96') // '8.808.96'
 * @example figureLetters('11,862.81Cx') // '11,862.81Cr'
 */
export function figureLetters(word: string): string {
  // An 8 run into its thousands comma: a rand sign is never followed by a point.
  const text = word.replace(/^([-(]?)R([.,]\d{3}[.,]\d{2})/, '$18$2');
  const m = MONEY.exec(text);
  if (!m) return text;
  const [, lead, body, tail] = m as unknown as [string, string, string, string];
  if ((body.match(/\d/g)?.length ?? 0) < MIN_DIGITS) return text;
  return `${lead}${body.replace(/[XKSOolI|B]/g, (c) => DIGIT_FOR[c] as string)}${tail.replace(/C[xyv]/, 'Cr')}`;
}
