import { describe, expect, it } from 'vitest';
import { genericProfile } from '../src/banks/generic';
import { printedAccountNumber } from '../src/banks/printed-account';
import { buildStatement } from '../src/build-statement';
import { convertStatement } from '../src/index';
import { statementHead } from './fixtures/pen';
import { debitCreditTable, textLine } from './fixtures/text-lines';

// Business accounts' statements. Before: FNB's `Total for period Debits … Credits …` line (its figures in its words,
// none in a figure column) was glued to the last row's description; an account named `BUSINESS CURRENT ACCOUNT PLUS :
// 429210978` took a number from a payment's narrative; and a fee printed beside an amount on a bank no profile knows
// was booked net, into one row (all three passed).

describe('a business account’s statement', () => {
  it('reads a totals line that names its figures in words as no row’s wrapped text', () => {
    const t = debitCreditTable;
    const lines = [
      t.header(700),
      t.balance(690, 'Opening balance', '1,000.00'),
      t.row(680, '2025-05-30', 'MONTHLY ACCOUNT FEE', '530.00', '', '470.00'),
      t.row(670, '2025-05-31', 'CREDIT INTEREST', '', '706.80', '1,176.80'),
      textLine(1, 660, [
        [90, 150, 'Total for period'],
        [156, 220, 'Debits 530.00'],
        [226, 290, 'Credits 706.80'],
      ]),
      t.balance(650, 'Closing balance', '1,176.80'),
    ];
    const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-07-01') }).statement;
    expect(s.transactions.map((x) => x.description)).toEqual(['MONTHLY ACCOUNT FEE', 'CREDIT INTEREST']);
    expect(s.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [] });
  });

  it('takes the number after the account’s product name and its colon, not one from a narrative', () => {
    const at = (y: number, text: string) => textLine(1, y, [[40, 300, text]]);
    const lines = [at(760, 'BUSINESS CURRENT ACCOUNT PLUS : 429210978'), at(600, 'PAYMENT TO SUPPLIER ACC 587964')];
    expect(printedAccountNumber(lines)).toBe('429210978');
  });

  it('books a fee printed beside an amount as a row of its own, the page’s totals counting it apart', async () => {
    const { doc, pen } = await statementHead(
      ['Bidvest Bank', 'Business Transactional Account Statement', 'Statement period: 01/07/2024 to 31/07/2024'],
      [
        [40, 'Date'],
        [110, 'Description'],
        [-360, 'Debit'],
        [-430, 'Credit'],
        [-480, 'Fee'],
        [-555, 'Balance'],
      ],
    );
    pen.line([
      [110, 'Balance Brought Forward'],
      [-555, '60,000.00'],
    ]);
    for (const [date, desc, debit, credit, fee, balance] of [
      ['04/07/2024', 'EFT PAYMENT SUPPLIER', '5,454.98', '', '12.50', '54,532.52'],
      ['05/07/2024', 'CASH DEPOSIT BRANCH', '', '4,270.00', '46.97', '58,755.55'],
      ['06/07/2024', 'DEBIT ORDER WESBANK', '1,000.00', '', '', '57,755.55'],
    ]) {
      pen.line([
        [40, date as string],
        [110, desc as string],
        [-360, debit as string],
        [-430, credit as string],
        [-480, fee as string],
        [-555, balance as string],
      ]);
    }
    pen.line([
      [110, 'Balance Carried Forward'],
      [-360, '6,454.98'],
      [-430, '4,270.00'],
      [-555, '57,755.55'],
    ]);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.description, t.amount])).toEqual([
      ['EFT PAYMENT SUPPLIER', -5_454.98],
      ['EFT PAYMENT SUPPLIER (fee)', -12.5],
      ['CASH DEPOSIT BRANCH', 4_270],
      ['CASH DEPOSIT BRANCH (fee)', -46.97],
      ['DEBIT ORDER WESBANK', -1_000],
    ]);
    expect(s.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [] });
  });
});
