import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { genericHeader, genericProfile } from '../src/banks/generic';
import { buildStatement } from '../src/build-statement';
import { COLUMN_LABELS, LINE_LABELS } from '../src/banks/label-vocabulary';
import { convertStatement } from '../src/index';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { debitCreditTable, textLine, type CellSpec } from './fixtures/text-lines';
import { num } from './fixtures/layouts/format';
import { statementHead } from './fixtures/pen';
import { expectReadExactly } from './fixtures/read-exactly';

// Issue 18, item 3: statements labelled in Afrikaans, read from the label vocabulary.

const roles = (...cells: CellSpec[]) => genericHeader(textLine(1, 700, cells))?.map((c) => c.role) ?? null;

describe('the label vocabulary', () => {
  // Before, a savings statement headed Paid in / Paid out was refused: no transactions found.
  it('reads Paid in and Paid out as money in and out, and a cheque number as the reference', () => {
    expect(
      roles(
        [40, 70, 'Date'],
        [90, 140, 'Cheque No.'],
        [160, 220, 'Description'],
        [300, 340, 'Paid in'],
        [380, 420, 'Paid out'],
        [500, 540, 'Balance'],
      ),
    ).toEqual(['date', 'reference', 'description', 'credit', 'debit', 'balance']);
  });

  // Before, a history print headed `Posted` was refused (no date column), and its `Status` column (`Successful`) was
  // read into every description; `Geld In` / `Geld Uit` were no columns at all.
  it('reads Posted as the date, a Status column as aside, and Geld In / Geld Uit as money in and out', () => {
    expect(
      roles(
        [40, 70, 'Posted'],
        [90, 200, 'Description'],
        [230, 270, 'Status'],
        [300, 340, 'Money out'],
        [380, 420, 'Money in'],
        [500, 540, 'Balance'],
      ),
    ).toEqual(['date', 'description', 'ignore', 'debit', 'credit', 'balance']);
    expect(
      roles(
        [40, 70, 'Datum'],
        [90, 200, 'Beskrywing'],
        [300, 340, 'Geld Uit'],
        [380, 420, 'Geld In'],
        [500, 540, 'Saldo'],
      ),
    ).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('reads an Afrikaans header', () => {
    expect(
      roles(
        [40, 70, 'Datum'],
        [100, 200, 'Transaksiebeskrywing'],
        [300, 330, 'Koste'],
        [360, 420, 'Debietbedrag'],
        [440, 500, 'Kredietbedrag'],
        [530, 555, 'Saldo'],
      ),
    ).toEqual(['date', 'description', 'fee', 'debit', 'credit', 'balance']);
    expect(
      roles(
        [40, 100, 'Transaksiedatum'],
        [110, 170, 'Verwysing'],
        [180, 260, 'Besonderhede'],
        [270, 330, 'Valutadatum'],
        [400, 440, 'Bedrag'],
        [450, 470, 'BTW'],
        [530, 555, 'Saldo'],
      ),
    ).toEqual(['date', 'reference', 'description', 'ignore', 'amount', 'vat', 'balance']);
  });

  it(
    'reads short forms statements print: Tran Date, Ref No, Our Reference, ' +
      'Val Date, Source; Trans Datum, Verw Nr, Inbetalings',
    () => {
      expect(
        roles(
          [40, 80, 'Tran Date'],
          [100, 140, 'Ref No'],
          [160, 260, 'Narrative'],
          [270, 310, 'Val Date'],
          [320, 360, 'Source'],
          [400, 440, 'Amount'],
          [530, 555, 'Balance'],
        ),
      ).toEqual(['date', 'reference', 'description', 'ignore', 'ignore', 'amount', 'balance']);
      expect(
        roles(
          [40, 80, 'Date'],
          [100, 160, 'Our Reference'],
          [170, 260, 'Details'],
          [400, 440, 'Amount'],
          [530, 555, 'Balance'],
        ),
      ).toEqual(['date', 'reference', 'description', 'amount', 'balance']);
      expect(
        roles(
          [40, 90, 'Trans Datum'],
          [100, 140, 'Verw Nr'],
          [160, 260, 'Beskrywing'],
          [400, 440, 'Bedrag'],
          [530, 555, 'Saldo'],
        ),
      ).toEqual(['date', 'reference', 'description', 'amount', 'balance']);
      expect(
        roles(
          [40, 90, 'Datum'],
          [160, 260, 'Beskrywing'],
          [330, 380, 'Uitbetalings'],
          [420, 470, 'Inbetalings'],
          [530, 555, 'Saldo'],
        ),
      ).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    },
  );

  it('reads labels a tight header runs together, a capital starting the next', () => {
    expect(
      roles(
        [40, 70, 'Date'],
        [100, 204, 'VerwysingNarrative'],
        [380, 420, 'Debit'],
        [449, 555, 'CreditBTWRunning Balance'],
      ),
    ).toEqual(['date', 'reference', 'description', 'debit', 'credit', 'vat', 'balance']);
    // A label ends where its word does: `Pending Card Transactions` under the header names no column.
    expect(
      roles([40, 70, 'Date'], [100, 160, 'Description'], [380, 420, 'Amount'], [449, 555, 'Pending Card Transactions']),
    ).toEqual(['date', 'description', 'amount']);
  });

  it('names each column kind in both languages', () => {
    for (const { role, en, af } of COLUMN_LABELS) {
      expect(en.length, role).toBeGreaterThan(0);
      expect(af.length, role).toBeGreaterThan(0);
    }
    for (const k of ['reference', 'vat', 'rate'] as const) expect(COLUMN_LABELS.some((l) => l.role === k)).toBe(true);
  });

  it('docs/columns.md lists every label word of the vocabulary, per role', () => {
    const doc = readFileSync(new URL('../../../docs/columns.md', import.meta.url), 'utf8');
    for (const { role, en, af } of COLUMN_LABELS) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${role}\``));
      expect(row, `a row for ${role}`).toBeDefined();
      for (const word of [...en, ...af]) expect(row, `${role}: ${word}`).toContain(word);
    }
    for (const word of Object.values(LINE_LABELS).flat()) expect(doc, word).toContain(word);
  });
});

