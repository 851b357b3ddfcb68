import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  checkSections,
  standingUnread,
  withSections,
  type QualityBreak,
  type ReviewTransaction,
} from '../src';

const tx = (
  amount: number | null,
  balance: number | null,
  extra: Partial<ReviewTransaction> = {},
): ReviewTransaction => ({ date: '2025-11-14', description: 'x', amount, balance, page: 1, row: 1, ...extra });

// A cheque account from 100 to 130 and a savings account from 5000 to 5100, each row on its own chain.
const cheque = [tx(50, 150, { section: 0, row: 1 }), tx(-20, 130, { section: 0, row: 2 })];
const savings = [tx(100, 5100, { section: 1, page: 2, row: 1 })];
const sections = [
  { accountLast4: '0001', openingBalance: 100, closingBalance: 130 },
  { accountLast4: '0002', openingBalance: 5000, closingBalance: 5100 },
];

describe('checkSections', () => {
  it("checks each account's rows against its own opening and closing, never chained across", () => {
    const r = checkSections([...cheque, ...savings], 100, 130, sections);
    expect(r).toMatchObject({
      check: 'passed',
      breaks: [],
      running: [150, 130, 5100],
      moneyIn: 150,
      moneyOut: 20,
      count: 3,
    });
    expect(r.sections.map((s) => s.check)).toEqual(['passed', 'passed']);
  });

  it("names a wrong row at its place among all the rows, and that account's closing", () => {
    const r = checkSections(
      [...cheque, tx(-1, 5099, { section: 1, page: 2, row: 1 }), tx(0, 5099, { section: 1, page: 2, row: 2 })],
      100,
      130,
      sections,
    );
    expect(r.check).toBe('failed');
    expect(r.breaks).toEqual([
      { index: 2, page: 2, row: 1, kind: 'row-balance', expected: 4999, actual: 5099, date: '2025-11-14' },
      { index: -1, page: null, row: null, kind: 'closing-balance', expected: 4999, actual: 5100 },
    ]);
    expect(r.sections.map((s) => s.check)).toEqual(['passed', 'failed']);
  });

  it("the statement's own opening and closing are the first account's", () => {
    expect(checkSections([...cheque, ...savings], 90, 120, sections).breaks).toEqual([
      { index: 0, page: 1, row: 1, kind: 'row-balance', expected: 140, actual: 150, date: '2025-11-14' },
    ]);
  });

  it('a statement of one account is one chain', () => {
    expect(checkSections([tx(50, 150), tx(-20, 130)], 100, 130).check).toBe('passed');
    expect(checkSections([...cheque, ...savings], 100, 130).check).toBe('failed');
  });
});

describe('rows keep their account through a review', () => {
  const original = [...cheque, ...savings];
  const keep = (i: number, extra: object = {}) => ({
    source: i,
    date: '2025-11-14',
    description: 'x',
    amount: original[i]?.amount ?? null,
    ...extra,
  });

  it('an edited or excluded row keeps its account; an added row joins the account of the row above it', () => {
    const rows = applyEdits(original, [
      keep(0),
      keep(1, { excluded: true }),
      { source: null, date: '2025-11-20', description: 'Cash', amount: -5 },
      keep(2),
      { source: null, date: '2025-11-21', description: 'Interest', amount: 1 },
    ]);
    expect(rows.map((t) => t.section)).toEqual([0, 0, 0, 1, 1]);
  });

  it('a row added at the top joins the first account; rows of one account carry none', () => {
    expect(withSections([{ section: undefined }, { section: 1 }]).map((t) => t.section)).toEqual([1, 1]);
    expect(
      applyEdits([tx(5, 105)], [keep(0), { source: null, date: '2025-11-20', description: 'Cash', amount: -5 }]).map(
        (t) => t.section,
      ),
    ).toEqual([undefined, undefined]);
  });
});

describe('standingUnread', () => {
  const line: QualityBreak = {
    index: -1,
    page: 2,
    row: 9,
    kind: 'unexplained-line',
    expected: 0,
    actual: 250,
    text: '03 Mar Pending purchase 250.00',
  };
  const figure: QualityBreak = {
    index: -1,
    page: 1,
    row: 4,
    kind: 'unread-figure',
    expected: 0,
    actual: 12.5,
    text: 'Fee 12.50',
  };
  const section: QualityBreak = { index: -1, page: 3, row: 1, kind: 'unread-section', expected: 0, actual: 0 };
  const balance: QualityBreak = { index: 0, page: 1, row: 1, kind: 'row-balance', expected: 1, actual: 2 };
  const added = (amount: number, extra: Partial<ReviewTransaction> = {}) =>
    tx(amount, null, { page: null, row: null, ...extra });

  it('keeps a line no row was read from, and an unread section, while no added row carries its figure', () => {
    expect(standingUnread([line, figure, section, balance], cheque)).toEqual([line, figure, section]);
  });

  it('an added row of the figure (either sign) answers one line; an excluded one answers none', () => {
    expect(standingUnread([line, figure], [...cheque, added(-250)])).toEqual([figure]);
    expect(standingUnread([line, { ...line, row: 10 }], [added(250)])).toEqual([{ ...line, row: 10 }]);
    expect(standingUnread([line], [added(250, { excluded: true })])).toEqual([line]);
    expect(standingUnread([figure], [tx(12.5, null)])).toEqual([figure]);
  });
});
