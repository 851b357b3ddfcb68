import { describe, expect, it } from 'vitest';
import type { TextRun } from '../src/extract/types';
import { mendDates, mendPageDates, mendYearGlyphs, pageDateSeparator } from '../src/ocr/ocr-dates';
import { rng } from './fixtures/model';

const run = (text: string, x: number, width: number, y = 700): TextRun => ({
  page: 1,
  x,
  y,
  width,
  height: 7,
  text,
  angle: 0,
});

/** What a poor scan makes of a date's separators, seeded: a slash read as a colon, a point, a dash, a degree, lost. */
const SLIPS = [':', '.', ',', '-', ' ', '°', "'", ': ', ' .', '/'];

describe('numeric dates mended from a poor scan', () => {
  it('puts back a day-first date’s slashes whatever OCR made of them', () => {
    const rnd = rng(20);
    for (let i = 0; i < 200; i++) {
      const [d, m] = [1 + Math.floor(rnd() * 28), 1 + Math.floor(rnd() * 12)];
      const y = 2015 + Math.floor(rnd() * 12);
      const pick = () => SLIPS[Math.floor(rnd() * SLIPS.length)] as string;
      const [dd, mm] = [String(d).padStart(2, '0'), String(m).padStart(2, '0')];
      expect(mendDates(`${dd}${pick()}${mm}${pick()}${y} Interest`, '/')).toBe(`${dd}/${mm}/${y} Interest`);
    }
  });

  it('takes back a day and month run together before the year, and a slash read as a 7', () => {
    expect(mendDates('1903-2018', '/')).toBe('19/03/2018');
    expect(mendDates('30706-2025', '/')).toBe('30/06/2025');
    expect(mendDates('097/077-2025', '/')).toBe('09/07/2025');
    // Four digits are a day and month whose slash was lost, never a one-digit day and a slash read as a 7.
    expect(mendDates('1707/2025', '/')).toBe('17/07/2025');
    expect(mendDates('2025:06.21', '-')).toBe('2025-06-21');
  });

  it('takes back a month and year run together, and a slash read as a 1', () => {
    expect(mendDates('05.032025', '/')).toBe('05/03/2025');
    expect(mendDates('28:0312025', '/')).toBe('28/03/2025');
    expect(mendDates('12.502025', '/')).toBe('12.502025'); // no month 50
  });

  it('reads a year with a glyph for a digit as the page’s year only where its digits agree', () => {
    expect(mendYearGlyphs('27 06 202% POS Purchase', '2025')).toBe('27 06 2025 POS Purchase');
    expect(mendYearGlyphs('27 06 201%', '2025')).toBe('27 06 201%');
    expect(mendYearGlyphs('27 06 202%', null)).toBe('27 06 202%');
    const runs = mendPageDates([run('21/06/2025', 10, 40), run('27 06 202%', 10, 40, 688)]);
    expect(runs.map((r) => r.text)).toEqual(['21/06/2025', '27/06/2025']);
  });

  it('leaves money, references and impossible dates alone', () => {
    for (const text of ['17 987.15', '1 234 567.89', 'R18,972.72', '130303', '0821234567', '45 67 2018', '12.50 2018'])
      expect(mendDates(text, '/')).toBe(text);
  });

  it('puts a year-first date’s separator back as the page’s clean ones print it, a day-first one as a slash', () => {
    expect(pageDateSeparator(['2025-05-02', '2025-05-03', '2025/05/04', 'Balance'])).toBe('-');
    expect(pageDateSeparator(['02:03 2018', '02.03.2018', 'Balance'])).toBe('/');
    // A slash a 1-bit scan read as a point on every row is still a slash.
    expect(mendDates('02.03.2025', '-')).toBe('02/03/2025');
  });

  it('joins a day and month to the year OCR set in a run of its own', () => {
    const runs = mendPageDates([run('02:03', 10, 20), run('2018', 33, 18), run('Interest', 80, 30)]);
    expect(runs.map((r) => r.text)).toEqual(['02/03/2018', 'Interest']);
    // Far apart, or on another line, they are two cells.
    expect(mendPageDates([run('02:03', 10, 20), run('2018', 60, 18)]).map((r) => r.text)).toEqual(['02:03', '2018']);
    expect(mendPageDates([run('02:03', 10, 20), run('2018', 33, 18, 680)])).toHaveLength(2);
    // A day and month's name, the year in a run of its own (a wide monospaced space), its 5 read as a glyph.
    const named = mendPageDates([
      run('02 Mar', 10, 28),
      run('2025', 45, 18),
      run('09 Mar', 10, 28, 688),
      run('202%', 45, 18, 688),
    ]);
    expect(named.map((r) => r.text)).toEqual(['02 Mar 2025', '09 Mar 2025']);
    // Day, month and year each in a run of their own, both slashes lost.
    const three = mendPageDates([run('5', 10, 5), run('09', 18, 9), run('2024', 30, 18), run('Payment', 60, 30)]);
    expect(three.map((r) => r.text)).toEqual(['5/09/2024', 'Payment']);
    expect(mendPageDates([run('5', 10, 5), run('09', 18, 9)]).map((r) => r.text)).toEqual(['5', '09']);
    // A day alone, its month and year in the next run.
    expect(mendPageDates([run('21', 10, 9), run('06 2025', 24, 30)]).map((r) => r.text)).toEqual(['21/06/2025']);
  });

  it('gives a column of yearless dates back the space OCR ran out of some of them', () => {
    const column = ['12 16', '12 17', '1221', '12:27', '12 29'].map((t, i) => run(t, 400, 18, 700 - 12 * i));
    const elsewhere = run('1234', 100, 18, 640);
    const runs = mendPageDates([...column, elsewhere]);
    expect(runs.map((r) => r.text)).toEqual(['12 16', '12 17', '12 21', '12 27', '12 29', '1234']);
    // A yearless date OCR read as two words is one date again.
    expect(mendPageDates([run('12', 400, 9), run('16', 412, 9)]).map((r) => r.text)).toEqual(['12 16']);
    // Too few clean ones to say the column holds dates: left as read.
    expect(mendPageDates([run('12 16', 400, 18), run('1221', 400, 18, 688)]).map((r) => r.text)).toEqual([
      '12 16',
      '1221',
    ]);
  });

  it('gives a column of year-first dates back the separators OCR lost, mangled or read as a 7 or a 1', () => {
    const read = ['2025/05/02', '2025/05/04', '2025/05705', '2025/0506', '202505 09', '2025-0516', '2025/05/17'];
    const column = read.map((t, i) => run(t, 33, 40, 700 - 12 * i));
    const reference = run('20250516', 120, 40, 640);
    expect(mendPageDates([...column, reference]).map((r) => r.text)).toEqual([
      '2025/05/02',
      '2025/05/04',
      '2025/05/05',
      '2025/05/06',
      '2025/05/09',
      '2025/05/16',
      '2025/05/17',
      // Outside the column the clean dates stand in: a reference, left as read.
      '20250516',
    ]);
    // Two readings (`2025/10105`: 1 for a slash before 01/05, or 10/05 with a 1 for the slash after it): left as read.
    const ambiguous = [...column.slice(0, 3), run('2025/10105', 33, 40, 600)];
    expect(mendPageDates(ambiguous).at(-1)?.text).toBe('2025/10105');
    // Too few clean ones to say the column holds dates: left as read.
    expect(mendPageDates([run('2025/05/02', 33, 40), run('2025/0506', 33, 40, 688)]).map((r) => r.text)).toEqual([
      '2025/05/02',
      '2025/0506',
    ]);
  });

  it('gives a year-first date the column’s year back where OCR read it a digit short or a digit long', () => {
    const clean = ['2025/05/02', '2025/05/04', '2025/05/09'].map((t, i) => run(t, 33, 40, 700 - 12 * i));
    const slipped = ['225 05 15', '20125 05 22', '202 05 25', '2205/05/23', '2015 05 24', '215 05 26'];
    const runs = mendPageDates([...clean, ...slipped.map((t, i) => run(t, 33, 40, 600 - 12 * i))]);
    expect(runs.slice(3).map((r) => r.text)).toEqual([
      '2025/05/15',
      '2025/05/22',
      '2025/05/25',
      // Four digits: a year as read, right or wrong, for the date checks to judge; `215` is no 2025 a digit short.
      '2205/05/23',
      '2015/05/24',
      '215 05 26',
    ]);
    // Outside the date column, a number that happens to be the year a digit short is left alone.
    expect(mendPageDates([...clean, run('225 05 15', 120, 40, 600)]).at(-1)?.text).toBe('225 05 15');
  });
});
