import { describe, expect, it } from 'vitest';
import { figureInk } from '../src/ocr/glyph-cells';
import { learnPageDigits, readFiguresByDigits, sureByDigits } from '../src/ocr/page-digits';
import type { OcrLine } from '../src/ocr/ocr-words';

/** A 5 × 7 digit font, each pixel drawn 4 × 4: digits 20 px wide on a pitch of 28, 28 px high. */
const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  // A rand sign set apart from its figure, drawn as a thin scan leaves it: much like an 8.
  R: ['11110', '10001', '10001', '11110', '10001', '10001', '11101'],
};
const [SCALE, PITCH, TOP] = [4, 28, 0];
/** Wide enough for a line of two words. */
const WIDTH = 1600;

type Word = OcrLine['words'][number];

/**
 * A page of figures drawn in the font above, each word with Tesseract's reading of it: `text` as read, every glyph
 * `confidence` sure. In the ink, `.` and `,` are marks on the baseline, `-` a bar at mid height and a space a gap.
 */
function page(rows: { ink: string; text: string; confidence?: number; x?: number }[]) {
  const height = rows.length * 60 + 40;
  const pixels = new Uint8Array(WIDTH * height).fill(255);
  const box = (x: number, y: number, w: number, h: number) => {
    for (let yy = y; yy < y + h; yy++) pixels.fill(0, yy * WIDTH + x, yy * WIDTH + x + w);
  };
  const lines: OcrLine[] = rows.map(({ ink, text, confidence = 99, x = 200 }, r) => {
    const y0 = 20 + r * 60 + TOP;
    let at = x;
    // Words of one line are parted by ` | `, in the ink and in the reading alike; `~` draws a minus touching the
    // digit after it.
    const readings = text.split(' | ');
    const words = ink.split(' | ').map((part, k) => {
      const start = at;
      const symbols: NonNullable<Word['symbols']> = [];
      for (const c of part) {
        const glyph = FONT[c];
        if (glyph) {
          glyph.forEach((row, gy) =>
            [...row].forEach((bit, gx) => bit === '1' && box(at + 4 + gx * SCALE, y0 + gy * SCALE, SCALE, SCALE)),
          );
          symbols.push({ text: c, confidence, bbox: { x0: at + 4, y0, x1: at + 24, y1: y0 + 28 } });
          at += PITCH;
        } else if (c === '.' || c === ',') {
          box(at + 2, y0 + 24, 4, 4);
          at += 8;
        } else if (c === '-') {
          box(at + 2, y0 + 12, 14, 4);
          at += 18;
        } else if (c === 'f') {
          // A thin scan's 4: its slanting stroke lost, its crossbar left standing low against its stem.
          box(at + 20, y0, 4, 28);
          box(at + 4, y0 + 19, 16, 4);
          symbols.push({ text: '4', confidence, bbox: { x0: at + 4, y0, x1: at + 24, y1: y0 + 28 } });
          at += PITCH;
        } else if (c === '~') {
          // A minus run into the digit after it.
          box(at + 2, y0 + 12, 16, 4);
          at += 14;
        } else at += PITCH;
      }
      const read = readings[k] ?? '';
      const bbox = { x0: start, y0, x1: at, y1: y0 + 28 };
      at += PITCH;
      // Tesseract's glyphs, where its reading has one for each digit drawn: a reading that lost or gained glyphs has
      // none that line up.
      const sure = read.replace(/[^\d]/g, '').length === symbols.length && /^[-\d.,]+$/.test(read);
      return { text: read, confidence, bbox, ...(sure ? { symbols: withMarks(read, symbols) } : {}) };
    });
    return { words, baseline: { x0: x, y0: y0 + 28, x1: at, y1: y0 + 28 } };
  });
  return { image: { pixels, width: WIDTH, height }, lines };
}

/** The digit glyphs with the reading's marks among them, as Tesseract gives a word's symbols. */
function withMarks(text: string, digits: NonNullable<Word['symbols']>): NonNullable<Word['symbols']> {
  let k = 0;
  return [...text].map((c) => {
    const d = /\d/.test(c) ? digits[k++] : undefined;
    return d ? { ...d, text: c } : { text: c, confidence: 99, bbox: { x0: 0, y0: 0, x1: 0, y1: 0 } };
  });
}

/** Figures read with confidence showing every digit: the page's samples. */
const SURE_FIGURES = [
  { ink: '1,234.56', text: '1,234.56' },
  { ink: '7,890.12', text: '7,890.12' },
  { ink: '-345.67', text: '-345.67' },
  { ink: '98.01', text: '98.01' },
  { ink: '2,468.09', text: '2,468.09' },
];

const texts = (lines: readonly OcrLine[]) => lines.flatMap((l) => l.words.map((w) => w.text));

