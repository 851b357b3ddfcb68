import { describe, expect, it } from 'vitest';
import { datedUnderMonthHeadings } from '../src/layout/month-headings';
import { num } from './fixtures/layouts/format';
import { statementHead } from './fixtures/pen';
import { expectReadExactly } from './fixtures/read-exactly';
import { textAt } from './fixtures/text-lines';

// Rows dated by the day alone under a heading of their month and year were no rows at all: no transactions found.

const MONTHS = {
  en: ['December', 'January'],
  af: ['Desember', 'Januarie'],
};

/** Rows from 20 December 2025 to 16 January 2026, each month under its heading; seed 3 in Afrikaans, on two pages. */
async function monthHeadingStatement(seed: number) {
  const af = seed === 3;
  const { doc, pen } = await statementHead(
    [
      'Mzansi Direct Bank',
      af ? 'Rekeningnommer: 4545039846' : 'Account number: 4545039846',
      af ? 'Staatperiode: 20/12/2025 - 19/01/2026' : 'Statement period: 20/12/2025 – 19/01/2026',
    ],
    [
      [40, af ? 'Dag' : seed === 2 ? 'Date' : 'Day'],
      [87, af ? 'Beskrywing' : 'Narrative'],
      [-483, af ? 'Bedrag (R)' : 'Amount (R)'],
      [-555, af ? 'Saldo (R)' : 'Balance (R)'],
    ],
  );
  let balance = 833_572 + 10_000 * seed;
  pen.line([
    [40, '20'],
    [87, af ? 'SALDO OORGEDRA' : 'BALANCE BROUGHT FORWARD'],
    [-555, num(balance)],
  ]);
  const days: [number, number[]][] = [
    [12, [20, 20, 25, 26, 29, 31]],
    [1, [2, 2, 8, 10, 12, 16]],
  ];
  const expected: { date: string; description: string; amount: number }[] = [];
  for (const [m, [month, list]] of days.entries()) {
    const year = month === 12 ? 2025 : 2026;
    if (af && m === 1) pen.newPage();
    pen.line([[40, `${(af ? MONTHS.af : MONTHS.en)[m]} ${year}`]], 4);
    for (const [i, day] of list.entries()) {
      const cents = (i % 3 === 0 ? 1 : -1) * (112_782 + 9_371 * ((i * seed) % 4));
      balance += cents;
      const description = cents > 0 ? `EFT Credit M Dlamini ${m}${i}` : `POS Purchase Clicks Brooklyn ${m}${i}`;
      pen.line([
        [40, String(day).padStart(2, '0')],
        [87, description],
        [-483, `${cents < 0 ? '-' : ''}${num(Math.abs(cents))}`],
        [-555, num(balance)],
      ]);
      const mm = String(month).padStart(2, '0');
      expected.push({ date: `${year}-${mm}-${String(day).padStart(2, '0')}`, description, amount: cents / 100 });
    }
  }
  return { pdf: await doc.save(), expected };
}

describe('rows dated by the day alone under a heading of their month', () => {
  it.each([1, 2, 3])('seed %i: each row dated by its heading, the headings no line of the table', async (seed) => {
    const s = await expectReadExactly(await monthHeadingStatement(seed));
    expect(s.dataQuality.breaks).toEqual([]);
  });

  const row = (y: number, day: string) =>
    textAt(y, [
      [40, day],
      [90, 'Monthly Account Fee'],
      [440, '-65.00'],
      [520, '1,000.00'],
    ]);

  it('leaves the lines as they are where a heading’s days run backwards: its rows are not all of that month', () => {
    const lines = [textAt(700, [[40, 'December 2025']]), row(690, '20'), row(680, '31'), row(670, '02')];
    expect(datedUnderMonthHeadings(lines)).toBe(lines);
  });

  it('dates the rows under a heading, and only those', () => {
    const lines = [row(710, '19'), textAt(700, [[40, 'Des 2025']]), row(690, '20'), row(680, '31')];
    expect(datedUnderMonthHeadings(lines).map((l) => l.cells[0]?.text)).toEqual(['19', '20 Dec 2025', '31 Dec 2025']);
  });
});
