import { describe, expect, it } from 'vitest';
import { applyEdits, exportText, startsLikeFormula, type ReviewTransaction } from '../src';

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('exportText', () => {
  it.each(BIDI.map((c) => [c.codePointAt(0)!.toString(16), c]))('removes U+%s', (_hex, code) => {
    expect(exportText(`Shop${code}Name`)).toBe('ShopName');
  });

  it.each([
    ['NUL and DEL', 'A\u0000B\u007fC', 'ABC'],
    ['C1 controls', 'A\u0080B\u009fC', 'ABC'],
    ['direction marks', 'A\u200eB\u200fC\u061cD', 'ABCD'],
    ['zero-width and BOM', '\ufeffA\u200bB\u2060C', 'ABC'],
    ['tag characters (hidden ASCII)', 'Pay\u{e0041}\u{e0042}ee', 'Payee'],
    ['tabs and line breaks become one space', 'Salary\tMarch\r\nRef\u2028 42', 'Salary March Ref 42'],
    ['ends trimmed, spaces collapsed', '  POS   Purchase  ', 'POS Purchase'],
    [
      'ordinary text untouched',
      'Woolworths Sandton & Co. (R1,250.00) ＝ é ñ 中',
      'Woolworths Sandton & Co. (R1,250.00) ＝ é ñ 中',
    ],
  ])('%s', (_name, input, out) => expect(exportText(input)).toBe(out));
});

describe('startsLikeFormula', () => {
  it.each(['=1', '+1', '-1', '@SUM(1)', '\t=1', '\r=1', '\uff1d1', '\uff0b1', '\uff0d1', '\uff20SUM(1)', '  =1'])(
    '%j is a formula starter',
    (v) => {
      expect(startsLikeFormula(v)).toBe(true);
    },
  );

  it.each(['Salary', '1-2', 'a=b', ''])('%j is not', (v) => expect(startsLikeFormula(v)).toBe(false));
});

describe('a review save', () => {
  it('keeps descriptions as every export writes them', () => {
    const original: ReviewTransaction[] = [
      { date: '2025-11-14', description: 'Shop', amount: -5, balance: 95, page: 1, row: 1 },
    ];
    const [row] = applyEdits(original, [
      { source: 0, date: '2025-11-14', description: '\uff1dHACK()\u0000 \u202eevil\u2066', amount: -5 },
    ]);
    expect(row?.description).toBe('\uff1dHACK() evil');
  });
});
