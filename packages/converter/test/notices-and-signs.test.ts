import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { makePerturbedFixture, type PerturbedOptions, type Plan } from './fixtures/perturb/index';
import { num } from './fixtures/layouts/format';
import { statementHead } from './fixtures/pen';
import { expectReadExactly } from './fixtures/read-exactly';

// Whole statements drawn by the perturbation generator, each with one variation pushed hard.

async function expectExact(o: PerturbedOptions) {
  const f = await makePerturbedFixture(o);
  const s = await convertStatement(f.pdf);
  expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(f.expected);
  expect([s.openingBalance, s.closingBalance]).toEqual([f.model.opening / 100, f.model.closing / 100]);
  expect(s.dataQuality.balanceCheck).toBe('passed');
}

const tweak = (t: Partial<Plan>) => (p: Plan) => Object.assign(p, t);

describe('notice rows are left out by the balance chain', () => {
  it.each([
    ['fnb-current', 1],
    ['fnb-current', 3],
    ['investec', 1],
  ] as const)(
    '%s seed %i: placeholders, refused debit orders and zero-value lines among many postings',
    async (layout, seed) => {
      await expectExact({ layout, seed, force: ['notices'], share: 0, tweak: tweak({ noticeShare: 0.3 }) });
    },
  );

  it.each(['generic', 'generic-signed'] as const)(
    '%s: a balance brought forward below the first posting is a checkpoint, not the opening balance',
    async (layout) => {
      await expectExact({
        layout,
        seed: layout === 'generic' ? 2 : 1,
        force: ['forward-pairs', 'no-opening'],
        share: 0,
      });
    },
  );

  it(
    'a refused debit order is not in the printed total of deposits, and the ' + 'statement reconciles with the total',
    async () => {
      await expectExact({
        layout: 'standard-bank-app',
        seed: 6,
        force: ['summary-first', 'notices'],
        share: 0,
        tweak: tweak({ noticeShare: 0.3 }),
      });
    },
  );
});

describe('sign notations', () => {
  it(
    'a bare amount is a debit when only credits carry Cr, while overdrawn ' +
      'balances lose their soft-hyphen minus in the text layer',
    async () => {
      await expectExact({
        layout: 'fnb-current',
        seed: 2,
        force: ['balance-sign', 'amount-sign'],
        share: 0,
        model: { opening: 20_000 },
        tweak: tweak({ balanceNotation: 'soft-hyphen', amountNotation: 'cr-only' }),
      });
    },
  );

  it(
    'with no opening line, the first row of a column holding both signs ' +
      'takes the sign its notation gives a bare figure',
    async () => {
      await expectExact({
        layout: 'investec',
        seed: 5,
        force: ['amount-sign', 'no-opening'],
        share: 0,
        tweak: tweak({ amountNotation: 'trailing-minus' }),
      });
    },
  );

  it(
    'a card statement with no running balance: soft-hyphen minus signs the ' +
      'text layer dropped are read back from where the figures end',
    async () => {
      await expectExact({
        layout: 'absa-credit-card',
        seed: 2,
        force: ['amount-sign'],
        share: 0,
        tweak: tweak({ amountNotation: 'soft-hyphen' }),
      });
    },
  );

  // Drawn by the generator beyond the corpus's seeds: overdrawn after the first row, balances printed with no mark.
  it.each([
    [
      'fnb-2015',
      35,
      [
        'header-wrap',
        'label-align',
        'summary-first',
        'stamp',
        'stamp-every-page',
        'forward-pairs',
        'pending-section',
        'running-header',
        'no-opening',
      ],
    ],
    [
      'fnb-current',
      28,
      [
        'header-wrap',
        'label-align',
        'column-widths',
        'fonts',
        'balance-sign',
        'summary-first',
        'stamp-every-page',
        'notices',
        'forward-pairs',
        'reference-spill',
        'no-opening',
        'no-closing',
        'footer-near-rows',
        'running-header',
        'header-once',
        'no-detection-phrase',
        'stamp',
      ],
    ],
    [
      'standard-bank-monthly',
      35,
      [
        'label-align',
        'column-widths',
        'balance-sign',
        'no-detection-phrase',
        'stamp',
        'stamp-every-page',
        'reference-spill',
        'no-opening',
      ],
    ],
  ] as const)(
    '%s seed %i: balances that carry no sign are placed either side of zero by the chain, the first one too',
    async (layout, seed, force) => {
      await expectExact({ layout, seed, force, share: 0 });
    },
  );

  it(
    'money in and out printed bare in one column under the Credit label: ' +
      'the label does not decide the sign, the chain does (the first row, ' +
      'with no opening, takes the sign most rows have, and is named as not ' +
      'confirmed)',
    async () => {
      const f = await makePerturbedFixture({
        layout: 'investec',
        seed: 81,
        force: [
          'header-wrap',
          'label-align',
          'balance-sign',
          'stamp',
          'stamp-every-page',
          'notices',
          'reference-spill',
          'no-opening',
          'footer-near-rows',
          'running-header',
          'header-once',
        ],
        share: 0,
      });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
      expect([s.openingBalance, s.closingBalance]).toEqual([f.model.opening / 100, f.model.closing / 100]);
      expect(s.dataQuality.breaks.map((b) => [b.kind, b.index])).toEqual([['unconfirmed-sign', 0]]);
    },
  );

  it(
    'a bare opening line beside Cr-marked balances and a collapsed unsigned ' + 'amount column still opens in credit',
    async () => {
      await expectExact({
        layout: 'nedbank-monthly',
        seed: 62,
        force: [
          'column-widths',
          'balance-sign',
          'summary-first',
          'no-detection-phrase',
          'notices',
          'pending-section',
          'reference-spill',
          'footer-near-rows',
          'running-header',
          'header-once',
          'label-align',
        ],
        share: 0,
      });
    },
  );

  it.each(['african-bank', 'capitec-2018', 'nedbank-internet'] as const)(
    "%s: balances marked Cr in the table, opening and closing lines printed bare in the layout's own notation",
    async (layout) => {
      await expectExact({
        layout,
        seed: 1,
        force: ['balance-sign'],
        share: 0,
        tweak: tweak({ balanceNotation: 'cr-only' }),
      });
    },
  );
});

