import { conversionQuality } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import type { PartialDate } from '../src/parse/date';
import { yearResolver } from '../src/parse/years';
import { convertStatement } from '../src/index';
import { makeFixture } from './fixtures/index';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Pen } from './fixtures/pen';

/**
 * An Afrikaans statement of March rows (`day(3)` prints the 3rd) under the period line `period`, or under lines of
 * cells (`[x, text]`) that print it.
 */
async function periodStatement(period: string | [number, string][][], day: (d: number) => string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 9);
  pen.text(40, 'Karoo Onderlinge Bank');
  if (typeof period === 'string') pen.text(40, period, 12);
  else period.forEach((cells, i) => pen.line(cells, i === 0 ? 12 : 0));
  pen.line([
    [40, 'Datum'],
    [110, 'Beskrywing'],
    [-450, 'Bedrag'],
    [-545, 'Saldo'],
  ]);
  pen.line([
    [110, 'Openingsaldo'],
    [-545, '1 000,00'],
  ]);
  const rows: [number, string, string, string][] = [
    [3, 'Salaris Acme', '5 000,00', '6 000,00'],
    [12, 'Debietorder Versekering', '-750,00', '5 250,00'],
    [28, 'Diensfooi', '-65,00', '5 185,00'],
  ];
  for (const [n, desc, a, b] of rows)
    pen.line([
      [40, day(n)],
      [110, desc],
      [-450, a],
      [-545, b],
    ]);
  pen.line([
    [110, 'Afsluitingsaldo'],
    [-545, '5 185,00'],
  ]);
  return doc.save();
}

const pad = (n: number): string => String(n).padStart(2, '0');
const d = (day: number, month: number, year: number | null = null): PartialDate => ({ day, month, year });
const none = { periodStart: null, periodEnd: null, userYear: undefined };

describe('the year of dates printed without one', () => {
  it('takes it from a statement period that crosses New Year', () => {
    const dates = [d(20, 12), d(2, 1)];
    const y = yearResolver({ periodStart: d(13, 12, 2025), periodEnd: d(13, 1, 2026), userYear: 2020, dates });
    expect(dates.map(y.resolve)).toEqual(['2025-12-20', '2026-01-02']);
    expect([y.source, y.year]).toEqual(['period', 2025]);
  });

  it("uses the user's year without a period and rolls December over to January", () => {
    const dates = [d(28, 12), d(30, 12), d(1, 1), d(3, 2)];
    const y = yearResolver({ ...none, userYear: 2023, dates });
    expect(dates.map(y.resolve)).toEqual(['2023-12-28', '2023-12-30', '2024-01-01', '2024-02-03']);
    expect([y.source, y.year]).toEqual(['user', 2023]);
  });

  it('keeps printed years and says so, whatever year the user typed', () => {
    const dates = [d(1, 3, 2019), d(5, 3, 2019)];
    const y = yearResolver({ ...none, userYear: 1999, dates });
    expect(dates.map(y.resolve)).toEqual(['2019-03-01', '2019-03-05']);
    expect([y.source, y.year]).toEqual(['printed', 2019]);
  });

  it('assumes the latest year that puts no row after the upload date', () => {
    const dates = [d(13, 11), d(2, 12), d(12, 12)];
    const y = yearResolver({ ...none, dates, uploadedAt: new Date('2026-11-23T08:00:00Z') });
    // 2026 would put 2 and 12 December after the upload: the statement is last year's.
    expect(dates.map(y.resolve)).toEqual(['2025-11-13', '2025-12-02', '2025-12-12']);
    expect([y.source, y.year]).toEqual(['assumed', 2025]);
    const sameYear = yearResolver({ ...none, dates, uploadedAt: new Date('2026-12-20T08:00:00Z') });
    expect([sameYear.source, sameYear.year]).toEqual(['assumed', 2026]);
  });

  it('assumes across December → January: a statement uploaded in January starts the year before', () => {
    const dates = [d(15, 12), d(28, 12), d(3, 1), d(14, 1)];
    const y = yearResolver({ ...none, dates, uploadedAt: new Date('2026-01-20T00:00:00Z') });
    expect(dates.map(y.resolve)).toEqual(['2025-12-15', '2025-12-28', '2026-01-03', '2026-01-14']);
    expect(y.year).toBe(2025);
  });

  it('places the rows nearest a single printed period date', () => {
    const dates = [d(20, 12), d(5, 1)];
    const y = yearResolver({ periodStart: d(14, 1, 2026), periodEnd: null, userYear: undefined, dates });
    expect(dates.map(y.resolve)).toEqual(['2025-12-20', '2026-01-05']);
    expect(y.source).toBe('period');
  });
});

