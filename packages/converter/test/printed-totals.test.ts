import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { expectReadExactly, rowsOf } from './fixtures/read-exactly';
import { placesTotal } from '../src/printed-totals';
import { reconcile } from '../src/reconcile';
import type { Transaction } from '../src/types';
import { pdfLines } from './fixtures/pdf-text';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { groupTotalsFixture, notesUnderRowsFixture, totalsLineFixture } from './fixtures/totals-line';
import { balanceWordsFixture } from './fixtures/balance-words';
import { AMOUNT_BALANCE, amountBalanceRow, balanceRow, statementHead } from './fixtures/pen';
import { num } from './fixtures/layouts/format';

// Printed totals of money in and out, including debits printed in groups (`Funds Used (Debits)` and `Bank
// Charges` apart), checked against the rows; a total the rows cannot place is left out, never a 'failed'.

let n = 0;
const tx = (amount: number, balance: number): Transaction => ({
  date: '2015-12-11',
  description: `row ${++n}`,
  amount,
  balance,
  page: 1,
  row: n,
});
// Opening 100.00: a purchase, a bank charge, a salary, another charge.
const rows = [tx(-30, 70), tx(-5, 65), tx(200, 265), tx(-2.5, 262.5)];

describe('printed totals in groups', () => {
  it('the debit rows place the debits total alone, or with the groups printed beside it', () => {
    expect(placesTotal(3750, 30, [750])).toBe(true);
    expect(placesTotal(3750, 37.5, [750])).toBe(true);
    expect(placesTotal(3750, 30, [100, 750])).toBe(true);
    expect(placesTotal(3750, null, [3750])).toBe(true);
    expect(placesTotal(3750, 30, [100])).toBe(false);
    expect(placesTotal(3750, null, [])).toBe(false);
  });

  it('debits printed as Funds Used and Bank Charges apart reconcile when every row is right', () => {
    const { check, breaks } = reconcile(rows, 100, 262.5, { credits: 200, debits: 30, debitGroups: [750] });
    expect(breaks).toEqual([]);
    expect(check).toBe('passed');
  });

  it('a group that no sum places is left out, never a failed check', () => {
    const { check, breaks } = reconcile(rows, 100, 262.5, { credits: 200, debits: 37.5, debitGroups: [9999] });
    expect([check, breaks]).toEqual(['passed', []]);
  });

  it(
    'a debits total the rows cannot place is left out when the chain proves ' +
      'every amount between a printed opening and closing',
    () => {
      const { check, breaks } = reconcile(rows, 100, 262.5, { credits: 200, debits: 12.34, endsPrinted: true });
      expect([check, breaks]).toEqual(['passed', []]);
    },
  );

  it(
    'but names the break when the chain cannot prove the rows (the opening ' +
      'worked out from the first row: a row may be missing)',
    () => {
      const { check, breaks } = reconcile(rows.slice(1), 70, 262.5, { credits: 200, debits: 37.5, endsPrinted: false });
      expect(check).toBe('failed');
      expect(breaks.map((b) => b.kind)).toEqual(['total-debits']);
    },
  );
});

describe('summaries with debits in groups, on several layouts', () => {
  const cases = Object.keys(VARIANTS).filter((name) => name.endsWith('-debits-in-groups'));

  it('are drawn on at least three layouts', () => {
    expect(new Set(cases.map((name) => VARIANTS[name]!.layout)).size).toBeGreaterThanOrEqual(3);
  });

  // Seed 1: charges under a thousand after their count (`Bank Charges 12 218.85`), in a cell of their own.
  it.each(cases.flatMap((name) => [11, 1].map((seed) => ({ name, seed }))))(
    '$name seed $seed: the rows are right and the check passes',
    async ({ name, seed }) => {
      const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed });
      const doc = await pdfLines(f.pdf);
      // The summary really prints the charges apart, and they are not inside Funds Used.
      const charges = f.model.txs.filter((t) => t.fee && !t.nonPosting).reduce((s, t) => s - t.amount, 0);
      expect(charges).toBeGreaterThan(0);
      expect(doc.lines.some((l) => /^Bank Charges \d+ /.test(l.text))).toBe(true);
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.breaks).toEqual([]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});

