import { conversionQuality, formatMoney, isUnread } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { LAYOUTS, type LayoutId } from './fixtures/index';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { corpusCases, scoreLayout } from './fixtures/perturb/measure';
import { VARIANTS } from './fixtures/perturb/variants';
import { undatedRowFixture } from './fixtures/undated-row';
import { AMOUNT_BALANCE, statementHead } from './fixtures/pen';
import { num } from './fixtures/layouts/format';

// A balance chain proves the rows that were read and says nothing about the lines that were not: every line of the
// table region is taken by a row or named, and a posting no row took is named with its page, line and first words.

const SECOND_ACCOUNT = Object.keys(VARIANTS).filter((n) => n.endsWith('-second-account'));
const OTHER_ACCOUNT_ROW = /Transfer From|Debit Order|Monthly Account/;

describe('every line of the table accounted for', () => {
  it.each(SECOND_ACCOUNT)(
    "%s: another account's rows after the closing balance are named, and the statement is not ready",
    async (name) => {
      for (const seed of [101, 102]) {
        const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed });
        const s = await convertStatement(f.pdf);
        // This account's rows are read as before; the other account's are not made into this one's.
        expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
          f.expected,
        );
        const unread = s.dataQuality.breaks.filter((b) => b.kind === 'unexplained-line');
        expect(unread).toHaveLength(3);
        for (const b of unread) {
          expect(b.text).toMatch(OTHER_ACCOUNT_ROW);
          // After this account's last row (the other account's rows may run onto another page).
          expect(b.page).toBeGreaterThanOrEqual(Math.max(...s.transactions.map((t) => t.page)));
          expect(b.row).toBeGreaterThan(0);
        }
        expect(s.dataQuality.balanceCheck).toBe('failed');
        expect(s.dataQuality.isComplete).toBe(false);
        const state = conversionQuality({ dataQuality: s.dataQuality });
        expect(state.ready).toBe(false);
        const first = unread[0]!;
        expect(state.reconciliation).toBe(
          `Line not read at page ${first.page}, row ${first.row}: check before importing`,
        );
        expect(state.breakDetails.some((d) => d.includes(first.text!))).toBe(true);
      }
    },
  );

  it.each(['fnb-current', 'investec', 'standard-bank-card'] as const)(
    '%s: a first row printed without its date starts no row, and its figures are named where they stand',
    async (layout) => {
      const { pdf, expected, target } = await undatedRowFixture(layout, 0);
      const s = await convertStatement(pdf);
      expect(s.transactions).toHaveLength(expected.length - 1);
      const unread = s.dataQuality.breaks.filter((b) => b.kind === 'unread-figure');
      expect(unread).toHaveLength(1);
      expect(unread[0]).toMatchObject({ index: -1, page: 1, actual: Math.abs((target?.amount ?? 0) / 100) });
      expect(unread[0]?.text).toContain(target?.description.split(' ')[0]);
      expect(conversionQuality({ dataQuality: s.dataQuality }).breakDetails).toContain(
        `Page 1, row ${unread[0]?.row}: the figure ` +
          `${formatMoney(unread[0]?.actual ?? 0)} was not read ("${unread[0]?.text}")`,
      );
    },
  );

  it('the bench counts the statements with a line left unread', async () => {
    const v = VARIANTS['investec-second-account']!;
    const r = await scoreLayout(v.layout, [
      { ...v, seed: 101 },
      { layout: 'investec', seed: 3001 },
    ]);
    expect(r.scores.map((s) => s.accounted)).toEqual([false, true]);
    expect(r.accounted).toBe(1);
  });

  it('held-out seeds of every layout: no line or figure left unread', async () => {
    const unread: string[] = [];
    for (const layout of Object.keys(LAYOUTS) as LayoutId[]) {
      for (const c of corpusCases(layout, 4, 3001)) {
        const s = await convertStatement((await makePerturbedFixture(c)).pdf);
        for (const b of s.dataQuality.breaks.filter(isUnread))
          unread.push(`${layout} seed ${c.seed}: page ${b.page}, row ${b.row} "${b.text}"`);
      }
    }
    expect(unread).toEqual([]);
  });
});

// A description line that runs on under the amount column and that no row takes (the long first line of a row set
// beside its last) was dropped, and the statement passed with a row short of its words. Between two rows it is named.
describe('a line of description text running into the figure columns, between two rows', () => {
  it('is an unexplained line of its page, never dropped unseen', async () => {
    const { doc, pen } = await statementHead(
      ['Mercantile Bank', 'Statement period: 1 August 2024 to 31 August 2024'],
      AMOUNT_BALANCE,
      7.5,
    );
    pen.line(
      [
        [110, 'Opening balance'],
        [-545, num(500_000)],
      ],
      4,
    );
    let balance = 500_000;
    for (let i = 0; i < 8; i++) {
      const amount = -(10_000 + 1_317 * i);
      balance += amount;
      // Each row's first line over the line that holds its date and figures.
      const first =
        i === 4
          ? 'POS PURCHASE STANDING INSTRUCTION NO 4417 MONTHLY UNTIL CANCELLED BY THE ACCOUNT HOLDER'
          : 'POS PURCHASE';
      pen.line([[110, first]]);
      pen.line(
        [
          [40, `${String(2 + i).padStart(2, '0')}/08/2024`],
          [110, `SHOP ${i}`],
          [-460, num(amount)],
          [-545, num(balance)],
        ],
        5,
      );
    }
    pen.line([
      [110, 'Closing balance'],
      [-545, num(balance)],
    ]);
    const s = await convertStatement(await doc.save());
    expect(s.dataQuality.isComplete).toBe(false);
    expect(s.dataQuality.breaks).toContainEqual(expect.objectContaining({ kind: 'unexplained-line', page: 1 }));
  });
});