describe("figures read by the page's own digits", () => {
  it('reads a figure Tesseract left unread, or read with little confidence, and says what it read first', () => {
    const { image, lines } = page([
      ...SURE_FIGURES,
      // A broken 8 read as a letter, the separators lost.
      { ink: '8,231.43', text: 'K23143', confidence: 20 },
      { ink: '-318.40', text: '-31%.40', confidence: 11 },
      // A figure read as one, but with a digit too many and little confidence.
      { ink: '-49.06', text: '-349.06', confidence: 5 },
      // The same slip read with confidence is left to the balance chain.
      { ink: '-49.06', text: '-349.06', confidence: 90 },
      // A reference of plain digits makes no figure and is left as read.
      { ink: '88122', text: '8X122', confidence: 30 },
      // Units and cents read as two words, the point taken with neither and a 9 read as a 4: units again, to be
      // joined with their cents as any figure read in two words is.
      { ink: '7,092 | 66', text: '7.402 | 66', confidence: 40 },
      // A minus that touches its figure's first digit, and that Tesseract lost.
      { ink: '~6,655.26', text: '6,655.26', confidence: 0 },
      // A rand sign before a figure set with a space for its thousands is no units of a figure, though two digits
      // follow it.
      { ink: 'R | 14 | 295.50', text: 'R | 14 | 295.50', confidence: 40 },
    ]);
    const digits = learnPageDigits(image, lines);
    expect(digits?.pitch).toBe(PITCH);
    const { lines: read, replaced } = readFiguresByDigits(image, lines, digits);
    expect(texts(read).slice(SURE_FIGURES.length)).toEqual([
      '8,231.43',
      '-318.40',
      '-49.06',
      '-349.06',
      '8X122',
      '7,092.',
      '66',
      '-6,655.26',
      'R',
      '14',
      '295.50',
    ]);
    expect(replaced.map((r) => [r.read, r.word.text])).toEqual([
      ['K23143', '8,231.43'],
      ['-31%.40', '-318.40'],
      ['-349.06', '-49.06'],
      ['7.402', '7,092.'],
      ['6,655.26', '-6,655.26'],
    ]);
  });

  it('reads nothing where the page does not show every digit with confidence', () => {
    const { image, lines } = page([
      ...SURE_FIGURES.filter((f) => !f.ink.includes('8')),
      { ink: '8,231.43', text: 'K23143', confidence: 20 },
    ]);
    expect(learnPageDigits(image, lines)).toBeNull();
    expect(texts(readFiguresByDigits(image, lines, null).lines)).toContain('K23143');
  });

  it("weighs a date's digits against the page's: an unsure one taken as they read it, a sure one doubted", () => {
    const { image, lines } = page([
      ...SURE_FIGURES,
      // `2025/05/15` whose slashes the scan lost: a gap where each stood. Tesseract read the last 5 as an 8, unsure.
      { ink: '2025 05 15', text: '20250518' },
      { ink: '2025 05 04', text: '2025054' },
      // A day Tesseract was sure of, read otherwise by the page's digits: nothing decides, so it is doubted.
      { ink: '19', text: '18' },
    ]);
    const unsure = (l: OcrLine, k: number) => {
      const w = l.words[0] as Word;
      return { ...l, words: [{ ...w, symbols: w.symbols?.map((s, i) => (i === k ? { ...s, confidence: 90 } : s)) }] };
    };
    // A run of digits read a digit short, one of them unsure: Tesseract gives a glyph for each digit it read.
    const short = (l: OcrLine) => {
      const w = l.words[0] as Word;
      const symbols = [...w.text].map((text, i) => ({ text, confidence: i === 6 ? 90 : 99, bbox: w.bbox }));
      return { ...l, words: [{ ...w, symbols }] };
    };
    const at = SURE_FIGURES.length;
    const doubted = lines.map((l, i) => (i === at ? unsure(l, 7) : i === at + 1 ? short(l) : l));
    const sure = sureByDigits(image, doubted, learnPageDigits(image, doubted));
    const date = sure[at]?.words[0];
    expect(date?.text).toBe('20250515');
    expect(date?.symbols?.every((s) => s.confidence === 100)).toBe(true);
    expect(sure[at + 1]?.words[0]?.text).toBe('20250504');
    // The same run read with every digit sure is left as read: there is nothing to make sure of.
    expect(sureByDigits(image, lines, learnPageDigits(image, lines))[at + 1]?.words[0]?.text).toBe('2025054');
    const day = sure[at + 2]?.words[0];
    expect([day?.text, day?.symbols?.map((s) => s.confidence)]).toEqual(['18', [100, 0]]);
  });

  it('cuts a figure into groups at its marks and a minus, and a date at the gaps its slashes left', () => {
    const { image, lines } = page([
      { ink: '-8,231.43', text: '' },
      { ink: '2025 05 15', text: '' },
      { ink: '~6,655.26', text: '' },
      { ink: 'f,652.46', text: '' },
    ]);
    const box = (i: number) => {
      const { x0, y0, x1, y1 } = (lines[i]?.words[0] as Word).bbox;
      return { x0: x0 - 4, y0: y0 - 4, x1: x1 + 4, y1: y1 + 4 };
    };
    const figure = figureInk(image, box(0), PITCH);
    expect(figure?.minus).toBe('lead');
    expect(figure?.groups.length).toBe(3);
    // A minus run into the first digit is cut off it; a 4's low crossbar is not.
    expect(figureInk(image, box(2), PITCH)?.minus).toBe('lead');
    expect(figureInk(image, box(3), PITCH)?.minus).toBeNull();
    expect(figureInk(image, box(1), PITCH)?.groups.length).toBe(3);
  });
});