describe('layout chosen by the whole reading', () => {
  it(
    'a cheque statement is read as the cheque layout even though the card ' +
      'layout (Date, Description, Amount) also fits its header and closes its ' +
      "chain: the card layout leaves the header's other labels and the " +
      'printed balances unexplained',
    async () => {
      const o: PerturbedOptions = {
        layout: 'absa-cheque',
        seed: 1,
        force: ['no-detection-phrase', 'summary-first', 'balance-sign', 'no-closing'],
        share: 0,
        tweak: tweak({ balanceNotation: 'parentheses' }),
      };
      await expectExact(o);
      expect((await convertStatement((await makePerturbedFixture(o)).pdf)).layout).toBe('absa-cheque');
    },
  );
});

// A notice printed across the table between two rows, from the descriptions' edge over the date and figure columns,
// wrapped onto a short line of its own: before, its words were read into the row above, out of order.
describe('a notice printed across the table', () => {
  it.each([1, 2, 3])('is no part of any row, nor is its wrapped line (seed %i)', async (seed) => {
    const f = await noticeAcross(seed);
    const s = await expectReadExactly(f);
    expect(s.dataQuality.breaks).toEqual([]);
  });
});

async function noticeAcross(seed: number) {
  const { doc, pen } = await statementHead(
    ['Karoo Mutual Bank', 'Account number: 62011223344', 'Statement period: 1 August 2025 to 31 August 2025'],
    [
      [38, 'Description'],
      [342, 'Date'],
      [-470, 'Amount'],
      [-556, 'Balance'],
    ],
  );
  let balance = 4_000_000 + 10_000 * seed;
  const expected: { date: string; description: string; amount: number }[] = [];
  for (let i = 0; i < 12; i++) {
    const cents = (i % 4 === 2 ? 1 : -1) * (21_345 + 4_321 * ((i * seed) % 7));
    balance += cents;
    const day = String(i * 2 + 1).padStart(2, '0');
    const description = cents > 0 ? `IMMEDIATE PAYMENT SAVINGS ${i}` : `CARD PURCHASE UBER EATS ${i}`;
    pen.line([
      [38, description],
      [342, `${day} Aug 2025`],
      [-470, `${cents < 0 ? '-' : ''}${num(cents)}`],
      [-556, num(balance)],
    ]);
    expected.push({ date: `2025-08-${day}`, description, amount: cents / 100 });
    if (i % 5 === 1 + (seed % 3)) {
      pen.text(
        38,
        'Please note: your monthly fee will change from 1 July. Visit a branch or our website for the new pricing',
      );
      pen.text(38, 'guide that applies to your account.');
    }
  }
  return { pdf: await doc.save(), expected };
}
