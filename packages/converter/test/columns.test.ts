import { describe, expect, it } from 'vitest';
import { classifyLine } from '../src/layout/classify-line';
import { buildGrid } from '../src/layout/column-discovery';
import type { Column } from '../src/layout/header-labels';
import type { Line } from '../src/layout/lines';

const cols: Column[] = [
  { role: 'date', x0: 119, x1: 139 },
  { role: 'description', x0: 171, x1: 227 },
  { role: 'balance', x0: 506, x1: 562 },
];
const line = (text: string, x1: number): Line => ({
  page: 1,
  row: 1,
  y: 0,
  height: 8,
  text,
  cells: [
    { x0: 119, x1, text },
    { x0: 521, x1: 562, text: '9,897.17' },
  ],
});

describe('a date run into the description beside it', () => {
  it.each([
    ['21/06/2025=1+2 Online Purchase', 273, '21/06/2025', '=1+2 Online Purchase'],
    ['13/07/2025POS Purchase Checkers', 278, '13/07/2025', 'POS Purchase Checkers'],
    ['13/07/2025 POS Purchase Checkers', 283, '13/07/2025', 'POS Purchase Checkers'],
  ])('%s', (text, x1, date, desc) => {
    const cells = classifyLine(line(text, x1), buildGrid(cols, [line(text, x1)]));
    expect(cells.filter((c) => c.role !== 'balance').map((c) => [c.role, c.text])).toEqual([
      ['date', date],
      ['description', desc],
    ]);
  });
});

describe('a figure column printed under no label', () => {
  it("is 'unknown', for the balance chain to learn, not an ignored or fee column", () => {
    const header: Column[] = [
      { role: 'date', x0: 40, x1: 60 },
      { role: 'description', x0: 100, x1: 150 },
      { role: 'debit', x0: 330, x1: 360 },
      { role: 'credit', x0: 490, x1: 520 },
      { role: 'balance', x0: 530, x1: 560 },
    ];
    // Signed figures right-aligned at x 430, well clear of the Debit and Credit labels.
    const rowLine = (i: number, figure: string, balance: string): Line => ({
      page: 1,
      row: i,
      y: 700 - i * 12,
      height: 8,
      text: `0${i}/05/2025 Item ${figure} ${balance}`,
      cells: [
        { x0: 40, x1: 80, text: `0${i}/05/2025` },
        { x0: 100, x1: 140, text: 'Item' },
        { x0: 430 - figure.length * 4, x1: 430, text: figure },
        { x0: 520, x1: 560, text: balance },
      ],
    });
    const lines = [rowLine(1, '-100.00', '900.00'), rowLine(2, '250.00', '1,150.00'), rowLine(3, '-20.00', '1,130.00')];
    const grid = buildGrid(header, lines);
    const cells = classifyLine(lines[1] as Line, grid);
    expect(cells.find((c) => c.text === '250.00')?.role).toBe('unknown');
  });
});

describe('labels printed left of right-aligned figures', () => {
  it(
    'two figure columns nearest one label keep the order of the labels: the ' +
      'fee column takes the free label left of Amount',
    () => {
      const header: Column[] = [
        { role: 'date', x0: 40, x1: 121 },
        { role: 'description', x0: 139, x1: 232 },
        { role: 'ignoreAmount', x0: 367, x1: 430 },
        { role: 'amount', x0: 460, x1: 495 },
        { role: 'balance', x0: 506, x1: 543 },
      ];
      const rowLine = (i: number, cells: [number, number, string][]): Line => ({
        page: 1,
        row: i,
        y: 700 - i * 12,
        height: 8,
        text: cells.map((c) => c[2]).join(' '),
        cells: [
          { x0: 40, x1: 80, text: '2025/05/02' },
          { x0: 139, x1: 200, text: 'Item' },
          ...cells.map(([x0, x1, text]) => ({ x0, x1, text })),
        ],
      });
      const lines = [
        rowLine(1, [
          [434, 454, '57.21'],
          [474, 497, '57.21-'],
          [521, 552, '6,205.81'],
        ]),
        rowLine(2, [
          [461, 497, '10,450.06'],
          [516, 552, '16,655.87'],
        ]),
        rowLine(3, [
          [470, 497, '600.77-'],
          [516, 552, '16,055.10'],
        ]),
      ];
      const cells = classifyLine(lines[0] as Line, buildGrid(header, lines));
      expect(cells.filter((c) => c.amount).map((c) => [c.text, c.role])).toEqual([
        ['57.21', 'ignoreAmount'],
        ['57.21-', 'amount'],
        ['6,205.81', 'balance'],
      ]);
    },
  );
});
