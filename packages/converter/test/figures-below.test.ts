import { describe, expect, it } from 'vitest';
import { liftFigures, splitRows } from '../src/layout/figures-below';
import type { ClassifiedCell } from '../src/layout/classify-line';
import { parseAmount } from '../src/parse/amount';
import type { Line } from '../src/layout/lines';
import { textLine, type CellSpec } from './fixtures/text-lines';

// Rows whose date is set beside their first line and whose figures beside their last (cells top- and bottom-aligned).
const rows = (...specs: CellSpec[][]): Line[] => specs.map((cells, i) => textLine(1, 700 - i * 10, cells));
const dated = (d: string, text: string): CellSpec[] => [
  [40, 80, d],
  [110, 200, text],
];
const figures = (text: string, amount: string, balance: string): CellSpec[] => [
  [110, 200, text],
  [400, 440, amount],
  [500, 540, balance],
];
const noBalanceLine = () => false;

describe('rows whose figures are printed under their date', () => {
  it('pairs each dated line with the figures under it, a description line between them too', () => {
    const lines = rows(
      dated('03/02/2025', 'POS PURCHASE'),
      figures('CHECKERS SIXTY60', '1,437.61', '4,962.39'),
      dated('04/02/2025', 'SALARY ACME'),
      [[110, 200, 'ENGINEERING']],
      figures('PTY LTD', '10,343.74', '15,306.13'),
      dated('05/02/2025', 'DEBIT ORDER'),
      figures('DSTV 77120', '2,224.44', '13,081.69'),
    );
    const pairs = splitRows(lines, false, noBalanceLine);
    expect([...pairs].map(([a, b]) => [lines.indexOf(a), lines.indexOf(b)])).toEqual([
      [0, 1],
      [2, 4],
      [5, 6],
    ]);
    // Two rows of that shape could be notices with a fee line under each: not enough to read the table so.
    expect(splitRows(lines.slice(0, 5), false, noBalanceLine).size).toBe(0);
  });

  it('reads nothing so where dated lines without figures are mostly notices', () => {
    const pair = (d: string) => [dated(d, 'POS PURCHASE'), figures('CHECKERS', '1,437.61', '4,962.39')];
    const lines = rows(
      dated('03/02/2025', 'Your overdraft limit changed'),
      dated('04/02/2025', 'Statement delivery now by email'),
      ...pair('05/02/2025'),
      ...pair('06/02/2025'),
      ...pair('07/02/2025'),
    );
    expect(splitRows(lines, false, noBalanceLine).size).toBe(0);
  });

  it('a balance line, another date or a new page ends the search for a row\u2019s figures', () => {
    const closing = [[110, 200, 'Closing balance'] as CellSpec, [500, 540, '4,962.39'] as CellSpec];
    const lines = rows(dated('03/02/2025', 'Interest rate changed'), closing);
    expect(splitRows(lines, false, (l) => l.text.startsWith('Closing')).size).toBe(0);
    const overleaf = [dated('03/02/2025', 'POS PURCHASE'), figures('CHECKERS', '1,437.61', '4,962.39')].map(
      (cells, i) => textLine(i + 1, 700, cells),
    );
    expect(splitRows(overleaf, false, noBalanceLine).size).toBe(0);
  });

  it('lifts the figures onto the dated line and keeps the wrapped text, however wide it runs', () => {
    const [a, b] = rows(dated('05/02/2025', 'POS PURCHASE PICK N'), figures('PAY FAMILY LOUIS', '532.44', '24,514.65'));
    const cell = (role: ClassifiedCell['role'], text: string, overrun = false): ClassifiedCell =>
      ({ role, text, amount: parseAmount(text), col: 0, ...(overrun ? { overrun } : {}) }) as ClassifiedCell;
    const lifted = liftFigures(
      [
        { line: a!, cells: [cell('date', '05/02/2025'), cell('description', 'POS PURCHASE PICK N')] },
        {
          line: b!,
          cells: [
            cell('description', 'PAY FAMILY LOUIS TRICHARDT', true),
            cell('debit', '532.44'),
            cell('balance', '24,514.65'),
          ],
        },
      ],
      new Map([[a!, b!]]),
    );
    expect(lifted.lines.map((l) => l.cells.map((c) => [c.role, c.text, c.overrun ?? false]))).toEqual([
      [
        ['date', '05/02/2025', false],
        ['description', 'POS PURCHASE PICK N', false],
        ['debit', '532.44', false],
        ['balance', '24,514.65', false],
      ],
      [['description', 'PAY FAMILY LOUIS TRICHARDT', false]],
    ]);
  });
});
