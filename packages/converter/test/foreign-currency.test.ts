import { describe, expect, it } from 'vitest';
import { genericHeader, withAsideColumns } from '../src/banks/generic';
import { headerMatcher } from '../src/build-statement';
import { genericProfile } from '../src/banks/generic';
import { convertStatement } from '../src/index';
import { inAccountCurrency } from '../src/layout/account-currency';
import type { Line } from '../src/layout/lines';
import { splitSections } from '../src/sections';
import { AMOUNT_BALANCE, balanceRow, printedRow, statementHead } from './fixtures/pen';
import { textLine, type CellSpec } from './fixtures/text-lines';

// Foreign-currency accounts (a CFC or global account) print their figures with the currency's sign or code. Before,
// no figure read (`$19,964.55`, `€15.00-`, `USD 0.00`): the statement was refused as having no transactions, and one
// whose summary's closing was so printed threw, and was refused as a damaged PDF. A per-row currency column under a
// bank's own layout was read into every description.

const line = (y: number, ...cells: CellSpec[]): Line => textLine(1, y, cells);
const texts = (lines: Line[]) => lines.map((l) => l.cells.map((c) => c.text));

describe('a foreign-currency account’s figures', () => {
  it('lose the account’s currency where most figures print it, whatever sign they carry', () => {
    const lines = [
      line(700, [40, 120, 'Opening balance'], [240, 286, 'USD 0.00']),
      line(
        690,
        [40, 80, '05-Jan-2025'],
        [100, 200, 'SWIFT INWARD PAYMENT'],
        [420, 479, '$19,964.55'],
        [519, 559, '$19,964.55'],
      ),
      line(
        680,
        [40, 80, '05-Jan-2025'],
        [100, 200, 'SWIFT COMMISSION'],
        [430, 479, '-$37.00'],
        [519, 559, '$19,927.55'],
      ),
      line(670, [40, 80, '06-Jan-2025'], [100, 200, 'CHARGES'], [430, 479, '€1.00-'], [519, 559, '$19,926.55']),
    ];
    expect(texts(inAccountCurrency(lines))).toEqual([
      ['Opening balance', '0.00'],
      ['05-Jan-2025', 'SWIFT INWARD PAYMENT', '19,964.55', '19,964.55'],
      ['05-Jan-2025', 'SWIFT COMMISSION', '-37.00', '19,927.55'],
      // Another currency's figure is not the account's: it stays as printed.
      ['06-Jan-2025', 'CHARGES', '€1.00-', '19,926.55'],
    ]);
  });

  it('stay as printed on a rand statement, where a foreign figure is a card purchase’s original amount', () => {
    const lines = [
      line(690, [40, 80, '06/02'], [100, 200, 'AMAZON WEB SERVICES'], [262, 300, 'USD 156.79'], [400, 427, '2,774.12']),
      line(680, [40, 80, '07/02'], [100, 200, 'TELKOM MOBILE'], [400, 427, '1,007.97'], [523, 559, '27,054.11']),
      line(670, [40, 80, '07/02'], [100, 200, 'KAUAI'], [400, 427, '586.96'], [523, 559, '27,641.07']),
    ];
    expect(inAccountCurrency(lines)).toBe(lines);
  });

  it('read into rows, the statement in the account’s currency', async () => {
    const { doc, pen } = await statementHead(
      ['Sasfin Bank Limited', 'Foreign Currency Account Statement', 'Statement period: 01/01/2025 - 31/01/2025'],
      AMOUNT_BALANCE,
    );
    balanceRow(pen, 'Balance brought forward', '$1,000.00');
    printedRow(pen, ['05/01/2025', 'SWIFT INWARD PAYMENT ACME SOFTWARE LTD', '$19,964.55', '$20,964.55']);
    printedRow(pen, ['05/01/2025', 'SWIFT COMMISSION', '-$37.00', '$20,927.55']);
    printedRow(pen, ['08/01/2025', 'SWIFT OUTWARD PAYMENT ATLASSIAN', '-$13,561.86', '$7,365.69']);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.amount, t.balance])).toEqual([
      [19_964.55, 20_964.55],
      [-37, 20_927.55],
      [-13_561.86, 7_365.69],
    ]);
    expect([s.openingBalance, s.dataQuality.balanceCheck]).toEqual([1_000, 'passed']);
  });

  it('closing printed in the currency before any row, another account named: split, never thrown', () => {
    const lines = [
      line(700, [40, 200, 'Account number: 003072465']),
      line(690, [40, 120, 'Closing balance'], [200, 260, 'USD 91,884.76']),
      line(680, [40, 200, 'TRANSFER TO ZAR ACCOUNT 62448916575']),
    ];
    expect(splitSections(lines, genericProfile, headerMatcher(genericProfile)).map((p) => p.account)).toEqual([
      '003072465',
      '62448916575',
    ]);
  });
});

describe('a per-row currency column', () => {
  it('is read aside under a bank’s own layout that does not name it, never into the descriptions', () => {
    const head = line(
      700,
      [36, 53, 'Date'],
      [96, 190, 'Transaction Description'],
      [300, 338, 'Currency'],
      [380, 440, 'Debit Amount'],
      [450, 510, 'Credit Amount'],
      [528, 559, 'Balance'],
    );
    // The profile's own columns: all but the currency.
    const own = (genericHeader(head) ?? []).filter((c) => c.role !== 'ignore');
    expect(withAsideColumns(head, own).map((c) => c.role)).toEqual([
      'date',
      'description',
      'ignore',
      'debit',
      'credit',
      'balance',
    ]);
  });
});
