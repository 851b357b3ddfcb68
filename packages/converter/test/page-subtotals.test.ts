import { describe, expect, it } from 'vitest';
import { genericProfile } from '../src/banks/generic';
import { buildStatement } from '../src/build-statement';
import { convertStatement } from '../src/index';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { textLine } from './fixtures/text-lines';

// Issue 18, item 7: `Carried forward` at a page's foot with the page's totals, `Brought forward` at the next page's
// top (also in Afrikaans): never postings, and their totals agree with the page's rows.

const header = (page: number) =>
  textLine(page, 700, [
    [40, 60, 'Datum'],
    [90, 160, 'Beskrywing'],
    [300, 330, 'Debiet'],
    [360, 390, 'Krediet'],
    [520, 555, 'Saldo'],
  ]);
const row = (page: number, y: number, date: string, desc: string, debit: string, credit: string, bal: string) =>
  textLine(page, y, [
    [40, 80, date],
    [90, 200, desc],
    ...(debit ? [[300, 330, debit] as [number, number, string]] : []),
    ...(credit ? [[360, 390, credit] as [number, number, string]] : []),
    [520, 555, bal],
  ]);

function statement(carriedDebits: string) {
  const lines = [
    textLine(1, 720, [[40, 200, 'Openingsaldo 1000.00']]),
    header(1),
    row(1, 690, '2025-03-01', 'Salaris', '', '500.00', '1500.00'),
    row(1, 680, '2025-03-02', 'Kruideniersware', '120.00', '', '1380.00'),
    row(1, 670, '2025-03-03', 'Brandstof', '80.00', '', '1300.00'),
    row(1, 660, '2025-03-03', 'Saldo oorgedra', carriedDebits, '500.00', '1300.00'),
    header(2),
    row(2, 690, '2025-03-03', 'Saldo oorgebring', '', '', '1300.00'),
    row(2, 680, '2025-03-04', 'Huur', '300.00', '', '1000.00'),
    textLine(2, 650, [[40, 200, 'Afsluitingsaldo 1000.00']]),
  ];
  return buildStatement(lines, 2, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
}

describe('page subtotals', () => {
  it('are never postings, and agree with the page they sum', () => {
    const s = statement('200.00');
    expect(s.transactions.map((t) => t.amount)).toEqual([500, -120, -80, -300]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });

  it('a subtotal the rows do not add up to is named where it is printed', () => {
    const s = statement('210.00');
    expect(s.transactions.map((t) => t.amount)).toEqual([500, -120, -80, -300]);
    expect(s.dataQuality.balanceCheck).toBe('failed');
    expect(s.dataQuality.breaks).toEqual([
      expect.objectContaining({ kind: 'total-debits', page: 1, expected: 200, actual: 210 }),
    ]);
  });

  // `C/F` with only the page's totals, `B/F` with the balance: before, undated, each `C/F` was an unread figure; dated,
  // both were booked as postings.
  it.each([false, true])('C/F and B/F are no postings either (dated: %s)', (dated) => {
    const day = (d: string) => (dated ? d : '');
    const lines = [
      textLine(1, 720, [[40, 200, 'Opening balance 1000.00']]),
      header(1),
      row(1, 690, '2025-03-01', 'Salary', '', '500.00', '1500.00'),
      row(1, 680, '2025-03-02', 'Groceries', '120.00', '', '1380.00'),
      row(1, 670, '2025-03-03', 'Fuel', '80.00', '', '1300.00'),
      textLine(1, 660, [
        ...(dated ? [[40, 80, '2025-03-03'] as [number, number, string]] : []),
        [90, 200, 'C/F'],
        [300, 330, '200.00'],
        [360, 390, '500.00'],
      ]),
      header(2),
      row(2, 690, day('2025-03-03'), 'B/F', '', '', '1300.00'),
      row(2, 680, '2025-03-04', 'Rent', '300.00', '', '1000.00'),
      textLine(2, 650, [[40, 200, 'Closing balance 1000.00']]),
    ];
    const s = buildStatement(lines, 2, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((t) => t.amount)).toEqual([500, -120, -80, -300]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
    expect(s.dataQuality.breaks).toEqual([]);
  });

  it.each(['generic-page-subtotals', 'generic-page-subtotals-dated-afrikaans', 'generic-signed-page-balance-forward'])(
    '%s: every row exact, reconciled',
    async (name) => {
      const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed: 11 });
      const s = await convertStatement(f.pdf);
      expect(f.plan.subtotals).toBeDefined();
      expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});
