import { describe, expect, it } from 'vitest';
import { genericProfile } from '../src/banks/generic';
import { buildStatement } from '../src/build-statement';
import { debitCreditTable, textLine } from './fixtures/text-lines';

// A description followed by dot leaders up to its figures, drawn as text: the dots joined the description, and every
// row still reconciled.

describe('dot leaders between a description and its figures', () => {
  const { header: headerAt, row } = debitCreditTable;
  const header = headerAt(700);

  it('leaves the leaders out of the description, spaced or not, and keeps an ellipsis or initials', () => {
    const lines = [
      textLine(1, 720, [[40, 200, 'Opening balance 1000.00']]),
      header,
      row(690, '2025-03-01', 'SALARY ACME HOLDINGS ......................', '', '500.00', '1500.00'),
      row(680, '2025-03-02', 'MONTHLY FEE . . . . . . . . . . . . . .', '11.50', '', '1488.50'),
      row(670, '2025-03-03', 'PAYMENT J.P. SMITH… REF 12 ……………………', '88.50', '', '1400.00'),
      textLine(1, 650, [[40, 200, 'Closing balance 1400.00']]),
    ];
    const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((t) => [t.description, t.amount])).toEqual([
      ['SALARY ACME HOLDINGS', 500],
      ['MONTHLY FEE', -11.5],
      ['PAYMENT J.P. SMITH… REF 12', -88.5],
    ]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
