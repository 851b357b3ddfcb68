import { conversionQuality, isUnread } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { LineAccounts } from '../src/accounting';
import type { LayoutProfile } from '../src/banks/profile';
import { convertStatement } from '../src/index';
import { accountAfterEnd } from '../src/layout/after-end';
import type { Line } from '../src/layout/lines';
import { falseEndMarkerFixture } from './fixtures/false-end-marker';
import { makePerturbedFixture, type PerturbedOptions } from './fixtures/perturb/index';
import { corpusCases } from './fixtures/perturb/measure';
import { VARIANTS } from './fixtures/perturb/variants';

// Rows after an end marker are not postings, but every line there still gets a role: the pending section's rows
// are counted and named to the user, and a line that reads as one of the statement's own postings is a break.

const PENDING: [string, Omit<PerturbedOptions, 'seed'>][] = [
  ['capitec-2018-stamped', VARIANTS['capitec-2018-stamped']!],
  ['standard-bank-business-copy', VARIANTS['standard-bank-business-copy']!],
  ['fnb-current with a pending section', { layout: 'fnb-current', force: ['pending-section'], share: 0 }],
  ['absa-cheque with a pending section', { layout: 'absa-cheque', force: ['pending-section'], share: 0 }],
];

describe('after the end marker', () => {
  it.each(PENDING)('%s: the pending rows are left out, counted and named', async (_, o) => {
    for (const seed of [101, 102]) {
      const f = await makePerturbedFixture({ ...o, seed });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.pendingLeftOut).toBe(3);
      expect(s.dataQuality.breaks.filter(isUnread)).toEqual([]);
      expect(conversionQuality({ dataQuality: s.dataQuality }).notes).toContain(
        '3 pending transactions after the end of the statement were left out',
      );
    }
  });

  // Pending rows the table's columns do not place: on a page of their own under a running header, or the date in
  // one cell with the description. The layout's own pending row (Capitec) counts with the drawn section's three.
  it.each([
    ['standard-bank-card', 4, 3],
    ['capitec-2022', 7, 4],
    ['capitec-2022', 17, 1],
  ] as const)('%s seed %i: pending rows the columns do not place are counted (%i)', async (layout, seed, count) => {
    const f = await makePerturbedFixture(corpusCases(layout, 20, 1)[seed - 1]!);
    const s = await convertStatement(f.pdf);
    expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(f.expected);
    expect(s.dataQuality.pendingLeftOut).toBe(count);
    expect(s.dataQuality.breaks.filter(isUnread)).toEqual([]);
  });

  it.each(['fnb-current', 'standard-bank-monthly'] as const)(
    '%s: postings after a line read as an end marker are named, not dropped',
    async (layout) => {
      const { pdf, after } = await falseEndMarkerFixture(layout, 12);
      const s = await convertStatement(pdf);
      const unread = s.dataQuality.breaks.filter((b) => b.kind === 'unexplained-line');
      // Each posting from the false marker on goes on from the balance before it: every one is named.
      expect(unread).toHaveLength(after.length);
      expect(unread[0]?.text).toContain('Reversal');
      expect(unread.map((b) => b.actual)).toEqual(after.map((t) => Math.abs(t.amount) / 100));
      expect(s.dataQuality.pendingLeftOut).toBeUndefined();
      expect(conversionQuality({ dataQuality: s.dataQuality }).ready).toBe(false);
    },
  );
});

describe('accountAfterEnd, line by line', () => {
  const profile: LayoutProfile = { bank: 'Test', layout: 'test', detect: [], columns: [] };
  const line = (row: number, ...cells: string[]): Line => ({
    page: 2,
    row,
    y: 700 - row * 12,
    height: 9,
    text: cells.join(' '),
    cells: cells.map((text, i) => ({ x0: 40 + i * 120, x1: 150 + i * 120, text })),
  });

  it('counts the rows under an Afrikaans pending heading and leaves the rest as furniture', () => {
    const accounts = new LineAccounts();
    const lines = [
      line(1, 'Einde'),
      line(2, 'Transaksies nog nie verwerk nie'),
      line(3, '02/01/2026', 'Kaartaankoop Checkers', '-45.99'),
      line(4, '03/01/2026 Debietorder Discovery', '-1 250.00'),
      line(5, 'Bladsy 2 van 2'),
    ];
    accountAfterEnd(lines, undefined, profile, accounts, null);
    expect(lines.map((l) => accounts.roles.get(l))).toEqual(['furniture', 'pending', 'pending', 'pending', 'pending']);
    expect(accounts.pending).toBe(2);
    expect(accounts.unread).toEqual([]);
  });

  it('names a dated row with a figure that no pending heading covers', () => {
    const accounts = new LineAccounts();
    const lines = [line(1, '** END OF REPORT **'), line(2, '05/01/2026', 'Payment Received', '300.00')];
    accountAfterEnd(lines, undefined, profile, accounts, null);
    expect(accounts.unread).toMatchObject([{ kind: 'unexplained-line', page: 2, row: 2, figure: 300 }]);
    expect(accounts.pending).toBe(0);
  });
});
