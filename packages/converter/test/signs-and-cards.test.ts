import { describe, expect, it } from 'vitest';
import type { RawRow } from '../src/layout/table';
import { parseAmount } from '../src/parse/amount';
import { decodeChain } from '../src/sign-plans';
import { orientReading } from '../src/sign-orientation';
import { convertStatement } from '../src/index';
import { genericProfile } from '../src/banks/generic';
import { makeFixture } from './fixtures/index';
import { unprofiledCard } from './fixtures/unprofiled-card';
import { cardBox } from './fixtures/card-box';
import { cardHolders } from './fixtures/card-holders';
import { cardBudget } from './fixtures/card-budget';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Pen } from './fixtures/pen';
import { isCardStatement } from '../src/card';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { num } from './fixtures/layouts/format';
import { rng } from './fixtures/model';

// Balances printed without a sign reconcile as read and as their mirror image: the figures' columns, then the
// descriptions, say which way round; when nothing does, the statement says 'sign not confirmed'. Card statements
// are read from the holder's side whatever side they print from.

async function convertVariant(name: string, seed = 101) {
  const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed });
  return { f, s: await convertStatement(f.pdf) };
}

// Overdrawn all period, balances printed bare, each amount with its own mark: only the balances' mirror image goes on
// by the amounts. Before, marked both ways (`+`/`-`, `CR`/`DR`) it was refused as having no transactions; marked
// only on money out, every credit was read as money out.
describe('an overdrawn account whose balances print bare beside amounts that carry their sign', () => {
  const marks: Record<string, (cents: number) => string> = {
    'plus and minus': (c) => `${c < 0 ? '-' : '+'}${num(Math.abs(c))}`,
    'minus only': (c) => `${c < 0 ? '-' : ''}${num(Math.abs(c))}`,
    'DR and CR': (c) => `${num(Math.abs(c))} ${c < 0 ? 'DR' : 'CR'}`,
    parentheses: (c) => (c < 0 ? `(${num(-c)})` : num(c)),
    'trailing minus': (c) => `${num(Math.abs(c))}${c < 0 ? '-' : ''}`,
  };
  it.each(Object.keys(marks).flatMap((mark) => [1, 2].map((seed) => ({ mark, seed }))))(
    '$mark, seed $seed: the balances overdrawn, every amount as marked',
    async ({ mark, seed }) => {
      const r = rng(seed);
      const doc = await PDFDocument.create();
      const pen = new Pen(doc, await doc.embedFont(StandardFonts.TimesRoman), 9);
      pen.text(36, 'Finbond Mutual Bank');
      pen.text(36, 'Statement period: 26 July 2023 to 25 August 2023', 8);
      pen.line([
        [36, 'Date'],
        [100, 'Description'],
        [-380, 'Amount (R)'],
        [-470, 'Balance'],
      ]);
      const opening = -(2_000_000 + Math.floor(r() * 5_000_000));
      let balance = opening;
      pen.line([
        [100, 'Opening balance'],
        [-470, num(-opening)],
      ]);
      const amounts = Array.from({ length: 6 + seed }, (_, i) =>
        i % 3 === 0 ? 500_000 + Math.floor(r() * 1_000_000) : -(10_000 + Math.floor(r() * 200_000)),
      );
      amounts.forEach((c, i) => {
        balance += c;
        pen.line([
          [36, `${String(26 + i).padStart(2, '0')}/07/2023`],
          [100, c > 0 ? 'EFT CREDIT J NAIDOO' : 'POS PURCHASE CHECKERS'],
          [-380, (marks[mark] as (c: number) => string)(c)],
          [-470, num(-balance)],
        ]);
      });
      pen.line([
        [100, 'Closing balance'],
        [-470, num(-balance)],
      ]);
      const s = await convertStatement(await doc.save());
      expect(s.transactions.map((t) => Math.round((t.amount ?? 0) * 100))).toEqual(amounts);
      expect([s.openingBalance, s.closingBalance]).toEqual([opening / 100, balance / 100]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});

describe('an overdrawn account whose balances print without a sign', () => {
  it(
    'the Debit and Credit columns decide: every Debit row money out, the ' +
      'opening and closing overdrawn, and it reconciles',
    async () => {
      const { f, s } = await convertVariant('nedbank-internet-overdrawn-unsigned');
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.openingBalance).toBe(f.model.opening / 100);
      expect(s.closingBalance).toBe(f.model.closing / 100);
      expect(s.transactions.map((t) => t.amount)).toEqual(f.expected.map((t) => t.amount));
      expect(s.transactions.filter((t) => (t.amount ?? 0) < 0).length).toBeGreaterThan(10);
    },
  );

  it(
    'money in and out in one column under both labels: the descriptions ' +
      'decide (purchases and debit orders out, salary in)',
    async () => {
      const { f, s } = await convertVariant('nedbank-monthly-overdrawn');
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.openingBalance).toBe(f.model.opening / 100);
      expect(s.transactions.map((t) => t.amount)).toEqual(f.expected.map((t) => t.amount));
    },
  );

  it(
    'nothing decides (one column of bare figures, bare balances, ' +
      'descriptions that name no direction): sign not confirmed, never ' +
      'reconciled',
    () => {
      const row = (i: number, figure: string, balance: string): RawRow => ({
        kind: 'posting',
        page: 1,
        row: 10 + i,
        dateText: `0${i + 1}/03/2025`,
        desc: [`Transfer ${i + 1}`],
        ref: [],
        figures: [{ role: 'amount', text: figure, amount: parseAmount(figure), col: 2 }],
        balance: parseAmount(balance),
      });
      const input = {
        rows: [row(0, '100.00', '1,100.00'), row(1, '50.00', '1,050.00'), row(2, '200.00', '1,250.00')],
        opening: parseAmount('1,000.00'),
        closing: parseAmount('1,250.00'),
      };
      const reading = decodeChain(input, genericProfile);
      expect(reading.fails).toBe(0);
      expect(orientReading(input, reading, genericProfile).unconfirmed).toBe(true);
      // A description that names a direction decides it; a marked balance does too.
      const salary = {
        ...input,
        rows: input.rows.map((r, i) => ({ ...r, desc: [i === 1 ? 'POS Purchase Spar' : 'Salary Acme'] })),
      };
      const named = orientReading(salary, decodeChain(salary, genericProfile), genericProfile);
      expect(named.unconfirmed).toBe(false);
      expect(named.reading.postings.map((p) => p.amount)).toEqual([10000, -5000, 20000]);
    },
  );
});

describe("card statements: one convention, from the holder's side", () => {
  it.each(['standard-bank-card-bank-side', 'absa-credit-card-bank-side'])(
    "%s: printed from the bank's side (purchases bare, payments with a " +
      'minus), read as purchases and fees negative, payments positive, ' +
      'opening and closing minus what is owed',
    async (name) => {
      const { f, s } = await convertVariant(name);
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.openingBalance).toBe(f.model.opening / 100);
      expect(s.closingBalance).toBe(f.model.closing / 100);
      expect(s.openingBalance).toBeLessThan(0);
      // The direction check: a purchase increases what is owed.
      const purchases = s.transactions.filter((t) => /Purchase|Fee/.test(t.description));
      expect(purchases.length).toBeGreaterThan(3);
      expect(purchases.every((t) => (t.amount ?? 0) < 0)).toBe(true);
      expect(s.transactions.map((t) => t.amount)).toEqual(f.expected.map((t) => t.amount));
    },
  );

  it.each(['standard-bank-card', 'absa-credit-card'] as const)(
    '%s as the bank prints it today: the same convention',
    async (layout) => {
      const f = await makePerturbedFixture({ layout, seed: 7, share: 0 });
      const s = await convertStatement(f.pdf);
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.openingBalance).toBe(f.model.opening / 100);
      expect(s.transactions.filter((t) => /Purchase/.test(t.description)).every((t) => (t.amount ?? 0) < 0)).toBe(true);
    },
  );
});

