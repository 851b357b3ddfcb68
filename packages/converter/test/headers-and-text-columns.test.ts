import { describe, expect, it } from 'vitest';
import { PROFILES } from '../src/banks/index';
import { convertStatement } from '../src/index';
import { classifyLine } from '../src/layout/classify-line';
import { buildGrid } from '../src/layout/column-discovery';
import { matchHeader } from '../src/layout/header-labels';
import { findHeaderAt } from '../src/layout/header';
import { genericHeader } from '../src/banks/generic';
import type { Line } from '../src/layout/lines';
import { readTable } from '../src/layout/table';
import { buildStatement, headerMatcher } from '../src/build-statement';
import { dataQuality } from '../src/reconcile';
import type { Transaction } from '../src/types';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { corpusCases } from './fixtures/perturb/measure';
import { VARIANTS } from './fixtures/perturb/variants';
import { textLine, type CellSpec } from './fixtures/text-lines';
import { expectReadExactly } from './fixtures/read-exactly';

const line = (page: number, y: number, ...cells: CellSpec[]): Line => textLine(page, y, cells);
const profile = (layout: string) => PROFILES.find((p) => p.layout === layout)!;
const matcher = (layout: string, quorum: number) => (l: Line) => matchHeader(l, profile(layout).columns, quorum);