describe('a line of totals under the rows', () => {
  it.each(['TOTALS', 'Total debits', 'Total credits', 'Totaal'])(
    '%s is no posting: the rows as printed, reconciled',
    async (label) => {
      await expectReadExactly(await totalsLineFixture(label));
    },
  );
});

// Before: each group line was named an unread figure, and a total with spaced thousands lost its first group to the
// count (`Funds received 528 733.21` read as 733.21), a statement read right was not ready.
describe('a summary of groups under the rows', () => {
  it.each([
    { spaced: true, counts: false },
    { spaced: true, counts: true },
    { spaced: false, counts: true },
  ])('spaced thousands $spaced, counts $counts: no posting, nothing unread, reconciled', async (o) => {
    const s = await expectReadExactly(await groupTotalsFixture(o));
    expect(s.dataQuality.breaks).toEqual([]);
  });
});

describe('notes under the rows whose figures stand in the money columns', () => {
  it('are named as figures not read, never posted, where every row prints its balance', async () => {
    const f = await notesUnderRowsFixture();
    const s = await convertStatement(f.pdf);
    expect(rowsOf(s)).toEqual(f.expected);
    const named = s.dataQuality.breaks.filter((b) => b.kind === 'unread-figure');
    expect(named.map((b) => [b.text, b.actual])).toEqual([
      ['Fees included above 160.40', 160.4],
      ['Interest included above 12.31', 12.31],
    ]);
    expect(s.dataQuality.balanceCheck).toBe('failed');
  });
});

describe('postings named with a balance line’s words', () => {
  it.each(['absa-cheque', 'fnb-current', 'nedbank-monthly'] as const)(
    '%s: each stays a posting, and the rows after it are read',
    async (layout) => {
      await expectReadExactly(await balanceWordsFixture(layout));
    },
  );
});

/** Wrapped lines that open with a balance line's words, and have no figure: the end of their row's description. */
const WRAPPED_BALANCE_WORDS = [
  'OPENING BALANCE DEPOSIT',
  'CLOSING BALANCE OLD ACC 1098765432',
  'BALANCE BROUGHT FORWARD FROM SAVINGS POCKET',
];

/** Nine rows, three of them wrapped onto such a line (which three, and the phrases' order, by `seed`). */
async function wrappedBalanceWords(seed: number) {
  const { doc, pen } = await statementHead(
    ['Karoo Mutual Bank', 'Statement period: 01/01/2026 - 31/01/2026', 'Account number: 1483757268'],
    AMOUNT_BALANCE,
  );
  balanceRow(pen, 'Opening balance', '5,000.00');
  const expected: { date: string; description: string; amount: number }[] = [];
  let balance = 500_000;
  for (let i = 0; i < 9; i++) {
    const cents = (i % 3 === 1 ? 1 : -1) * (12_345 + 1_000 * ((i * seed) % 7));
    balance += cents;
    const day = String(i + 2).padStart(2, '0');
    amountBalanceRow(pen, `${day}/01/2026`, `TRANSFER ${i + 1}`, cents, balance);
    const wrapped = (i + seed) % 3 === 0 ? WRAPPED_BALANCE_WORDS[(i + seed) % WRAPPED_BALANCE_WORDS.length] : undefined;
    if (wrapped) pen.text(110, wrapped);
    const description = wrapped ? `TRANSFER ${i + 1} ${wrapped}` : `TRANSFER ${i + 1}`;
    expected.push({ date: `2026-01-${day}`, description, amount: cents / 100 });
  }
  balanceRow(pen, 'Closing balance', num(balance));
  return { pdf: await doc.save(), expected };
}

describe('wrapped lines that open with a balance line’s words', () => {
  it.each([1, 2, 3])('seed %i: with no figure of their own, end their row’s description', async (seed) => {
    const f = await wrappedBalanceWords(seed);
    const s = await expectReadExactly(f);
    expect(s.dataQuality.isComplete).toBe(true);
  });
});
