// Parentheses for a negative (`(1,234.56)`) only whole: a lone bracket is text around the figure.
/** A printed money figure with any of the sign notations, as a capture group (linear, no nested repeats). */
// Dot thousands only before a decimal comma (`1.234,56`): tried first, so `17.428,35` is not read as `17.42`.
const DIGITS = String.raw`(?:\d{1,3}(?:\.\d{3})+,\d{2}|\d[\d ,\u00a0]*[.,]\d{2})`;
const BRACKETED = String.raw`\(R?\s?${DIGITS}\)`;
// A mark is a word of its own: the `Cr` of `Credit limit` printed after the figure is none.
const MARKED = String.raw`-?\s?R?\s?[-\u00ad]?${DIGITS}[-\u00ad]?(?:\s?(?:Cr|Dr|Kt|Dt|CR|DR)(?![a-z]))?`;
export const MONEY = `(${BRACKETED}|${MARKED})`;

/**
 * A count printed before a total (`Funds used 9 61,418.10`): in a cell of its own (a tab stands for the gap between
 * cells, see `cellText`), or before a figure that cannot go on its digits (`528 733.21` is one figure).
 */
export const COUNT = String.raw`(?:\d+\t|\d+\s+(?!\d{3}[.,]\d{2}\b))?`;

export const money = (prefix: string): RegExp => new RegExp(`${prefix}\\s*:?\\s*${MONEY}`, 'i');

// No word boundaries: tight headers run labels together (`Tran list noDate`); order of search keeps them apart.
export const label = (words: string): RegExp => new RegExp(`(?:${words})`, 'i');
