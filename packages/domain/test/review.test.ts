import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  checkRows,
  openingAfterEdits,
  pendingAssumptions,
  shiftYear,
  validateEdits,
  type QualityBreak,
  type ReviewTransaction,
} from '../src';

const tx = (
  amount: number | null,
  balance: number | null,
  extra: Partial<ReviewTransaction> = {},
): ReviewTransaction => ({ date: '2025-11-14', description: 'x', amount, balance, page: 1, row: 1, ...extra });

describe('checkRows', () => {
  it('runs the balance, checks printed balances and the closing, and totals money in and out', () => {
    const r = checkRows([tx(50, 150), tx(-20, null), tx(-30, 100)], 100, 100);
    expect(r).toMatchObject({
      check: 'passed',
      breaks: [],
      running: [150, 130, 100],
      moneyIn: 50,
      moneyOut: 50,
      count: 3,
    });
  });

  it('names the row whose amount is wrong, once, and the closing balance', () => {
    const r = checkRows(
      [tx(50, 150), tx(-20, null, { row: 7, date: '2025-11-20' }), tx(-30, 120, { row: 8 }), tx(-10, 110)],
      100,
      110,
    );
    expect(r.check).toBe('failed');
    expect(r.breaks).toEqual([
      { index: 2, page: 1, row: 8, kind: 'row-balance', expected: 100, actual: 120, date: '2025-11-14' },
      { index: -1, page: null, row: null, kind: 'closing-balance', expected: 90, actual: 110 },
    ]);
  });

  it('leaves excluded rows out of every figure', () => {
    const r = checkRows([tx(50, 150), tx(-99, null, { excluded: true }), tx(-50, 100)], 100, 100);
    expect(r).toMatchObject({ check: 'passed', running: [150, null, 100], moneyOut: 50, count: 2 });
  });

  it('is unavailable with nothing to check against', () => {
    expect(checkRows([tx(5, null)], null, null).check).toBe('unavailable');
  });
});

describe('validateEdits and applyEdits', () => {
  const original = [tx(-10, 90, { page: 2, row: 4, reference: '412752*6823 13 Nov' })];
  it.each([
    [
      [{ source: 0, date: '2025-02-29', description: 'a', amount: 1 }],
      'Row 1: enter a real date (day, month and year).',
    ],
    [
      [{ source: 0, date: '1989-02-01', description: 'a', amount: 1 }],
      'Row 1: the year must be between 1990 and next year.',
    ],
    [
      [{ source: 0, date: '2025-02-01', description: 'a', amount: 0.001 }],
      'Row 1: enter an amount in rand and cents, for example 1250.00.',
    ],
    [
      [{ source: 1, date: '2025-02-01', description: 'a', amount: 1 }],
      'A row points at a transaction this statement does not have. Reload and try again.',
    ],
    [[{ source: null, date: null, description: 'a', amount: 1 }], 'Row 1: an added row needs a date.'],
    [
      [{ source: null, date: '2025-02-01', description: 'a', amount: null }],
      'Row 1: enter an amount in rand and cents, for example 1250.00.',
    ],
    [
      [{ source: 0, date: '2025-02-01', description: 'a'.repeat(501), amount: 1 }],
      'Row 1: the description is longer than 500 characters.',
    ],
    [[{ source: 0, date: null, description: 'a', amount: null }], null],
  ])('%j → %s', (edits, message) => {
    expect(validateEdits(edits, 1, 2027)).toBe(message);
  });

  it('keeps the printed balance, reference, page and row of an edited row; an added row has none', () => {
    const rows = applyEdits(original, [
      { source: 0, date: '2025-11-15', description: '  Rent   flat ', amount: 10, excluded: true },
      { source: null, date: '2025-11-16', description: 'Cash', amount: -5.5 },
    ]);
    expect(rows).toEqual([
      {
        date: '2025-11-15',
        description: 'Rent flat',
        amount: 10,
        balance: 90,
        page: 2,
        row: 4,
        reference: '412752*6823 13 Nov',
        excluded: true,
      },
      { date: '2025-11-16', description: 'Cash', amount: -5.5, balance: null, page: null, row: null },
    ]);
  });
});

