import { describe, expect, it } from 'vitest';
import { genericHeader } from '../src/banks/generic';
import { findHeaderAt } from '../src/layout/header';
import type { Line } from '../src/layout/lines';
import { convertStatement } from '../src/index';
import { textLine, type CellSpec } from './fixtures/text-lines';
import { statementHead } from './fixtures/pen';

const line = (y: number, ...cells: CellSpec[]): Line => textLine(1, y, cells);
const columns = (lines: Line[], i: number) =>
  findHeaderAt(lines, i, genericHeader)?.cols.map((c) => `${c.role}@${Math.floor(c.x0)}-${Math.ceil(c.x1)}`) ?? null;

// Headers printed in two languages, and rows printed with two dates. Before, a label and its translation were two
// columns each (`Datum/Date`: a date and a second date; `Besonderhede` over `Description`: two descriptions), so the
// reference column was read into the descriptions (and passed) or every description was lost; and of a posting date
// and the transaction's date, the first printed was the row's whatever the labels said.

describe('a header in two languages', () => {
  it('reads a label and its translation in one cell (`Datum/Date`) as one column', () => {
    const head = line(
      615,
      [36, 112, 'Transaksiedatum/Date'],
      [128, 230, 'Besonderhede/Description'],
      [380, 484, 'Transaksiebedrag/Amount'],
      [490, 559, 'Saldo (R)/Balance'],
    );
    expect(columns([head], 0)).toEqual(['date@36-112', 'description@128-230', 'amount@380-484', 'balance@490-559']);
  });

  it('reads a header printed again under itself in another language as one header, a title over it as none', () => {
    const lines = [
      line(626, [36, 91, 'Transaksies']),
      line(
        615,
        [36, 102, 'Transaksiedatum'],
        [111, 197, 'Transaksiebeskrywing'],
        [284, 324, 'Verwysing'],
        [366, 417, 'Debietbedrag'],
        [460, 488, 'Krediet'],
        [537, 559, 'Saldo'],
      ),
      line(
        606,
        [36, 53, 'Date'],
        [111, 155, 'Description'],
        [284, 322, 'Reference'],
        [397, 417, 'Debit'],
        [465, 488, 'Credit'],
        [528, 559, 'Balance'],
      ),
    ];
    expect(columns(lines, 0)).toBeNull();
    expect(columns(lines, 1)).toEqual([
      'date@36-102',
      'description@111-197',
      'reference@284-324',
      'debit@366-417',
      'credit@460-488',
      'balance@537-559',
    ]);
    expect(findHeaderAt(lines, 1, genericHeader)?.span).toBe(2);
  });

  it('reads labels stacked over their translations, beside one printed with it (`Datum/Date`): one column each', () => {
    const lines = [
      line(
        615,
        [36, 84, 'Datum/Date'],
        [128, 178, 'Besonderhede'],
        [284, 322, 'Verwysing'],
        [366, 417, 'Debietbedrag'],
        [440, 488, 'Kredietbedrag'],
        [510, 559, 'Saldo/Balance'],
      ),
      line(606, [128, 172, 'Description'], [284, 322, 'Reference'], [397, 417, 'Debit'], [465, 488, 'Credit']),
    ];
    expect(columns(lines, 0)).toEqual([
      'date@36-84',
      'description@128-178',
      'reference@284-322',
      'debit@366-417',
      'credit@440-488',
      'balance@510-559',
    ]);
  });
});

describe('rows printed with two dates', () => {
  it('take the date the labels name the transaction’s, wherever it is printed', () => {
    const roles = (...cells: CellSpec[]) => genericHeader(line(700, ...cells))?.map((c) => c.role);
    const amount: CellSpec = [515, 559, 'Amount (R)'];
    expect(roles([36, 90, 'Posting Date'], [100, 150, 'Trans Date'], [182, 230, 'Details'], amount)).toEqual([
      'ignore',
      'date',
      'description',
      'amount',
    ]);
    expect(roles([36, 101, 'Transaction Date'], [118, 169, 'Posted Date'], [182, 230, 'Details'], amount)).toEqual([
      'date',
      'ignore',
      'description',
      'amount',
    ]);
    // No label names the transaction's date: the first, unless it is the value date.
    expect(roles([36, 90, 'Value Date'], [100, 150, 'Date'], [182, 230, 'Details'], amount)).toEqual([
      'ignore',
      'date',
      'description',
      'amount',
    ]);
  });

  it('read a card’s transaction date beside its posting date into the rows', async () => {
    const { doc, pen } = await statementHead(
      ['Standard Bank Titanium Credit Card', 'Statement period: 29 December 2023 to 28 January 2024'],
      [
        [36, 'Posting Date'],
        [100, 'Trans Date'],
        [182, 'Details'],
        [-559, 'Amount (R)'],
      ],
    );
    pen.line([
      [36, '02 Jan 24'],
      [100, '31 Dec 23'],
      [182, 'BUILDERS WAREHOUSE'],
      [-559, '807.32'],
    ]);
    pen.line([
      [36, '03 Jan 24'],
      [100, '02 Jan 24'],
      [182, 'WOOLWORTHS'],
      [-559, '120.00'],
    ]);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => t.date)).toEqual(['2023-12-31', '2024-01-02']);
  });
});