describe('headers as they are printed', () => {
  it(
    'a label stacked over three lines, above, on and below the baseline ' +
      '(`Accrued` / `Bank` / `Charges`), is one label',
    () => {
      const lines = [
        line(2, 772, [500, 540, 'Accrued']),
        line(
          2,
          764,
          [45, 65, 'Date'],
          [150, 200, 'Description'],
          [340, 370, 'Amount'],
          [414, 446, 'Balance'],
          [510, 530, 'Bank'],
        ),
        line(2, 756, [500, 540, 'Charges']),
        line(
          2,
          744,
          [45, 68, '14 Nov'],
          [90, 199, 'Eft Credit Refund'],
          [340, 370, '284.07 Cr'],
          [410, 446, '9,175.09 Cr'],
        ),
      ];
      const hit = findHeaderAt(lines, 0, matcher('fnb-2015', 4));
      expect(hit?.span).toBe(3);
      expect(hit?.cols.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance', 'ignoreAmount']);
    },
  );

  it(
    'a title over the header (`Transactions`) is not part of it, though it ' +
      'overlaps a stacked label (`Tran` / `list` / `no`)',
    () => {
      const lines = [
        line(1, 704, [40, 87, 'Transactions']),
        line(
          1,
          692,
          [57, 74, 'Tran'],
          [116, 133, 'Date'],
          [245, 287, 'Description'],
          [310, 328, 'Fees'],
          [346, 369, 'Debits'],
          [461, 501, 'Credits (R)'],
          [525, 555, 'Balance'],
        ),
        line(1, 682, [63, 73, 'list'], [316, 328, '(R)'], [357, 369, '(R)'], [544, 555, '(R)']),
        line(1, 671, [64, 73, 'no']),
        line(
          1,
          660,
          [43, 70, '118648'],
          [88, 129, '21/06/2025'],
          [144, 229, 'Admin Fee 2.00 incl.'],
          [409, 443, '694.46Dr'],
          [518, 555, '16,888.10'],
        ),
      ];
      const match = matcher('nedbank-monthly', 6);
      expect(findHeaderAt(lines, 0, match)).toBeNull();
      expect(findHeaderAt(lines, 1, match)?.cols.map((c) => c.role)).toEqual([
        'reference',
        'date',
        'description',
        'fee',
        'debit',
        'credit',
        'balance',
      ]);
    },
  );

  it(
    'a title over the header that names no column itself (`Transaksies in ' +
      'RAND (ZAR)` over `Datum`) is left out of it',
    () => {
      const lines = [
        line(1, 744, [40, 156, 'Transaksies in RAND (ZAR)']),
        line(
          1,
          733,
          [48, 74, 'Datum'],
          [188, 240, 'Beskrywing'],
          [364, 395, 'Bedrag'],
          [434, 460, 'Saldo'],
          [497, 550, 'Opgeloopte'],
        ),
        line(1, 721, [497, 550, 'Bank-koste']),
        line(
          1,
          710,
          [43, 71, '15 Feb'],
          [94, 224, 'POS Purchase Dis-Chem Menlyn'],
          [383, 410, '515.40'],
          [436, 474, '2,697.56'],
        ),
      ];
      const match = matcher('fnb-afrikaans', 4);
      expect(findHeaderAt(lines, 0, match)).toBeNull();
      expect(findHeaderAt(lines, 1, match)?.cols[0]).toMatchObject({ role: 'date', x0: 48, x1: 74 });
    },
  );

  it('a title that reads as a description label (`Transaction details`) is no part of the header under it', () => {
    const lines = [
      line(1, 582, [36, 109, 'Transaction details']),
      line(
        1,
        569,
        [36, 101, 'Transaction Date'],
        [118, 169, 'Process Date'],
        [182, 208, 'Details'],
        [515, 559, 'Amount (R)'],
      ),
      line(1, 554, [36, 133, 'MRS A VAN DER MERWE']),
      line(1, 528, [36, 62, '14 May'], [118, 144, '15 May'], [182, 230, 'COTTON ON'], [528, 559, '1 783.77']),
    ];
    expect(findHeaderAt(lines, 0, genericHeader)).toBeNull();
    // The transaction date is the first date column, as the label under the title says.
    expect(findHeaderAt(lines, 1, genericHeader)?.cols.map((c) => `${c.role}@${Math.floor(c.x0)}`)).toEqual([
      'date@36',
      'ignore@152',
      'description@182',
      'amount@515',
    ]);
  });

  it(
    "a title over the repeated header takes no row's wrapped line under it into the header (`Fee` carried over " +
      'the page, under `Transaksiebeskrywing`): a band naming a kind of column again names nothing new',
    async () => {
      // Seed 9109 of the corpus's draws: the page's last row, `Monthly Account`, goes on over the break with `Fee`.
      const f = await makePerturbedFixture(corpusCases('absa-cheque-afrikaans', 25, 9100)[9]!);
      expect(f.expected.filter((t) => t.description === 'Monthly Account Fee').length).toBeGreaterThan(2);
      await expectReadExactly(f);
    },
  );

  it(
    'a header stacked under a letterhead and a title (`Karoo Mutual Bank`, `Account history`, `Money` / `Out`) is ' +
      'found whole: the band from the title on names more columns than the one from the letterhead',
    async () => {
      const f = await makePerturbedFixture(corpusCases('generic', 25, 9100)[16]!);
      await expectReadExactly(f);
    },
  );

  it(
    'a label stacked in two words of one column (`Posted` over `date`) reads as one label, not as a translation ' +
      '(`Posted/date`): the posted date stays a column and every row its own date',
    async () => {
      const labels: CellSpec[] = [
        [53, 68, 'date'],
        [105, 120, 'date'],
        [243, 282, 'Description'],
        [392, 410, 'Debit'],
        [472, 493, 'Credit'],
        [516, 544, 'Balance'],
      ];
      const lines = [line(3, 778, [48, 73, 'Posted'], [102, 122, 'Value']), line(3, 767, ...labels)];
      const hit = findHeaderAt(lines, 0, headerMatcher(profile('investec')));
      expect(hit?.cols.map((c) => `${c.role}@${Math.floor(c.x0)}`).slice(0, 2)).toEqual(['date@48', 'ignore@102']);
      // The page's rows late in the month took the last date read before them (29 March for the 30th and 31st).
      await expectReadExactly(await makePerturbedFixture(corpusCases('investec', 30, 9300)[0]!));
    },
  );

  it(
    'two labels read as one piece (`Credits (R) (R)`) are parted where the ' + 'label stacked over the second starts',
    () => {
      const lines = [
        line(1, 707, [509, 544, 'Balance']),
        line(
          1,
          696,
          [44, 105, 'Tran list no'],
          [119, 140, 'Date'],
          [186, 242, 'Description'],
          [274, 314, 'Fees (R)'],
          [333, 384, 'Debits (R)'],
          [447, 524, 'Credits (R) (R)'],
        ),
        line(1, 685, [119, 167, '21/06/2025'], [186, 205, 'Cash'], [407, 436, '366.65'], [512, 555, '18,031.17']),
      ];
      const hit = findHeaderAt(lines, 0, matcher('nedbank-monthly', 6));
      expect(hit?.cols.slice(-2).map((c) => c.role)).toEqual(['credit', 'balance']);
    },
  );

  it('a quorum of labels is the header, even with one label missing from the line', () => {
    const head = line(1, 764, [40, 60, 'Date'], [90, 140, 'Description'], [340, 370, 'Amount'], [414, 446, 'Balance']);
    expect(findHeaderAt([head], 0, matcher('fnb-current', 4))?.cols.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
  });

  it.each([[['header-once']], [[]]] as const)(
    'a header printed on page 1 only, or on every page, reads the same rows (%j)',
    async (force) => {
      const f = await makePerturbedFixture({
        layout: 'nedbank-monthly',
        seed: 8,
        force: [...force],
        share: 0,
        transactions: 60,
      });
      expect(f.plan.on.has('header-once')).toBe(force.length > 0);
      const s = await convertStatement(f.pdf);
      expect(s.pages).toBeGreaterThan(1);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
    },
  );
});

describe('text columns from the data', () => {
  it(
    "a label set over a column's text (`Type` over `Payment`) names that column, though a column left of it prints " +
      'under a label the reading does not know (`Card` / `no.`): neither joins the description',
    async () => {
      // Discovery prints, drawn with the corpus's perturbations: read by the generic layout and by the profile.
      for (const i of [13, 19]) {
        const f = await makePerturbedFixture(corpusCases('discovery', 30, 9300)[i]!);
        await expectReadExactly(f);
      }
    },
  );

  it(
    'sub-columns of one description area (type, reference, card) are joined ' +
      'in reading order under a centred label',
    () => {
      const fnb = profile('fnb-2015');
      const head = line(
        1,
        764,
        [40, 60, 'Date'],
        [230, 280, 'Description'],
        [380, 410, 'Amount'],
        [440, 470, 'Balance'],
        [500, 556, 'Accrued Bank Charges'],
      );
      const row = (y: number, type: string, ref: string, card: string, amount: string) =>
        line(
          1,
          y,
          [40, 62, '19 Dec'],
          [94, 94 + type.length * 4, type],
          ...(ref ? [[225, 225 + ref.length * 4, ref] as [number, number, string]] : []),
          ...(card ? [[315, 355, card] as [number, number, string]] : []),
          [380, 410, amount],
          [430, 470, '1,234.56 Cr'],
        );
      const lines = [
        head,
        row(750, 'POS Purchase', 'Checkers Sandton', '412752*6823', '152.50'),
        row(738, 'Magtape Credit', 'Salary Acme', '', '9,472.77 Cr'),
        row(726, '#Monthly Fee', '', '', '69.00'),
        row(714, 'Cash Withdrawal', 'ATM Braamfontein', '412752*6823', '500.00'),
      ];
      const { rows } = readTable(lines, fnb, (l) => (l === head ? matchHeader(l, fnb.columns, 4) : null));
      expect(rows.map((r) => r.desc.join(' '))).toEqual([
        'POS Purchase Checkers Sandton 412752*6823',
        'Magtape Credit Salary Acme',
        '#Monthly Fee',
        'Cash Withdrawal ATM Braamfontein 412752*6823',
      ]);
      // The text right of the area's first sub-column is the row's own reference too.
      expect(rows.map((r) => r.ref.join(' '))).toEqual([
        'Checkers Sandton 412752*6823',
        'Salary Acme',
        '',
        'ATM Braamfontein 412752*6823',
      ]);
    },
  );

  it('a second date column (transaction date) is a date, never the start of the description, even run into it', () => {
    const capitec = profile('capitec-2018');
    const head = line(
      1,
      766,
      [48, 88, 'Posting Date'],
      [101, 137, 'Transaction Date'],
      [352, 388, 'Description'],
      [401, 444, 'Money In (R)'],
      [457, 505, 'Money Out (R)'],
      [518, 555, 'Balance (R)'],
    );
    const rows = [
      line(
        1,
        746,
        [46, 81, '02/03/2018'],
        [99, 134, '02/03/2018'],
        [148, 211, 'POS Purchase 14.99'],
        [481, 505, '-605.35'],
        [528, 555, '2 515.75'],
      ),
      line(
        1,
        734,
        [46, 81, '03/03/2018'],
        [99, 202, '03/03/2018Interest Received'],
        [417, 444, '8 952.40'],
        [524, 555, '11 468.15'],
      ),
    ];
    const cols = matchHeader(head, capitec.columns, 5)!;
    const grid = buildGrid(cols, rows);
    expect(
      rows.map((r) =>
        classifyLine(r, grid)
          .filter((c) => c.role === 'description')
          .map((c) => c.text),
      ),
    ).toEqual([['POS Purchase 14.99'], ['Interest Received']]);
    expect(
      classifyLine(rows[1]!, grid)
        .slice(0, 2)
        .map((c) => [c.role, c.text]),
    ).toEqual([
      ['date', '03/03/2018'],
      ['ignore', '03/03/2018'],
    ]);
  });

  it(
    'with a text column printing nothing (no card numbers), the description ' +
      'still takes its label, however far off it is',
    () => {
      const disc = profile('discovery');
      const head = line(
        1,
        748,
        [65, 86, 'Date'],
        [99, 139, 'Card no.'],
        [161, 184, 'Type'],
        [468, 499, 'Details'],
        [517, 554, 'Amount'],
      );
      const rows = [
        line(
          1,
          734,
          [40, 80, '6 Jan 2026'],
          [149, 182, 'Payment'],
          [194, 282, 'POS Purchase Uber Trip'],
          [527, 555, 'R127.39'],
        ),
        line(
          1,
          708,
          [40, 80, '7 Jan 2026'],
          [149, 177, 'Deposit'],
          [194, 314, 'Payment 1Day Cr From Savings'],
          [516, 555, 'R3 729.94'],
        ),
        line(
          1,
          669,
          [40, 80, '8 Jan 2026'],
          [149, 181, 'Payment'],
          [194, 328, 'Debit Order Old Mutual Unit Trusts'],
          [518, 555, 'R107.51'],
        ),
      ];
      const cols = matchHeader(head, disc.columns, 4)!;
      expect(cols.map((c) => c.role)).toContain('description');
      const grid = buildGrid(cols, rows);
      expect(
        rows.map((r) =>
          classifyLine(r, grid)
            .filter((c) => c.role === 'description')
            .map((c) => c.text),
        ),
      ).toEqual([['POS Purchase Uber Trip'], ['Payment 1Day Cr From Savings'], ['Debit Order Old Mutual Unit Trusts']]);
    },
  );

  it(
    'a Details label set right over a description with a reference ' +
      'sub-column names all of it, beside a label printing nothing',
    () => {
      const disc = profile('discovery');
      const head = line(
        1,
        748,
        [65, 86, 'Date'],
        [99, 139, 'Card no.'],
        [161, 184, 'Type'],
        [468, 499, 'Details'],
        [517, 554, 'Amount'],
      );
      const rows = [
        line(
          1,
          734,
          [40, 80, '6 Jan 2026'],
          [149, 182, 'Payment'],
          [194, 282, 'POS Purchase Uber Trip'],
          [330, 375, 'INV3367'],
          [527, 555, 'R127.39'],
        ),
        line(
          1,
          708,
          [40, 80, '7 Jan 2026'],
          [149, 177, 'Deposit'],
          [194, 314, 'Payment 1Day Cr'],
          [330, 375, 'INV6459'],
          [516, 555, 'R3 729.94'],
        ),
        line(
          1,
          669,
          [40, 80, '8 Jan 2026'],
          [149, 181, 'Payment'],
          [194, 328, 'Debit Order Old Mutual'],
          [330, 375, 'INV3206'],
          [518, 555, 'R107.51'],
        ),
      ];
      const grid = buildGrid(matchHeader(head, disc.columns, 4)!, rows);
      expect(
        rows.map((r) =>
          classifyLine(r, grid)
            .filter((c) => c.role === 'description')
            .map((c) => c.text),
        ),
      ).toEqual([
        ['POS Purchase Uber Trip', 'INV3367'],
        ['Payment 1Day Cr', 'INV6459'],
        ['Debit Order Old Mutual', 'INV3206'],
      ]);
    },
  );

  it(
    'a description label set right over its sub-columns does not hand the ' +
      "description's first column to the reference column left of it",
    () => {
      const ned = profile('nedbank-monthly');
      const head = line(
        1,
        700,
        [44, 105, 'Tran list no'],
        [119, 140, 'Date'],
        [300, 356, 'Description'],
        [370, 400, 'Fees (R)'],
        [410, 450, 'Debits (R)'],
        [455, 490, 'Credits (R)'],
        [515, 555, 'Balance (R)'],
      );
      const rows = [
        line(
          1,
          686,
          [44, 74, '118648'],
          [88, 129, '21/06/2025'],
          [150, 210, 'Cash Deposit'],
          [260, 300, 'Branch'],
          [470, 490, '366.65'],
          [512, 555, '18,031.17'],
        ),
        line(
          1,
          674,
          [44, 74, '118649'],
          [88, 129, '22/06/2025'],
          [150, 230, 'Debit Order Acme'],
          [260, 300, 'Ref 12'],
          [430, 450, '66.65'],
          [512, 555, '17,964.52'],
        ),
        line(
          1,
          662,
          [44, 74, '118650'],
          [88, 129, '23/06/2025'],
          [150, 195, 'Admin Fee'],
          [260, 300, 'Branch'],
          [430, 450, '6.00'],
          [512, 555, '17,958.52'],
        ),
      ];
      const grid = buildGrid(matchHeader(head, ned.columns, 6)!, rows);
      const read = rows.map((r) => classifyLine(r, grid));
      expect(read.map((cells) => cells.filter((c) => c.role === 'description').map((c) => c.text))).toEqual([
        ['Cash Deposit', 'Branch'],
        ['Debit Order Acme', 'Ref 12'],
        ['Admin Fee', 'Branch'],
      ]);
      expect(read.map((cells) => cells.filter((c) => c.role === 'reference').map((c) => c.text))).toEqual([
        ['118648'],
        ['118649'],
        ['118650'],
      ]);
    },
  );

  it('a marker in a text column whose label sits off to one side (`##` under Service Fee) is not description', () => {
    const sb = profile('standard-bank-monthly');
    const head = line(
      2,
      800,
      [40, 69, 'Details'],
      [304, 353, 'Service Fee'],
      [369, 396, 'Debits'],
      [422, 454, 'Credits'],
      [470, 490, 'Date'],
      [500, 534, 'Balance'],
    );
    const rows = Array.from({ length: 40 }, (_, i) =>
      i % 13 === 3
        ? line(
            2,
            780 - i * 12,
            [40, 116, 'Monthly Account Fee'],
            [355, 363, '##'],
            [392, 412, '26.99'],
            [470, 490, '12 26'],
            [521, 555, '38,749.09'],
          )
        : line(
            2,
            780 - i * 12,
            [40, 166, 'POS Purchase Pick n Pay Rosebank'],
            [392, 412, '161.68'],
            [470, 490, '12 26'],
            [521, 555, '38,776.08'],
          ),
    );
    const grid = buildGrid(matchHeader(head, sb.columns, 5)!, rows);
    expect(
      classifyLine(rows[3]!, grid)
        .filter((c) => c.role === 'description')
        .map((c) => c.text),
    ).toEqual(['Monthly Account Fee']);
  });

  it(
    'real FNB 2015 print: every description as printed, with centred and ' + 'stacked labels over its columns',
    async () => {
      const f = await makePerturbedFixture({ ...VARIANTS['fnb-2015-summary-first']!, seed: 101 });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
    },
  );
});

describe('quality tells the truth about descriptions', () => {
  const tx = (i: number, description: string): Transaction => ({
    date: '2025-01-01',
    description,
    amount: -1,
    balance: null,
    page: 1,
    row: i,
  });

  it('a statement with more than 1% empty descriptions is not complete, and counts them', () => {
    const rows = Array.from({ length: 99 }, (_, i) => tx(i, i < 2 ? '' : 'POS Purchase'));
    const q = dataQuality(rows, 'passed', []);
    expect(q).toMatchObject({ isComplete: false, unknownDescriptions: 2 });
    expect(q.qualityScore).toBeLessThan(100);
  });
});

describe('a description printed right of the figures (Date | Amount | Balance | Description)', () => {
  it.each([
    ['generic-description-last', 1],
    ['generic-description-last', 3],
    ['generic-signed-description-last', 5],
  ] as const)(
    '%s seed %i: every description read, a centred label and a head drawn as an image too',
    async (name, seed) => {
      await expectReadExactly(await makePerturbedFixture({ ...VARIANTS[name]!, seed }));
    },
  );
});

// A profile that names no description (`Date Description Amount Balance`) read on a print that labels it otherwise
// (`Particulars`): a page's first row set with its first line over its date (`DEPOSIT` / `VODACOM` / `PAYROLL WEEK
// 44 14 Jan …`) lost that line to the header as a label's lower part, and passed.
describe("a header's description label the layout does not know", () => {
  const money = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const page = (n: number, top: number, label: string, rows: { words: string[]; day: number; cents: number }[]) => {
    const out = [
      line(n, top, [40, 70, 'Trans date'], [110, 150, label], [381, 430, 'Amount (R)'], [495, 530, 'Balance']),
    ];
    let [y, balance] = [top - 13, n === 1 ? 1_000_000 : 1_000_000 - 12_345 * 3];
    for (const r of rows) {
      balance += r.cents;
      r.words.forEach((w, k) => {
        const last = k === r.words.length - 1;
        out.push(
          last
            ? line(
                n,
                y,
                [40, 62, `${r.day} Jan`],
                [110, 240, w],
                [390, 430, money(r.cents)],
                [490, 530, money(balance)],
              )
            : line(n, y, [110, 240, w]),
        );
        y -= 12;
      });
      y -= 5;
    }
    return out;
  };
  const debit = (day: number) => ({ words: ['DEBIT ORDER', 'SANTAM INSURANCE'], day, cents: -12_345 });

  it.each([
    ['DEPOSIT', 'Particulars'],
    ['PAYMENTS', 'Particulars'],
    ['DETAILS', 'Narrative'],
    ['CREDIT', 'Transaction Details'],
  ])('a first row on page 2 that starts `%s` under `%s` keeps that line', (word, label) => {
    const opening = line(1, 747, [110, 180, 'Opening balance'], [490, 530, money(1_000_000)]);
    const first = page(1, 760, label, [debit(2), debit(3), debit(4)]);
    const lines = [
      first[0] as Line,
      opening,
      ...first.slice(1).map((l) => ({ ...l, y: l.y - 13 })),
      ...page(2, 760, label, [{ words: [word, 'VODACOM', 'PAYROLL WEEK 44'], day: 14, cents: 314_445 }, debit(15)]),
    ];
    const s = buildStatement(lines, 2, profile('standard-bank-2015'), { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((t) => t.description)).toEqual([
      'DEBIT ORDER SANTAM INSURANCE',
      'DEBIT ORDER SANTAM INSURANCE',
      'DEBIT ORDER SANTAM INSURANCE',
      `${word} VODACOM PAYROLL WEEK 44`,
      'DEBIT ORDER SANTAM INSURANCE',
    ]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
