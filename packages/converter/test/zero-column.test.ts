import { describe, expect, it } from 'vitest';
import { PROFILES } from '../src/banks/index';
import { classifyLine } from '../src/layout/classify-line';
import { buildGrid } from '../src/layout/column-discovery';
import { matchHeader, type Column } from '../src/layout/header-labels';
import type { Line } from '../src/layout/lines';
import { scoreLayout } from './fixtures/perturb/measure';
import { VARIANTS } from './fixtures/perturb/variants';

// A short online history prints a `Service Fee` column of 0.00 on every row. The layout's header has no label of
// that name, and the label beside it (`Balance`) is read as one piece with it, so the Balance label spans both columns.

const header = (balance: [number, number]): Column[] => [
  { role: 'date', x0: 40, x1: 62 },
  { role: 'description', x0: 102, x1: 163 },
  { role: 'debit', x0: 290, x1: 335 },
  { role: 'credit', x0: 390, x1: 440 },
  { role: 'balance', x0: balance[0], x1: balance[1] },
];

type Figure = [x1: number, text: string];
const row = (i: number, figures: Figure[]): Line => {
  const cells = [
    { x0: 40, x1: 80, text: `0${i}/05/2025` },
    { x0: 102, x1: 150, text: 'Payment' },
    ...figures.map(([x1, text]) => ({ x0: x1 - text.length * 5.8, x1, text })),
  ];
  return { page: 1, row: i, y: 700 - i * 12, height: 8, text: cells.map((c) => c.text).join(' '), cells };
};

const rolesOf = (lines: Line[], cols: Column[]): string[][] => {
  const grid = buildGrid(cols, lines);
  return lines.map((l) =>
    classifyLine(l, grid)
      .filter((c) => c.amount)
      .map((c) => `${c.role} ${c.text}`),
  );
};

describe('a column printing 0.00 on every row', () => {
  it(
    'right before the balance, under the Balance label: a column of its ' + 'own, and the balance stays the balance',
    () => {
      const lines = [
        row(1, [
          [335, '100.00'],
          [505, '0.00'],
          [553, '900.00'],
        ]),
        row(2, [
          [440, '250.00'],
          [505, '0.00'],
          [553, '1,150.00'],
        ]),
        row(3, [
          [335, '20.00'],
          [505, '0.00'],
          [553, '1,130.00'],
        ]),
      ];
      expect(rolesOf(lines, header([454, 553]))).toEqual([
        ['debit 100.00', 'unknown 0.00', 'balance 900.00'],
        ['credit 250.00', 'unknown 0.00', 'balance 1,150.00'],
        ['debit 20.00', 'unknown 0.00', 'balance 1,130.00'],
      ]);
    },
  );

  it(
    'last, under the Balance label, with one signed amount column between ' +
      'Debits and Credits: the balance stays the balance',
    () => {
      const cols = header([448, 555]).map((c) =>
        c.role === 'debit' ? { ...c, x0: 289, x1: 332 } : c.role === 'credit' ? { ...c, x0: 394, x1: 441 } : c,
      );
      const lines = [
        row(1, [
          [387, '-659.37'],
          [499, '8,703.15'],
          [555, '0.00'],
        ]),
        row(2, [
          [387, '-424.16'],
          [499, '8,278.99'],
          [555, '0.00'],
        ]),
        row(3, [
          [387, '1,250.00'],
          [499, '9,528.99'],
          [555, '0.00'],
        ]),
      ];
      expect(rolesOf(lines, cols).map((r) => r.slice(1))).toEqual([
        ['balance 8,703.15', 'unknown 0.00'],
        ['balance 8,278.99', 'unknown 0.00'],
        ['balance 9,528.99', 'unknown 0.00'],
      ]);
    },
  );

  it('a balance column alone that prints 0.00 on every row (an empty account) is still the balance', () => {
    const lines = [
      row(1, [
        [335, '0.00'],
        [553, '0.00'],
      ]),
      row(2, [
        [440, '0.00'],
        [553, '0.00'],
      ]),
      row(3, [
        [335, '0.00'],
        [553, '0.00'],
      ]),
    ];
    expect(rolesOf(lines, header([510, 553])).map((r) => r.at(-1))).toEqual([
      'balance 0.00',
      'balance 0.00',
      'balance 0.00',
    ]);
  });
});

describe('a label run into the one before it, with no space between (`Service FeeBalance (R)`)', () => {
  it.each([
    [
      'nedbank-monthly',
      ['Tran list no', 'Date', 'Description', 'Fees (R)', 'Debits (R)', 'Credits (R)', 'Service FeeBalance (R)'],
    ],
    [
      'capitec-2018',
      ['Posting Date', 'Transaction Date', 'Description', 'Money In (R)', 'Money Out (R)', 'Service FeeBalance (R)'],
    ],
  ])('%s: its Balance label is still found', (layout, text) => {
    const profile = PROFILES.find((p) => p.layout === layout)!;
    const cells = text.map((t, i) => ({ x0: 40 + i * 70, x1: 40 + i * 70 + t.length * 4, text: t }));
    const cols = matchHeader(
      { page: 1, row: 1, y: 700, height: 8, text: text.join(' '), cells },
      profile.columns,
      profile.columns.length,
    );
    expect(cols?.map((c) => c.role)).toEqual(profile.columns.map((c) => c.role));
  });
});

describe('drawn by the perturbation corpus: statements that were read wrong', () => {
  it.each([
    ['nedbank-monthly-zero-fees-before-balance', 102],
    ['nedbank-monthly-zero-fees-before-balance', 106],
    ['nedbank-monthly-zero-fees-last', 114],
    ['capitec-2022-zero-fees-before-balance', 115],
  ])('%s, seed %i: every row exact, and it reconciles', async (name, seed) => {
    const v = VARIANTS[name]!;
    const r = await scoreLayout(v.layout, [{ ...v, seed }]);
    expect(r.silentlyWrong).toBe(0);
    expect(r.exact).toBe(r.rows);
    expect(r.reconciled).toBe(1);
  });
});
