import { describe, expect, it } from 'vitest';
import { genericCardProfile, genericProfile } from '../src/banks/generic';
import { buildStatement } from '../src/build-statement';
import { debitCreditTable, textLine, type CellSpec } from './fixtures/text-lines';

// Where a table no profile names starts and ends: blocks printed side by side, and what follows an account's closing.

// A card no profile knows, printed in two blocks (`Date Description Amount Date Description Amount`), no balance:
// before, the left and right rows of one line were one row, the right one's date lost and the amounts added, passed.
describe('a statement no profile knows, printed as two blocks of columns', () => {
  it('reads the left block, then the right, each row its own', () => {
    const L = (y: number, cells: CellSpec[]) => textLine(1, y, cells);
    const row = (d: string, desc: string, amt: string, x = 0): CellSpec[] => [
      [40 + x, 75 + x, d],
      [90 + x, 180 + x, desc],
      [230 + x, 265 + x, amt],
    ];
    const lines = [
      L(760, [[40, 200, 'Previous balance 1,000.00']]),
      L(750, [[40, 200, 'New balance 1,725.55']]),
      L(720, [...row('Date', 'Description', 'Amount'), ...row('Date', 'Description', 'Amount', 280)]),
      L(710, [...row('05 Jan', 'TAKEALOT.COM', '152.18'), ...row('22 Jan', 'KULULA.COM', '167.39', 280)]),
      L(700, [...row('06 Jan', 'CHECKERS HYPER', '405.43'), ...row('22 Jan', 'PAYMENT THANK YOU', '500.00 Cr', 280)]),
      L(690, [...row('07 Jan', 'SMS FEE', '45.00'), ...row('23 Jan', 'ENGEN', '455.55', 280)]),
    ];
    const s = buildStatement(lines, 1, genericCardProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((t) => [t.date, t.description, t.amount])).toEqual([
      ['2025-01-05', 'TAKEALOT.COM', -152.18],
      ['2025-01-06', 'CHECKERS HYPER', -405.43],
      ['2025-01-07', 'SMS FEE', -45],
      ['2025-01-22', 'KULULA.COM', -167.39],
      ['2025-01-22', 'PAYMENT THANK YOU', 500],
      ['2025-01-23', 'ENGEN', -455.55],
    ]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// An account with no rows, then the statement's fee summary (`Monthly account fee 310.00`): before, the summary's
// figures were unread figures, and the statement not complete.
describe("what follows an empty account's closing", () => {
  const t = debitCreditTable;
  /** An account's table with no rows: its header, its opening, the notice and its closing, on one balance. */
  const emptyAccount = (balance: string) => [
    t.header(700),
    t.balance(690, 'Opening balance', balance),
    textLine(1, 680, [[90, 300, 'There were no transactions on this account']]),
    t.balance(670, 'Closing balance', balance),
  ];

  it('is after its table, as after any closing', () => {
    const lines = [
      ...emptyAccount('333,248.00'),
      textLine(1, 650, [[40, 120, 'Summary of fees']]),
      textLine(1, 640, [
        [50, 200, 'Electronic payment fees'],
        [330, 360, '12.85'],
      ]),
      textLine(1, 630, [
        [50, 200, 'Monthly account fee'],
        [330, 360, '310.00'],
      ]),
    ];
    const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions).toEqual([]);
    expect(s.dataQuality.breaks).toEqual([]);
  });

  // Under it, another account's opening on a balance the table never showed, its heading not read as a section's:
  // named, never passed over as the fee summary is.
  it("names another account's opening after it", () => {
    const lines = [
      ...emptyAccount('34,741.05'),
      t.balance(650, 'Balance at start of period', '474,173.84'),
      textLine(1, 640, [[90, 300, 'No transactions']]),
      t.balance(630, 'Closing balance', '474,173.84'),
    ];
    const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.dataQuality.breaks.map((b) => [b.kind, b.row])).toEqual([['unexplained-line', 0]]);
  });
});
