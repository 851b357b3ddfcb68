/**
 * Text as every export writes it (CSV, XLSX, OFX, QBO, JSON) and as a review saves it: whatever the
 * statement or the user typed, nothing in a file can be invisible, reorder what is shown, or run as a formula.
 */

// Line and tab controls (C0, NEL, the Unicode line and paragraph separators) part words: they become a space.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// Removed: the other C0/C1 controls and DEL; bidi marks, embeddings, overrides and isolates (U+061C,
// U+200E/F, U+202A–202E, U+2066–2069); zero-width characters, invisible operators and the BOM; interlinear
// annotation marks; tag characters, which spell hidden ASCII.
const HIDDEN_RANGES = [
  String.raw`\u0000-\u001f\u007f-\u009f`, // C0 and C1 controls
  String.raw`\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f`, // bidi marks, zero-width, invisible operators
  String.raw`\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}`, // BOM, interlinear annotation, tag characters
];
const HIDDEN = new RegExp(`[${HIDDEN_RANGES.join('')}]`, 'gu');

/**
 * The text with hidden and reordering characters removed, line breaks and tabs as spaces, runs of
 * spaces collapsed and the ends trimmed.
 * @example exportText('\u202eCAFE\u0000  SHOP\n') // 'CAFE SHOP'
 */
export function exportText(value: string): string {
  return value.replace(BREAKS, ' ').replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
}

/** What a spreadsheet reads as the start of a formula in a text cell, full-width forms included (＝ ＋ － ＠). */
export const FORMULA_STARTERS: readonly string[] = [
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  '\uff1d',
  '\uff0b',
  '\uff0d',
  '\uff20',
];

/**
 * Whether a spreadsheet could take this text cell for a formula: its first character, or its first after
 * leading spaces, is a formula starter.
 * @example startsLikeFormula('＝1+2') // true
 */
export function startsLikeFormula(value: string): boolean {
  const first = value[0];
  const firstSolid = value.trimStart()[0];
  return (
    (first !== undefined && FORMULA_STARTERS.includes(first)) ||
    (firstSolid !== undefined && FORMULA_STARTERS.includes(firstSolid))
  );
}
