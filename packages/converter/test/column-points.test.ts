import { describe, expect, it } from 'vitest';
import type { TextRun } from '../src/extract/types';
import { columnPoints } from '../src/ocr/column-points';

/** A run ending at `right` (points), 4.5 pt a character, on line `row` of the page. */
const run = (text: string, right: number, row: number): TextRun => {
  const width = 4.5 * text.length;
  return { page: 1, x: right - width, y: 700 - 12 * row, width, height: 9, text, angle: 0 };
};

describe('a money figure whose decimal point OCR lost', () => {
  // A balance column ending at 560, a Money Out column at 470, descriptions from 100.
  const page = [
    run('16 283.89', 560, 0),
    run('Eft Credit Client Payment 4127', 250, 0),
    run('1552791', 560, 1),
    run('755.98', 470, 1),
    run('15 130.45', 560, 2),
    run('397.46', 470, 2),
    run('51 240 28', 560, 3),
    run('Ref 41275246823', 250, 3),
    run('24 720.20', 560, 4),
    run('12 22064', 471, 4),
    run('128.06', 470, 5),
    run('20180322', 150, 5),
  ];

  it('gets it back where the run ends on a column of money figures, and says what was read', () => {
    const { runs, read } = columnPoints(page);
    expect(runs.map((r) => r.text)).toEqual([
      '16 283.89',
      'Eft Credit Client Payment 4127',
      '15527.91',
      '755.98',
      '15 130.45',
      '397.46',
      '51 240.28',
      'Ref 41275246823',
      '24 720.20',
      '12 220.64',
      '128.06',
      '20180322',
    ]);
    expect(read.map((r) => r.text)).toEqual(['1552791', '51 240 28', '12 22064']);
  });

  it('leaves digits alone where no column of money figures ends with them', () => {
    const lonely = [run('1552791', 560, 0), run('16 283.89', 560, 1), run('15 130.45', 560, 2)];
    expect(columnPoints(lonely).read).toEqual([]);
    const elsewhere = [...page.slice(0, 9), run('1552791', 520, 9)];
    expect(columnPoints(elsewhere).runs.at(-1)?.text).toBe('1552791');
  });
});