// `Balance at start of period` as the table's first line: before, its figure was an unread figure and its words began
// the first row's description.
describe('an opening named as the period it starts', () => {
  it('is the opening, never a description', () => {
    const t = debitCreditTable;
    const lines = [
      t.header(700),
      t.balance(690, 'Balance at start of period', '1000.00'),
      t.row(680, '2025-03-01', 'Salary', '', '500.00', '1500.00'),
      t.row(670, '2025-03-02', 'Groceries', '120.00', '', '1380.00'),
      t.balance(650, 'Balance at end of period', '1380.00'),
    ];
    const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((x) => x.description)).toEqual(['Salary', 'Groceries']);
    expect([s.openingBalance, s.closingBalance, s.dataQuality.balanceCheck]).toEqual([1000, 1380, 'passed']);
    expect(s.dataQuality.breaks).toEqual([]);
  });
});

describe('Afrikaans statements', () => {
  const cases = ['generic-afrikaans', 'generic-signed-afrikaans', 'absa-cheque-afrikaans-signs'];

  it.each(cases)('%s: every row exact, reconciled', async (name) => {
    for (const seed of [11, 12]) {
      const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.balanceCheck).toBe('passed');
    }
  });

  it('an ABSA cheque statement printed in Afrikaans is read as ABSA, with its account number', async () => {
    const f = await makePerturbedFixture({ layout: 'absa-cheque-afrikaans', seed: 5, share: 0 });
    const s = await convertStatement(f.pdf);
    expect([s.bank, s.layout, s.accountNumber]).toEqual(['ABSA', 'absa-cheque', '40-9876-5432']);
    expect(s.transactions.length).toBe(f.expected.length);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// `Balance (Dr = overdrawn)`: before, the legend's words were labels of their own and the balance column ended where
// `Balance` did, so its figures (right-aligned under the legend) went unread: no balance, no chain, still "complete".
const LEGENDS = ['(Dr = overdrawn)', '(Cr = in credit)', '(R, Dr = debit balance)'];

async function legendStatement(seed: number) {
  const legend = LEGENDS[seed % LEGENDS.length]!;
  const { doc, pen } = await statementHead(
    ['Bushveld Co-operative Bank', 'Statement period: 01/11/2025 - 30/11/2025', 'Account number: 8555853169'],
    [
      [40, 'Details'],
      [-260, 'Money In'],
      [-340, 'Money Out'],
      [360, 'Date'],
      [430, `Balance ${legend}`],
      [-548, 'DR'],
    ],
  );
  const drawn = (cents: number) => `${num(Math.abs(cents)).replace(/,/g, ' ')}${cents < 0 ? '' : ' CR'}`;
  let balance = -703_836 + 10_000 * seed;
  pen.line([
    [40, 'Balance brought forward'],
    [-525, drawn(balance)],
    [528, balance < 0 ? 'DR' : ''],
  ]);
  const expected: { date: string; description: string; amount: number }[] = [];
  for (let i = 0; i < 8; i++) {
    const cents = (i % 3 === 1 ? 1 : -1) * (110_881 + 7_919 * ((i * seed) % 5));
    balance += cents;
    const day = String(i + 2).padStart(2, '0');
    const description = i % 3 === 1 ? `Payment Received M Dlamini ${i}` : `Immediate Payment J Naidoo ${i}`;
    pen.line([
      [40, description],
      [cents > 0 ? -260 : -340, `${num(Math.abs(cents)).replace(/,/g, ' ')}${cents < 0 ? '-' : ''}`],
      [360, `2025/11/${day}`],
      [-525, drawn(balance)],
      [528, balance < 0 ? 'DR' : ''],
    ]);
    expected.push({ date: `2025-11-${day}`, description, amount: cents / 100 });
  }
  return { pdf: await doc.save(), expected, opening: -7038.36 + 100 * seed, closing: balance / 100 };
}

describe('a balance label with a legend in brackets', () => {
  it('is one balance column as wide as label and legend, a unit in brackets still part of its label', () => {
    const cols = genericHeader(
      textLine(1, 700, [
        [40, 70, 'Date'],
        [100, 200, 'Details'],
        [300, 340, 'Amount (R)'],
        [425, 536, 'Balance (Dr = overdrawn)'],
      ]),
    );
    expect(cols?.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    expect(cols?.at(-1)?.x1).toBeCloseTo(536, 0);
  });

  it.each([1, 2, 3])('seed %i: its figures are the balances, overdrawn ones negative', async (seed) => {
    const f = await legendStatement(seed);
    const s = await expectReadExactly(f);
    expect([s.openingBalance, s.closingBalance]).toEqual([f.opening, f.closing]);
  });
});

/** An overdrawn account, money out in brackets under `Payments`, money in bare under `Receipts`, bare balances. */
async function receiptsStatement(seed: number) {
  const [out, into] = (
    [
      ['Payments', 'Receipts'],
      ['Payments', 'Receipt'],
      ['Uitbetalings', 'Ontvangstes'],
      ['Dr', 'Cr'],
      ['Dt', 'Kt'],
    ] as const
  )[seed - 1]!;
  const { doc, pen } = await statementHead(
    ['Standard Bank', 'Statement period: 4 February 2026 to 6 March 2026', 'Account number: 4089144650'],
    [
      [36, 'Details'],
      [-272, out],
      [-355, into],
      [384, 'Date'],
      [-496, 'Debit Balance'],
    ],
  );
  let balance = -500_000 - 10_000 * seed;
  const expected: { date: string; description: string; amount: number }[] = [];
  for (let i = 0; i < 9; i++) {
    const cents = (i % 3 === 2 ? 1 : -1) * (47_347 + 8_111 * ((i * seed) % 5));
    balance += cents;
    const day = String(i + 4).padStart(2, '0');
    const description = cents > 0 ? `Credit Transfer Pension Fund ${i}` : `Debit Order Planet Fitness ${i}`;
    pen.line([
      [36, description],
      cents < 0 ? [-272, `(${num(-cents).replace(/,/g, '')})`] : [-355, num(cents).replace(/,/g, '')],
      [384, `2026/02/${day}`],
      [-496, num(-balance).replace(/,/g, '')],
    ]);
    expected.push({ date: `2026-02-${day}`, description, amount: cents / 100 });
  }
  return { pdf: await doc.save(), expected, closing: balance / 100 };
}

describe('Receipts as money in', () => {
  it('names the credit column, beside Payments as the debit one', () => {
    expect(
      roles(
        [40, 70, 'Date'],
        [90, 200, 'Details'],
        [300, 340, 'Payments'],
        [380, 420, 'Receipts'],
        [500, 540, 'Balance'],
      ),
    ).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it.each([1, 2, 3])(
    'seed %i: an overdrawn account with bare balances reads each receipt as money in',
    async (seed) => {
      const f = await receiptsStatement(seed);
      const s = await expectReadExactly(f);
      expect(s.closingBalance).toBe(f.closing);
    },
  );
});

describe('Narration as the description, a site or transaction code column aside', () => {
  it('names Narration, Remarks and Omskrywing the description, Site and the code columns aside', () => {
    for (const [label, aside] of [
      ['Narration', 'Site'],
      ['Remarks', 'Tran Code'],
      ['Omskrywing', 'Transaksietipe'],
      ['Description', 'Transaksiesoort'],
      ['Details', 'Code'],
    ]) {
      expect(
        roles([40, 70, 'Date'], [90, 200, label!], [230, 270, aside!], [300, 340, 'Debit'], [500, 540, 'Balance']),
      ).toEqual(['date', 'description', 'ignore', 'debit', 'balance']);
    }
  });

  // Before, a Narration table was refused (no transactions found), and a Site or Transaksietipe column was read into
  // every description while the chain still reconciled.
  it.each([1, 2, 3, 4])('seed %i: every row exact, the aside column in no description', async (seed) => {
    const s = await expectReadExactly(await asideStatement(seed));
    expect(s.transactions.every((t) => !/Online|Branch|Betaling|Deposito|POS|EFT/.test(t.description))).toBe(true);
  });
});

/** Date, a description, a text column of the site or kind of each row, money out and in, balance. */
async function asideStatement(seed: number) {
  const af = seed % 2 === 0;
  const [desc, aside] = [
    ['Narration', 'Site'],
    ['Beskrywing', 'Transaksietipe'],
    ['Description', 'Tran Code'],
    ['Omskrywing', 'Kode'],
  ][seed - 1]!;
  const { doc, pen } = await statementHead(
    [
      af ? 'Rekeningstaat' : 'Bank Statement',
      'Account number: 62011223344',
      'Statement period: 1 May 2026 to 31 May 2026',
    ],
    [
      [40, af ? 'Datum' : 'Date'],
      [100, desc!],
      [280, aside!],
      [-400, af ? 'Debiet' : 'Debit'],
      [-470, af ? 'Krediet' : 'Credit'],
      [-545, af ? 'Saldo' : 'Balance'],
    ],
  );
  const kinds = seed === 1 ? ['Online', 'Branch'] : seed === 3 ? ['POS', 'EFT'] : ['Betaling', 'Deposito'];
  let balance = 250_000 + 1_000 * seed;
  const expected: { date: string; description: string; amount: number }[] = [];
  for (let i = 0; i < 10; i++) {
    const cents = (i % 4 === 1 ? 1 : -1) * (12_345 + 2_222 * ((i * seed) % 7));
    balance += cents;
    const day = String(i * 3 + 1).padStart(2, '0');
    const description = cents > 0 ? `Transfer From Savings ${i}` : `Card Purchase Woolworths ${i}`;
    pen.line([
      [40, `${day}/05/2026`],
      [100, description],
      [280, kinds[cents > 0 ? 1 : 0]!],
      cents < 0 ? [-400, num(-cents)] : [-470, num(cents)],
      [-545, num(balance)],
    ]);
    expected.push({ date: `2026-05-${day}`, description, amount: cents / 100 });
  }
  return { pdf: await doc.save(), expected };
}

describe('Dr and Cr as the labels of money out and in', () => {
  it('name the debit and credit columns as header cells of their own, never as a legend beside another label', () => {
    expect(
      roles([40, 70, 'Date'], [90, 200, 'Details'], [300, 340, 'Dr'], [380, 420, 'Cr'], [500, 540, 'Balance']),
    ).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    expect(
      roles([40, 70, 'Datum'], [90, 200, 'Beskrywing'], [300, 340, 'Dt'], [380, 420, 'Kt'], [480, 540, 'Saldo']),
    ).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    expect(roles([40, 70, 'Date'], [90, 200, 'Details'], [300, 340, 'Amount'], [460, 540, 'Balance Dr/Cr'])).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
  });

  // Before, the Dr and Cr columns were no columns: the overdrawn account's rows were read with no sign confirmed.
  it.each([4, 5])('seed %i: an overdrawn account with bare balances reads each Cr row as money in', async (seed) => {
    const f = await receiptsStatement(seed);
    const s = await expectReadExactly(f);
    expect(s.closingBalance).toBe(f.closing);
  });
});

describe('one label over a date and its time', () => {
  // Before, `Date & Time` (or `Date &` over `Time`) named a date column and a time column over the same cells.
  it.each(['Date & Time', 'Date and Time', 'Date/Time', 'Datum en Tyd'])('%s names the date column alone', (label) => {
    expect(roles([40, 110, label], [130, 220, 'Description'], [300, 340, 'Amount'], [500, 540, 'Balance'])).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
  });
});
