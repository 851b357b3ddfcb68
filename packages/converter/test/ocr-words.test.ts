import { describe, expect, it } from 'vitest';
import { letterReads } from '../src/ocr/letter-reads';
import { wordsToRuns, type OcrLine } from '../src/ocr/ocr-words';

import { ocrLine as line } from './fixtures/ocr-lines';

const texts = (lines: OcrLine[]) => wordsToRuns(lines, { page: 1, dpi: 300, pageHeightPx: 3300 }).map((r) => r.text);

describe('OCR words as a text layer’s runs', () => {
  it('keeps a column’s bracketed unit with its label, though its ink stands off further than a word', () => {
    // `Fees` ends at 148; `(R)` starts 1.3 line heights on; the next column 2.5 line heights on.
    expect(
      texts([
        line([
          ['Fees', 100],
          ['(R)', 187],
          ['Debits', 298],
        ]),
      ]),
    ).toEqual(['Fees (R)', 'Debits']);
    // `(R)` whose brackets a 1-bit scan broke (`(R1`, `‘Ri;`) is still the unit.
    for (const unit of ['(R1', '‘Ri;', 'Ri', 'IR:'])
      expect(
        texts([
          line([
            ['Debits', 100],
            [unit, 199],
            ['Credits', 298],
          ]),
        ]),
      ).toEqual(['Debits (R)', 'Credits']);
    // A word as far off is another column.
    expect(
      texts([
        line([
          ['Fees', 100],
          ['Paid', 187],
        ]),
      ]),
    ).toEqual(['Fees', 'Paid']);
  });

  it('joins a phrase Tesseract split over two of its lines', () => {
    expect(texts([line([['Credits', 100]]), line([['(R)', 199]], 401)])).toEqual(['Credits (R)']);
  });

  it('gives a figure back the cents OCR set apart from it', () => {
    expect(
      texts([
        line([
          ['4,284', 100],
          ['.49-', 172],
        ]),
      ]),
    ).toEqual(['4,284.49-']);
    expect(
      texts([
        line([
          ['17', 100],
          ['987.', 136],
          ['15', 188],
        ]),
      ]),
    ).toEqual(['17 987.15']);
  });

  it('joins a figure OCR read a space into, inside its last group of three', () => {
    const read = (a: string, b: string) =>
      texts([
        line([
          [a, 100],
          [b, 100 + 12 * a.length + 6],
        ]),
      ]);
    expect(read('44', '7.17')).toEqual(['447.17']);
    expect(read('14,19', '3.18')).toEqual(['14,193.18']);
    expect(read('-1,2', '34.50Cr')).toEqual(['-1,234.50Cr']);
    // A thousands space sets off three digits: the figure stands as printed.
    expect(read('15', '185.02')).toEqual(['15 185.02']);
    // Two groups that would not make a whole one are not joined.
    expect(read('14,1', '3.18')).toEqual(['14,1 3.18']);
  });

  it('mends a figure whose parts Tesseract put on lines of its own', () => {
    // `17` `314 .` on one line, `82` on the next: a text layer draws `17 314.82`.
    expect(
      texts([
        line([
          ['17', 100],
          ['314', 136],
          ['.', 176],
        ]),
        line([['82', 194]], 401),
      ]),
    ).toEqual(['17 314.82']);
  });

  it('gives back thousands marks OCR read as points, beside a sign or a Cr', () => {
    for (const [read, printed] of <[string, string][]>[
      ['10.950.24', '10,950.24'],
      ['5.936.86Cr', '5,936.86Cr'],
      ['-1.204.50', '-1,204.50'],
      ['1.204.50-', '1,204.50-'],
    ])
      expect(texts([line([[read, 100]])])).toEqual([printed]);
    expect(texts([line([['1.204', 100]])])).toEqual(['1.204']);
  });

  it('reads the letters a thin 8 and a thin Cr come back as, in a word shaped as a money figure only', () => {
    for (const [read, printed] of <[string, string][]>[
      ['K.808.96', '8,808.96'],
      ['19,06X.12', '19,068.12'],
      ['-XK0.70', '-880.70'],
      ['R.192.43', '8,192.43'],
      ['11,862.81Cx', '11,862.81Cr'],
      ['3,059.8XCy', '3,059.88Cr'],
    ])
      expect(texts([line([[read, 100]])])).toEqual([printed]);
    // A reference, a card number, a word: no figure's shape, so nothing stands for an 8.
    for (const kept of ['X123456', '41275276X23', 'XK.12', 'R231.43', 'Box'])
      expect(texts([line([[kept, 100]])])).toEqual([kept]);
  });

  it('reads a space between a figure in thousands and two digits as its decimal point', () => {
    expect(
      texts([
        line([
          ['18.924', 100],
          ['44', 184],
        ]),
      ]),
    ).toEqual(['18,924.44']);
    expect(
      texts([
        line([
          ['-3,240', 100],
          ['15', 184],
        ]),
      ]),
    ).toEqual(['-3,240.15']);
    // Not where the figure has no thousands, nor where the digits after the space are a group of three.
    expect(
      texts([
        line([
          ['924', 100],
          ['44', 148],
        ]),
      ]),
    ).toEqual(['924 44']);
    expect(
      texts([
        line([
          ['18.924', 100],
          ['441', 184],
        ]),
      ]),
    ).toEqual(['18.924 441']);
  });

  it('says where it read letters as digits, and what it read there, and nowhere else', () => {
    const raster = { page: 1, dpi: 300, pageHeightPx: 3300 };
    const lines = [
      line([
        ['Fee', 100],
        ['K.808.96', 900],
      ]),
      line(
        [
          ['Box', 100],
          ['1,204.50', 900],
        ],
        500,
      ),
    ];
    const [run] = wordsToRuns(lines, raster).filter((r) => r.text === '8,808.96');
    const reads = letterReads(lines, [], raster);
    expect(reads.map((r) => r.text)).toEqual(['K.808.96']);
    expect(reads[0]).toMatchObject({ x: run?.x, y: run?.y, width: run?.width });
  });
});