// A card no profile knows was read as a bank account: every sign the bank's way round, and passed.
describe("a card statement of a bank no profile knows, printed from the bank's side", () => {
  const cases = (['minus', 'cr'] as const).flatMap((payment) =>
    [true, false].flatMap((running) =>
      [false, true].flatMap((foreign) => [1, 2].map((seed) => ({ payment, running, foreign, seed }))),
    ),
  );
  it.each(cases)(
    'payments by $payment, running balance $running, foreign amounts $foreign, seed $seed: the holder side',
    async (o) => {
      const c = await unprofiledCard(o);
      const s = await convertStatement(c.pdf);
      expect(isCardStatement(s)).toBe(true);
      expect(s.transactions.map((t) => t.amount)).toEqual(c.amounts);
      expect([s.openingBalance, s.closingBalance]).toEqual([c.opening, c.closing]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});

// No running balance and no previous balance read: the closing line under the last row links to no row. Its bare
// figure (what is owed) said the lines go the other way round, and every row was turned with them, purchases booked
// as money in and each named against its Debit label. The lines go by it; the rows by their columns and words.
// Printed as `New balance` or `Balance owing`, dated like a row, the closing was booked as one more purchase.
describe('a card statement whose closing links to no row', () => {
  it.each([1, 2, 3, 4, 5, 6])(
    'books purchases as money out, payments and refunds in, the closing owed (seed %i)',
    async (seed) => {
      const c = await cardBox(seed);
      const s = await convertStatement(c.pdf);
      expect(isCardStatement(s)).toBe(true);
      expect(s.transactions.map((t) => t.amount)).toEqual(c.amounts);
      expect(s.closingBalance).toBe(c.closing);
      expect(s.dataQuality.breaks.filter((b) => b.kind === 'sign-against-label')).toEqual([]);
    },
  );
});

// What was owed, printed as the table's first row and dated like one (`Previous balance 13,418.45 Dr`), was booked as
// a purchase: every row after it off by one, the chain refused.
describe("a card statement whose previous balance is the table's first row", () => {
  it.each([1, 2, 3, 4])('takes it as the opening, and the chain holds (seed %i)', async (seed) => {
    const c = await cardBox(seed, { previousRow: true });
    const s = await convertStatement(c.pdf);
    expect(s.transactions.map((t) => t.amount)).toEqual(c.amounts);
    expect([s.openingBalance, s.closingBalance]).toEqual([c.opening, c.closing]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A card's opening and closing in its own words inside the table: before, `Balance owing last statement` was read as
// the closing (its `balance owing`) or glued to the first row, and `Amount owing` under the last row was booked as a
// purchase dated like the row above it.
describe("a card statement whose table opens and closes in the card's own words", () => {
  it.each([
    [1, 'Balance owing last statement', 'Amount owing'],
    [2, 'Saldo vorige staat', 'Uitstaande saldo'],
    [3, 'Previous statement balance', 'Total amount owing'],
    [4, 'Balance from last statement', 'Amount owing'],
  ])('seed %i: %s opens, %s closes, no row of either', async (seed, previousWords, closingWords) => {
    const c = await cardBox(seed, { previousRow: true, previousWords, closingWords });
    const s = await convertStatement(c.pdf);
    expect(s.transactions.map((t) => t.amount)).toEqual(c.amounts);
    expect([s.openingBalance, s.closingBalance]).toEqual([c.opening, c.closing]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A currency and a foreign amount in columns of their own, `Foreign` printed over `amount`: the foreign figure was
// added to the rand one and the currency went into the description.
describe('a card statement with currency and foreign-amount columns', () => {
  it.each([1, 2, 3, 4])('books the rand amount alone, the description as printed (seed %i)', async (seed) => {
    const c = await cardBox(seed, { previousRow: true, foreignColumns: true });
    const s = await convertStatement(c.pdf);
    expect(s.transactions.map((t) => t.amount)).toEqual(c.amounts);
    expect(s.transactions.every((t) => !/\bUSD\b/.test(t.description))).toBe(true);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A card per holder, each under a heading naming it and closed by its total; the summary says what was owed at the
// last statement (`Balance owing last statement`). Before, each heading was glued to its first row's description,
// each total booked as a purchase, and the summary's opening not read: nothing checked, so nothing flagged.
describe('a card statement of several cards, each with its heading and its total', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'books the rows alone, and checks them by the summary (seed %i)',
    async (seed) => {
      const c = await cardHolders(seed);
      const s = await convertStatement(c.pdf);
      expect(s.transactions.map((t) => ({ description: t.description, amount: t.amount }))).toEqual(c.rows);
      expect([s.openingBalance, s.closingBalance]).toEqual([c.opening, c.closing]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.dataQuality.breaks).toEqual([]);
    },
  );
});

// Before, the bank's name and a header like its card's were enough for its card layout: every sign turned, passed.
describe('a savings account of a bank whose card layout is known', () => {
  it.each([1, 2, 3])('names no card, so is read as an account, its signs as printed (seed %i)', async (seed) => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8 + seed);
    pen.text(40, 'ABSA Bank');
    pen.text(40, 'Savings Account Statement');
    pen.text(40, 'Statement period: 1 January 2024 to 31 January 2024');
    const amounts = [500 * seed, -120.5, 42.17, -300];
    const opening = 10_000 + seed;
    pen.text(40, `Opening balance ${opening.toFixed(2)}`);
    pen.text(40, `Closing balance ${(opening + amounts.reduce((a, b) => a + b, 0)).toFixed(2)}`, 10);
    pen.line([
      [40, 'Date'],
      [110, 'Transaction description'],
      [-450, 'Amount'],
      [-545, 'Balance'],
    ]);
    let balance = opening;
    for (const [i, a] of amounts.entries()) {
      balance += a;
      pen.line([
        [40, `${String(3 + i * 5).padStart(2, '0')}/01/2024`],
        [110, a > 0 ? 'Interest credited' : 'Transfer to main account'],
        [-450, a.toFixed(2)],
        [-545, balance.toFixed(2)],
      ]);
    }
    pen.text(40, 'Absa Bank Limited Reg No 1986/004794/06');
    const s = await convertStatement(await doc.save());
    expect(isCardStatement(s)).toBe(false);
    expect(s.transactions.map((t) => t.amount)).toEqual(amounts);
    expect(s.closingBalance).toBe(Math.round(balance * 100) / 100);
  });
});

describe('an ABSA card print of 2012 (space thousands, comma decimals, `Cr` on payments)', () => {
  it(
    'reads the interest line printed without a date, its words where the ' +
      'date goes, as one row with its description',
    async () => {
      for (const seed of [101, 102]) {
        const { f, s } = await convertVariant('absa-credit-card-2012-undated-interest', seed);
        const got = s.transactions.map(({ date, amount, description }) => ({ date, amount, description }));
        expect(got).toEqual(f.expected.map(({ date, amount, description }) => ({ date, amount, description })));
        expect(got.filter((t) => t.description === 'Interest Charged')).toHaveLength(1);
        expect(s.dataQuality.balanceCheck).toBe('passed');
      }
    },
  );
});

describe('a card statement of one posting', () => {
  it('takes the sign its one description gives (an ATM withdrawal is money out) when nothing else says', async () => {
    const f = await makeFixture({ layout: 'absa-credit-card', seed: 1551, transactions: 1 });
    const s = await convertStatement(f.pdf);
    expect(s.transactions.map((t) => t.amount)).toEqual(f.expected.map((t) => t.amount));
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A card with a budget facility: its plans were read as postings (the plan's start date and the amount financed), and
// the balance split into straight and budget parts gave its first part as the opening and the closing.
describe('a card statement with a budget facility', () => {
  it.each([1, 2, 3, 4, 5, 6])(
    'books the instalments as postings, never the plans, and the split balance by its total (seed %i)',
    async (seed) => {
      const c = await cardBudget(seed);
      const s = await convertStatement(c.pdf);
      expect(s.transactions.map((t) => t.amount)).toEqual(c.amounts);
      expect([s.openingBalance, s.closingBalance]).toEqual([c.opening, c.closing]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.dataQuality.isComplete).toBe(true);
    },
  );
});

// A card printed from the bank's side in one amount column (purchases bare, payments and refunds with its minus or in
// brackets) beside running balances marked `Dr`: the payments were booked as more spending (the minus read as the
// holder's money out), every one a break.
describe("a card whose amounts carry the bank's minus beside balances marked Dr", () => {
  const money = (cents: number) =>
    `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
  it.each([1, 2, 3, 4, 5, 6])("turns every amount round to the holder's side (seed %i)", async (seed) => {
    const r = rng(seed * 31 + 7);
    const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo));
    const [paid, owes] = seed % 2 ? [(c: string) => `-${c}`, 'Dr'] : [(c: string) => `(${c})`, 'DR'];
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
    pen.text(40, 'Karoo Card Bank');
    pen.line([
      [40, 'Credit card statement'],
      [330, 'Account number 4471 2290 8812'],
    ]);
    pen.line(
      [
        [40, 'Credit limit R60,000.00'],
        [330, 'Minimum payment due R1,250.00'],
      ],
      6,
    );
    pen.line([
      [40, 'Date'],
      [110, 'Description'],
      [-420, 'Amount'],
      [-540, 'Balance'],
    ]);
    let owed = int(200_000, 2_000_000);
    const opening = -owed / 100;
    pen.line([
      [40, '01/05/2024'],
      [110, 'Balance brought forward'],
      [-540, `${money(owed)} ${owes}`],
    ]);
    const amounts: number[] = [];
    for (let i = 0; i < 14; i++) {
      const back = r() < 0.25;
      const cents = back ? int(50_000, 600_000) : int(2_000, 300_000);
      owed += back ? -cents : cents;
      amounts.push((back ? cents : -cents) / 100);
      const what = back ? (r() < 0.5 ? 'PAYMENT RECEIVED THANK YOU' : 'REFUND TAKEALOT.COM') : 'CHECKERS HYPER';
      const date = `${String(2 + i).padStart(2, '0')}/05/2024`;
      pen.line([
        [40, date],
        [110, what],
        [-420, back ? paid(money(cents)) : money(cents)],
        [-540, `${money(owed)} ${owes}`],
      ]);
    }
    pen.line([
      [110, 'Closing balance'],
      [-540, `${money(owed)} ${owes}`],
    ]);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => t.amount)).toEqual(amounts);
    expect([s.openingBalance, s.closingBalance]).toEqual([opening, -owed / 100]);
    expect(s.dataQuality.breaks).toEqual([]);
  });
});

// A summary in a row of boxes that starts with what was owed (`Balance owing`) and ends with what is owed now
// (`Closing balance`, `Amount owing`, `New balance`), no closing line under the rows: the first box was taken for
// the closing, and the statement failed.
describe("a card's summary boxes that start with `Balance owing`", () => {
  const money = (cents: number) => (cents / 100).toFixed(2);
  it.each(['Closing balance', 'Amount owing', 'New balance'])(
    'take the last box, `%s`, as the closing',
    async (last) => {
      const doc = await PDFDocument.create();
      const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
      const rows: [string, number][] = [
        ['VIDA E CAFFE', -434_423],
        ['PICK N PAY CLAREMONT', -98_872],
        ['EFT PAYMENT THANK YOU', 427_790],
        ['SPUR STEAK RANCH', -279_943],
      ];
      const start = 1_031_806;
      const spent = rows.filter(([, c]) => c < 0).reduce((a, [, c]) => a - c, 0);
      const paid = rows.filter(([, c]) => c > 0).reduce((a, [, c]) => a + c, 0);
      const owed = start + spent - paid;
      pen.text(40, 'Umhlanga Card Company');
      pen.line([
        [40, 'Credit Card Statement'],
        [330, 'Account number: 84002012840'],
      ]);
      pen.line(
        [
          [40, 'Period 16/01/2023 - 15/02/2023'],
          [330, 'Card number: 5412 **** **** 2757'],
        ],
        6,
      );
      const boxes: [number, string, number][] = [
        [60, 'Balance owing', start],
        [150, 'Purchases', spent],
        [240, 'Payments', paid],
        [330, 'Fees', 0],
        [440, last, owed],
      ];
      pen.line(boxes.map(([x, label]) => [x, label]));
      pen.line(
        boxes.map(([x, , cents]) => [x, money(cents)]),
        6,
      );
      pen.line(
        [
          [40, 'Credit limit: 75000.00'],
          [330, 'Minimum payment due: 757.48'],
        ],
        6,
      );
      pen.line([
        [40, 'Date'],
        [110, 'Details'],
        [-500, 'Amount (R)'],
      ]);
      rows.forEach(([what, cents], i) => {
        const amount = cents > 0 ? `${money(cents)} Cr` : money(-cents);
        pen.line([
          [40, `${String(17 + i)} Jan 23`],
          [110, what],
          [-500, amount],
        ]);
      });
      const s = await convertStatement(await doc.save());
      expect(s.transactions.map((t) => t.amount)).toEqual(rows.map(([, c]) => c / 100));
      expect(s.closingBalance).toBe(-owed / 100);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});