describe('what the conversion assumed, across saves', () => {
  const original = [tx(-10, 90, { row: 4 }), tx(-25, 65, { row: 5 }), tx(5, 70, { row: 6 })];
  const taken: QualityBreak = {
    index: 1,
    page: 1,
    row: 5,
    kind: 'amount-from-balance',
    expected: -25,
    actual: 65,
    date: '2025-11-14',
  };
  const keep = (i: number, extra: object = {}) => ({
    source: i,
    date: '2025-11-14',
    description: 'x',
    amount: original[i]?.amount ?? null,
    ...extra,
  });

  it(
    'an amount taken from the balance stays to be looked at when another ' +
      'row is saved, and goes once the user confirms, changes or leaves it ' +
      'out',
    () => {
      const pending = pendingAssumptions(original, [taken]);
      expect([...pending]).toEqual([[1, 'amount-from-balance']]);
      expect(applyEdits(original, [keep(0, { description: 'edited' }), keep(1), keep(2)], pending)[1]?.assumed).toBe(
        'amount-from-balance',
      );
      for (const decided of [{ confirmed: true }, { amount: -24 }, { excluded: true }]) {
        expect(applyEdits(original, [keep(0), keep(1, decided), keep(2)], pending)[1]?.assumed).toBeUndefined();
      }
    },
  );

  it('after a save, what is still pending is read from the saved rows, by page and row', () => {
    const saved = [{ ...original[1]!, assumed: 'amount-from-balance' as const }, original[2]!];
    expect([...pendingAssumptions(original, [taken], saved)]).toEqual([[1, 'amount-from-balance']]);
    expect([...pendingAssumptions(original, [taken], [original[1]!, original[2]!])]).toEqual([]);
  });
});

describe('a description the statement drew as an image, across saves', () => {
  const original = [
    tx(-10, 90, { description: 'Fooi', descriptionAsImage: true }),
    tx(-5, 85, { row: 2, description: 'Shop' }),
  ];
  const keep = (i: number, extra: object = {}) => ({
    source: i,
    date: '2025-11-14',
    description: original[i]?.description ?? '',
    amount: original[i]?.amount ?? null,
    ...extra,
  });

  it('stays flagged while the description is as read, whatever else changes, and goes once the user writes it', () => {
    expect(
      applyEdits(original, [keep(0, { amount: 10 }), keep(1, { description: 'Shop 2' })]).map(
        (t) => t.descriptionAsImage,
      ),
    ).toEqual([true, undefined]);
    expect(
      applyEdits(original, [keep(0, { description: 'O/D Fooi' }), keep(1)])[0]?.descriptionAsImage,
    ).toBeUndefined();
  });

  it("read by OCR, stays marked as read while unchanged, and is the user's own once written", () => {
    const read = [tx(-10, 90, { description: '#Monthly Account Fee', descriptionFromImage: true })];
    const edit = (description: string) => [{ source: 0, date: '2025-11-14', description, amount: -10 }];
    expect(applyEdits(read, edit('#Monthly Account Fee'))[0]).toMatchObject({ descriptionFromImage: true });
    expect(applyEdits(read, edit('Monthly Account Fee'))[0]?.descriptionFromImage).toBeUndefined();
  });
});

describe('shiftYear', () => {
  it('moves whole years and refuses a 29 February that does not exist', () => {
    expect(shiftYear('2025-12-28', -1)).toBe('2024-12-28');
    expect(shiftYear('2024-02-29', 1)).toBeNull();
  });
});

describe('openingAfterEdits', () => {
  const guessed: QualityBreak = {
    index: 0,
    page: 1,
    row: 5,
    kind: 'unconfirmed-sign',
    expected: -50,
    actual: 100,
    date: '2025-03-02',
  };
  const first = (amount: number | null, excluded = false): ReviewTransaction => ({
    date: '2025-03-02',
    description: 'Transfer',
    amount,
    balance: 100,
    page: 1,
    row: 5,
    excluded,
  });

  it('moves an opening worked out from a row whose sign was a guess with the amount the user gives that row', () => {
    expect(openingAfterEdits(150, [guessed], [first(50)])).toBe(50);
    expect(openingAfterEdits(150, [guessed], [first(-50)])).toBe(150);
  });

  it('never moves a printed opening, nor one whose row is gone, excluded or unreadable', () => {
    expect(openingAfterEdits(120, [guessed], [first(50)])).toBe(120);
    expect(openingAfterEdits(150, [], [first(50)])).toBe(150);
    expect(openingAfterEdits(150, [guessed], [first(50, true)])).toBe(150);
    expect(openingAfterEdits(150, [guessed], [first(null)])).toBe(150);
    expect(openingAfterEdits(null, [guessed], [first(50)])).toBeNull();
  });
});