describe('yearSource on converted statements', () => {
  const uploadedAt = new Date('2026-11-23T09:00:00Z');

  it('a year-less statement with no period and no year: assumed, never in the future, and not ready', async () => {
    const f = await makeFixture({
      layout: 'fnb-current',
      transactions: 30,
      seed: 21,
      start: '2025-11-13',
      noPeriod: true,
    });
    const s = await convertStatement(f.pdf, { uploadedAt });
    expect([s.yearSource, s.year]).toEqual(['assumed', 2025]);
    expect(s.transactions.map((t) => t.date)).toEqual(f.expected.map((t) => t.date));
    expect(s.transactions.every((t) => (t.date ?? '') <= '2026-11-23')).toBe(true);
    expect(conversionQuality({ dataQuality: s.dataQuality, yearSource: s.yearSource, year: s.year })).toMatchObject({
      ready: false,
      yearPending: 'Year assumed: 2025',
    });
  });

  it("the same statement with the user's year: user", async () => {
    const f = await makeFixture({
      layout: 'fnb-current',
      transactions: 30,
      seed: 21,
      start: '2024-11-13',
      noPeriod: true,
    });
    const s = await convertStatement(f.pdf, { year: 2024, uploadedAt });
    expect([s.yearSource, s.year]).toEqual(['user', 2024]);
    expect(s.transactions.map((t) => t.date)).toEqual(f.expected.map((t) => t.date));
  });

  it('a printed period wins over a typed year, which is reported as not needed', async () => {
    const f = await makeFixture({ layout: 'fnb-current', transactions: 30, seed: 21, start: '2024-11-13' });
    const s = await convertStatement(f.pdf, { year: 1999, uploadedAt });
    expect([s.yearSource, s.year]).toEqual(['period', 2024]);
    expect(s.transactions.map((t) => t.date)).toEqual(f.expected.map((t) => t.date));
    expect(
      conversionQuality({ dataQuality: s.dataQuality, yearSource: s.yearSource, year: s.year, userYear: 1999 }).notes,
    ).toContain('Statement dates use 2024; your 1999 was not needed');
  });

  it.each(['1 Maart 2023 tot 31 Maart 2023', '1 Mrt 2023 tot 31 Mrt 2023'])(
    'a period line joined by "tot" (%s) gives year-less rows their year',
    async (period) => {
      const s = await convertStatement(await periodStatement(period, (n) => `${pad(n)} Mrt`), { uploadedAt });
      expect([s.yearSource, s.periodStart, s.periodEnd]).toEqual(['period', '2023-03-01', '2023-03-31']);
      expect(s.transactions.map((t) => t.date)).toEqual(['2023-03-03', '2023-03-12', '2023-03-28']);
    },
  );

  // Before, a period printed over two lines was not found: the year was assumed (2026 here), and the rows passed.
  it.each([
    ['a box of From and To rows', 'From', 'To', '1 March 2023', '31 March 2023'],
    ['a box of Vanaf and Tot rows', 'Vanaf', 'Tot', '1 Maart 2023', '31 Maart 2023'],
    ['a label over its dates', 'Statement period:', '', '1 March 2023 - 31 March 2023', ''],
    ['an Afrikaans label over its dates', 'Tydperk', '', '1 Mrt 2023 - 31 Mrt 2023', ''],
  ])('a period printed over two lines beside the address (%s) gives year-less rows their year', async (...c) => {
    const [, first, second, from, to] = c;
    const box: [number, string][][] = second
      ? [
          [
            [40, 'MNR T MOKOENA'],
            [380, first],
            [-545, from],
          ],
          [
            [40, '12 Kerkstraat'],
            [380, second],
            [-545, to],
          ],
        ]
      : [
          [
            [40, 'MNR T MOKOENA'],
            [380, first],
          ],
          [
            [40, '12 Kerkstraat'],
            [380, from],
          ],
        ];
    const s = await convertStatement(await periodStatement(box, (n) => `${pad(n)} Mrt`), { uploadedAt });
    expect([s.yearSource, s.periodStart, s.periodEnd]).toEqual(['period', '2023-03-01', '2023-03-31']);
    expect(s.transactions.map((t) => t.date)).toEqual(['2023-03-03', '2023-03-12', '2023-03-28']);
  });

  // Before, a statement date alone was no anchor: the year was assumed from the upload date, and flagged.
  it.each(['Statement date 04/04/2023', 'Staatdatum : 4 April 2023', 'Date of statement: 2023/04/04'])(
    'a statement date alone (%s) gives year-less rows theirs, not a print date or the day the account opened',
    async (issued) => {
      const head: [number, string][][] = [
        [
          [40, 'MNR T MOKOENA'],
          [380, 'Account opened: 22/04/2014'],
        ],
        [
          [40, '12 Kerkstraat'],
          [380, 'Printed on: 03/11/2026 10:47'],
        ],
        [[40, issued]],
      ];
      const s = await convertStatement(await periodStatement(head, (n) => `${pad(n)} Mrt`), { uploadedAt });
      expect([s.yearSource, s.periodStart, s.periodEnd]).toEqual(['period', null, null]);
      expect(s.transactions.map((t) => t.date)).toEqual(['2023-03-03', '2023-03-12', '2023-03-28']);
    },
  );

  // Before, a day and month printed as figures with no year (`05/03`) was no date at all: no transactions found.
  it.each([
    ['05/03', (n: number) => `${pad(n)}/03`],
    ['5/03', (n: number) => `${n}/03`],
  ])('rows dated %s with no year take theirs from the period', async (_, day) => {
    const pdf = await periodStatement('Staatperiode: 2024/03/01 - 2024/03/31', day);
    const s = await convertStatement(pdf, { uploadedAt });
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-03-03', 5000],
      ['2024-03-12', -750],
      ['2024-03-28', -65],
    ]);
    expect([s.yearSource, s.dataQuality.balanceCheck]).toEqual(['period', 'passed']);
  });

  it('full dates on every row: printed', async () => {
    const f = await makeFixture({ layout: 'capitec-2022', transactions: 20, seed: 3 });
    const s = await convertStatement(f.pdf, { year: 1999, uploadedAt });
    expect([s.yearSource, s.year]).toEqual(['printed', 2025]);
  });
});

// A card statement dated 20 January, two cards' rows each from December: before, the second card's December was
// taken as the next December, eleven months after the statement's date.
describe('rows of several cards under a statement date alone', () => {
  it('are each placed on or before it, whatever order they print in', () => {
    const dates = [d(22, 12), d(3, 1), d(18, 1), d(22, 12), d(9, 1)];
    const y = yearResolver({ periodStart: null, periodEnd: d(20, 1, 2025), userYear: undefined, dates });
    expect(dates.map(y.resolve)).toEqual(['2024-12-22', '2025-01-03', '2025-01-18', '2024-12-22', '2025-01-09']);
    expect([y.source, y.year]).toEqual(['period', 2024]);
  });
});
