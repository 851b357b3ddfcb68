import { describe, expect, it } from 'vitest';
import { rereadFigures } from '../src/ocr/figure-rereads';
import { letterReads } from '../src/ocr/letter-reads';
import { wordsToRuns, type OcrLine } from '../src/ocr/ocr-words';
import { ocrLine } from './fixtures/ocr-lines';

/** Words read unsurely, as on the scans whose figures are read again. */
const line = (words: [string, number][], y = 400): OcrLine => ocrLine(words, y, 60);

const image = { pixels: new Uint8Array(1400 * 800).fill(255), width: 1400, height: 800 };
const raster = { page: 1, dpi: 300, pageHeightPx: 800 };

/**
 * A reader that gives `answers` in turn, one a crop, and notes the width of each crop it was asked to read and how
 * many of its pixels are ink.
 */
function reader(answers: string[], asked: number[], ink: number[] = []) {
  return async (width: number, _height: number, pixels: Uint8Array): Promise<OcrLine[]> => {
    asked.push(width);
    ink.push(pixels.filter((p) => p < 128).length);
    const text = answers[asked.length - 1];
    return text === undefined ? [] : [line([[text, 0]])];
  };
}

// Each crop is the word's box with 0.4 of its height (22 px) around it, scaled up 2 ×.
const cropWidth = (text: string) => 2 * (12 * text.length + 2 * 9);

describe('figures the page reading could not read, read again on their own', () => {
  it('replaces a figure by a second reading that reads as money, as many digits, and says what was read', async () => {
    const lines = [
      line([
        ['Fee', 100],
        ['14.6422', 700],
        ['1,204.50', 1000],
      ]),
      line(
        [
          ['Rent', 100],
          ['-7T08.%9', 700],
          ['R2,31L43', 1000],
        ],
        600,
      ),
      line(
        [
          ['Salary', 100],
          ['21.51854', 1000],
          ['IX.83313', 1200],
        ],
        700,
      ),
    ];
    // A point read as a space before the cents is a point (`IX.833 13`). A reading not taken is tried once more on
    // strokes a pixel wider: there `-7T08.%9` reads `-708.89`.
    const answers = ['14,642.28', '-708.89 12', '-708.89', '8,23.43', '', '21.54', '', 'IX.833 13'];
    const asked: number[] = [];
    const ink: number[] = [];
    // The ink of `-7T08.%9`: a stroke one pixel wide.
    for (let y = 580; y < 598; y++) image.pixels[y * image.width + 710] = 0;
    const { lines: read, replaced } = await rereadFigures(image, lines, reader(answers, asked, ink));
    image.pixels.fill(255);
    // The figures that read as money are never read again; a reading of a figure and more, one that is not money,
    // or one that shows three digits fewer than the page did, is not taken.
    const twice = (w: string) => [cropWidth(w), cropWidth(w)];
    expect(asked).toEqual([
      cropWidth('14.6422'),
      ...twice('-7T08.%9'),
      ...twice('R2,31L43'),
      ...twice('21.51854'),
      cropWidth('IX.83313'),
    ]);
    expect((ink[2] as number) > (ink[1] as number)).toBe(true);
    expect(read.flatMap((l) => l.words.map((w) => w.text))).toEqual([
      'Fee',
      '14,642.28',
      '1,204.50',
      'Rent',
      '-708.89',
      'R2,31L43',
      'Salary',
      '21.51854',
      'IX.833.13',
    ]);
    expect(replaced.map((r) => [r.read, r.word.text])).toEqual([
      ['14.6422', '14,642.28'],
      ['-7T08.%9', '-708.89'],
      ['IX.83313', 'IX.833.13'],
    ]);
    // The runs show the second reading; the page says where, and what the first one read.
    expect(wordsToRuns(read, raster).map((r) => r.text)).toEqual(expect.arrayContaining(['14,642.28', '18,833.13']));
    expect(letterReads(read, replaced, raster).map((r) => r.text)).toEqual(['14.6422', '-7T08.%9', 'IX.83313']);
  });

  it('reads nothing again where figures all read, dates, references, split figures and stamps aside', async () => {
    const asked: number[] = [];
    const lines = [
      line([
        ['Fee', 100],
        ['1,204.50', 700],
        ['88,103.36Cr', 1000],
      ]),
      line(
        [
          ['02.03.2018', 40],
          ['03,2018', 200],
          ['41275246823', 400],
          ['987.', 700],
          ['15', 760],
        ],
        500,
      ),
    ];
    // Nor a "word" of figure's text the size of a stamp.
    const stamp = { text: '88.1OO', confidence: 40, bbox: { x0: 100, y0: 100, x1: 1300, y1: 400 } };
    lines.push({ ...line([['Paid', 40]], 420), words: [stamp] });
    const { replaced } = await rereadFigures(image, lines, reader([], asked));
    expect([asked, replaced]).toEqual([[], []]);
  });
});
