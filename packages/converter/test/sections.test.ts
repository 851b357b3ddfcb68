import { describe, expect, it } from 'vitest';
import type { LayoutId } from './fixtures/index';
import { pdfLines } from './fixtures/pdf-text';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { scoreFixture } from './fixtures/perturb/measure';
import { VARIANTS } from './fixtures/perturb/variants';
import { chooseLayout } from '../src/choose-layout';
import { pdfjsExtractor } from '../src/extract/pdfjs-extractor';
import { findFurniture } from '../src/layout/furniture';
import { buildLines, type Line } from '../src/layout/lines';
import ExcelJS from 'exceljs';
import { toCsv } from '../src/export/csv';
import { toOfx } from '../src/export/ofx';
import { statementFormats } from '../src/export/qbo';
import { toXlsx } from '../src/export/xlsx';
import { convertStatement } from '../src/index';
import { genericProfile } from '../src/banks/generic';
import { accountOn, splitSections } from '../src/sections';
import { printedAccountNumber } from '../src/banks/printed-account';
import { headerMatcher } from '../src/build-statement';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Pen, statementHead } from './fixtures/pen';
import { num } from './fixtures/layouts/format';
import { textAt, textLine } from './fixtures/text-lines';
import { runningHeaderAccounts } from './fixtures/running-header-account';
import { accountHeadings, type HeadingOptions } from './fixtures/account-headings';

// Statements of several accounts (a transactional account and a savings or call account), each section with its own
// heading, account number, opening and closing lines and rows.

const LAYOUTS: LayoutId[] = [
  'fnb-current',
  'absa-cheque',
  'standard-bank-monthly',
  'nedbank-monthly',
  'tymebank',
  'generic',
];

describe('account sections in the generator', () => {
  it.each(LAYOUTS)(
    '%s: each section prints its own account number and its rows chain from its own opening',
    async (layout) => {
      for (const [count, newPage] of [
        [2, false],
        [3, true],
      ] as const) {
        const f = await makePerturbedFixture({
          layout,
          seed: 5,
          share: 0,
          transactions: 24,
          sections: { count, newPage },
        });
        const doc = await pdfLines(f.pdf);
        const digits = doc.lines.map((l) => l.text.replace(/\D/g, ''));
        const truth = f.sections ?? [];
        expect(truth).toHaveLength(count);
        expect(new Set(truth.map((t) => t.account)).size).toBe(count);
        for (const t of truth)
          expect(
            digits.some((d) => d.includes(t.account)),
            `${layout}: account ${t.account}`,
          ).toBe(true);
        expect(truth.reduce((n, t) => n + t.rows, 0)).toBe(f.expected.length);
        // The model's rows, section by section, chain from each section's own opening to its own closing.
        let at = 0;
        for (const t of truth) {
          let bal = t.opening;
          let rows = 0;
          while (rows < t.rows) {
            const tx = f.model.txs[at++]!;
            if (tx.nonPosting) continue;
            bal += tx.amount;
            rows += tx.rowFee ? 2 : 1;
            expect(tx.balance).toBe(bal);
          }
          expect(bal).toBe(t.closing);
        }
      }
    },
  );
});

const read = async (layout: LayoutId, seed: number, count: 2 | 3, newPage: boolean) => {
  const f = await makePerturbedFixture({ layout, seed, share: 0, transactions: 24, sections: { count, newPage } });
  return { f, s: await convertStatement(f.pdf) };
};

describe('account sections in the converter', () => {
  it.each(LAYOUTS)(
    '%s: each section is read as its own chain, with its own account number, opening and closing',
    async (layout) => {
      for (const [seed, count, newPage] of [
        [11, 2, false],
        [12, 3, true],
      ] as const) {
        const { f, s } = await read(layout, seed, count, newPage);
        const score = await scoreFixture(f, s.bank, seed);
        expect(score.exact, `${layout} seed ${seed}: ${JSON.stringify(score.firstMismatch)}`).toBe(f.expected.length);
        expect(s.dataQuality.balanceCheck).toBe('passed');
        expect(
          s.sections?.map((x) => [
            x.accountNumber?.replace(/\D/g, ''),
            x.openingBalance,
            x.closingBalance,
            x.transactions,
            x.balanceCheck,
          ]),
        ).toEqual(f.sections!.map((t) => [t.account, t.opening / 100, t.closing / 100, t.rows, 'passed']));
        // Every row names its section, in print order; the statement's own balances are the first account's.
        expect(s.transactions.map((t) => t.section)).toEqual(
          f.sections!.flatMap((t, k) => Array<number>(t.rows).fill(k)),
        );
        expect([s.accountNumber?.replace(/\D/g, ''), s.openingBalance, s.closingBalance]).toEqual([
          f.sections![0]!.account,
          f.model.opening / 100,
          f.model.closing / 100,
        ]);
        expect(score.silentlyWrong).toBe(false);
      }
    },
  );

  it('a heading naming only the product and its number starts a section at its opening line', async () => {
    for (const seed of [3, 5]) {
      const f = await makePerturbedFixture({ ...VARIANTS['generic-product-headings']!, seed });
      const s = await convertStatement(f.pdf);
      // The heading has no `account` word: its number is read where an opening line follows it, and the last row's
      // wrapped line before the heading overleaf is not taken for letterhead.
      expect(
        s.sections?.map((x) => [x.accountNumber, x.openingBalance, x.closingBalance, x.transactions, x.balanceCheck]),
        `seed ${seed}`,
      ).toEqual(f.sections!.map((t) => [t.account, t.opening / 100, t.closing / 100, t.rows, 'passed']));
      const score = await scoreFixture(f, s.bank, seed);
      expect([score.exact, score.reconciled]).toEqual([f.expected.length, true]);
    }
  });

  it('where a heading names only the product, the sections are never passed as one chain', async () => {
    // The generic-signed layout prints no opening line: nothing but the heading tells its sections apart.
    for (const layout of ['generic', 'generic-signed'] as const)
      for (let seed = 1; seed <= 8; seed++) {
        const f = await makePerturbedFixture({
          layout,
          seed,
          share: 0.3,
          transactions: 30,
          sections: { count: 2, newPage: seed % 2 === 0, productHeadings: true },
          tweak: (p) => {
            p.on.delete('pending-section');
          },
        });
        const name = layout;
        const s = await convertStatement(f.pdf);
        const score = await scoreFixture(f, s.bank, seed);
        if (!score.reconciled) continue;
        // Passed: every row and each section's balances right (its number, printed with no label, stays unknown).
        expect(score.exact, `${name} ${seed}`).toBe(f.expected.length);
        expect(s.sections?.map((x) => [x.openingBalance, x.closingBalance])).toEqual(
          f.sections!.map((t) => [t.opening / 100, t.closing / 100]),
        );
      }
  }, 120_000);

  it('a statement of one account has no sections and no section on its rows', async () => {
    const f = await makePerturbedFixture({ layout: 'fnb-current', seed: 11, share: 0, transactions: 24 });
    const s = await convertStatement(f.pdf);
    expect(s.sections).toBeUndefined();
    expect(s.transactions.every((t) => t.section === undefined)).toBe(true);
  });

  it('a section whose table cannot be read is a break naming its page, never dropped silently', async () => {
    const f = await makePerturbedFixture({
      layout: 'fnb-current',
      seed: 11,
      share: 0,
      transactions: 24,
      sections: { count: 2, newPage: true },
    });
    const doc = await pdfjsExtractor.open(f.pdf, { maxPages: 20, deadline: Date.now() + 60_000 });
    const raw: Line[] = [];
    for (let p = 1; p <= doc.pageCount; p++) raw.push(...buildLines(await doc.pageRuns(p)));
    await doc.close();
    // The second account's column header is not in the text layer (drawn as an image): its rows cannot be placed.
    const second = raw.findIndex((l) => l.text.includes(f.sections![1]!.account));
    const page = raw[second]!.page;
    const kept = raw.filter(
      (l, i) => !(i > second && l.page === page && /^(Date Description|Bank$|Charges$)/.test(l.text)),
    );
    const { lines, repeated } = findFurniture(kept, doc.pageCount);
    const s = chooseLayout(lines, doc.pageCount, { repeated });
    expect(s.dataQuality.balanceCheck).toBe('failed');
    expect(s.dataQuality.breaks).toContainEqual(expect.objectContaining({ kind: 'unread-section', page }));
    expect(s.sections?.map((x) => x.transactions)).toEqual([f.sections![0]!.rows, 0]);
  });
});

// The second account runs onto a page whose running header prints the first account's number: before, its last rows
// became a third section under the first account's number, and every part passed.
describe("a page's running header naming the first account over the second account's rows", () => {
  it.each([1, 2, 3].flatMap((seed) => [false, true].map((cr) => ({ seed, cr }))))(
    'seed $seed, balances with Cr $cr: two sections, each with all its rows',
    async ({ seed, cr }) => {
      const { pdf, truth } = await runningHeaderAccounts(seed, cr);
      const s = await convertStatement(pdf);
      expect(
        (s.sections ?? []).map((x) => [x.accountNumber, x.openingBalance, x.closingBalance, x.transactions]),
      ).toEqual(truth.map((t) => [t.account, t.opening, t.closing, t.amounts.length]));
      expect(s.transactions.map((t) => t.amount)).toEqual(truth.flatMap((t) => t.amounts));
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});

// Before: an Afrikaans label (`Rekeningnommer:`) or a heading of the product and its number gave no section its
// number; an account with no rows that printed only `Balance:` under `No transactions` vanished, its number given to
// the next account's rows; a third account under a running header naming the first took the first one's number.
// Every statement passed.
describe('the accounts of a statement, however their headings name them', () => {
  const empties: HeadingOptions['empty'][] = [
    null,
    { at: 0, style: 'balance-only' },
    { at: 1, style: 'open-close' },
    { at: 2, style: 'balance-only' },
  ];
  const cases = (['en', 'af'] as const).flatMap((language) =>
    (['label', 'product'] as const).flatMap((heading) =>
      empties.flatMap((empty, i) =>
        [false, true].map((newPage) => ({ seed: i + 1, language, heading, empty, newPage })),
      ),
    ),
  );
  it.each(cases)(
    '$language, heading by $heading, empty account $empty.at $empty.style, a page each $newPage',
    async (o) => {
      const { pdf, truth } = await accountHeadings(o);
      const s = await convertStatement(pdf);
      expect(
        (s.sections ?? []).map((x) => [x.accountNumber, x.openingBalance, x.closingBalance, x.transactions]),
      ).toEqual(truth.map((t) => [t.account, t.opening, t.closing, t.amounts.length]));
      expect(s.transactions.map((t) => t.amount)).toEqual(truth.flatMap((t) => t.amounts));
      expect([s.accountNumber, s.openingBalance, s.closingBalance]).toEqual([
        truth[0]!.account,
        truth[0]!.opening,
        truth[0]!.closing,
      ]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});

describe('a summary box above the table', () => {
  it('its closing line is no end of a table: the header under it starts none of its own', () => {
    const at = textAt;
    const lines = [
      at(758, [
        [40, 'Name: Zanele Khumalo'],
        [338, 'Opening balance'],
        [509, 'R34 551.20'],
      ]),
      // The period, on the summary's baseline, reads like a dated row with a figure.
      at(734, [
        [40, '1 March 2025 - 31 March 2025'],
        [338, 'Money out'],
        [506, '-R33 349.71'],
      ]),
      at(720, [
        [338, 'Closing balance'],
        [509, 'R48 829.08'],
      ]),
      at(682, [
        [40, 'Date'],
        [115, 'Description'],
        [365, 'Money In'],
        [439, 'Money Out'],
        [524, 'Balance'],
      ]),
      ...[667, 654, 641].map((y, i) =>
        at(y, [
          [40, `${i + 2} March 2025`],
          [115, `DEBIT ORDER ${i}`],
          [440, '-R2 719.33'],
          [514, 'R31 831.87'],
        ]),
      ),
    ];
    expect(splitSections(lines, genericProfile, headerMatcher(genericProfile))).toHaveLength(1);
  });
});

describe('the account number that starts a section', () => {
  it('stops where the number does: a balance printed after it on a summary line is not part of it', () => {
    const at = (text: string) => accountOn(textLine(1, 700, [[40, 400, text]]), genericProfile);
    expect(at('Cheque Account 6201334455 8,452.10')).toBe('6201334455');
    expect(at('Account Number: 40-9876-5432')).toBe('4098765432');
    expect(at('Savings account 62 0133 4455 12.00 Cr')).toBe('6201334455');
  });

  it('nor into an address printed in the next cell on its line', () => {
    const line = textLine(1, 744, [
      [40, 150, 'Account number 1047782210'],
      [360, 480, '22 RIVER ROAD, MBOMBELA, 1201'],
    ]);
    expect(accountOn(line, genericProfile)).toBe('1047782210');
    expect(printedAccountNumber([line])).toBe('1047782210');
    // Label and number in cells of their own: the number is the next cell.
    const apart = textLine(1, 744, [
      [40, 110, 'Account number'],
      [120, 180, '4091 2345 67'],
      [360, 480, '22 RIVER ROAD'],
    ]);
    expect([accountOn(apart, genericProfile), printedAccountNumber([apart])]).toEqual(['4091234567', '4091234567']);
  });
});

describe('account sections in the exports', () => {
  it(
    'CSV gives each account its own file, OFX its own statement response, ' +
      'XLSX an account column; no QBO mixes two',
    async () => {
      const { f, s } = await read('absa-cheque', 12, 3, true);
      const truth = f.sections!;
      for (const profile of ['sage', 'xero', 'generic'] as const) {
        const files = toCsv(s, profile);
        expect(
          files.map((x) => x.trim().split('\r\n').length - 1),
          profile,
        ).toEqual(truth.map((t) => t.rows));
      }
      const ofx = toOfx(s);
      const responses = ofx.split('<STMTTRNRS>').slice(1);
      expect(
        responses.map((r) => [
          /<ACCTID>(\d+)/.exec(r)?.[1],
          (r.match(/<STMTTRN>/g) ?? []).length,
          /<BALAMT>([-\d.]+)/.exec(r)?.[1],
        ]),
      ).toEqual(truth.map((t) => [t.account, t.rows, (t.closing / 100).toFixed(2)]));
      expect(statementFormats(s)).toEqual(['ofx']);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await toXlsx(s)) as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Transactions')!;
      expect(ws.getRow(1).getCell(1).value).toBe('Account');
      const column = ws
        .getColumn(1)
        .values.slice(2)
        .map((v) => String(v).replace(/\D/g, ''));
      expect(column).toEqual(truth.flatMap((t) => Array<string>(t.rows).fill(t.account)));
    },
  );
});

describe('account sections and page furniture', () => {
  it("rows printed above the next account's header are rows, not letterhead a repeated line may echo", async () => {
    // Seeded so that a row's wrapped line of the first account stands above the second account's header on its page,
    // and the same words wrap the last row at the foot of the last page: they stay that row's text.
    const f = await makePerturbedFixture({ ...VARIANTS['absa-cheque-accounts-no-closing']!, seed: 3009 });
    const score = await scoreFixture(f, 'ABSA', 3009);
    expect(score.exact, JSON.stringify(score.firstMismatch)).toBe(f.expected.length);
    expect(score.silentlyWrong).toBe(false);
  });
});

// A card's summary beside a box that prints the due date (`Payments 773.61 Cr` on the line of `Payment due 9 June
// 2024`): that line was a row before the table, the summary's closing closed an account, and the table's first row
// (`Previous statement balance`) opened a second one: the rows a section with no number, the summary an account with
// no rows, flagged.
describe('a summary line that holds a figure and, beside it, a date', () => {
  const money = (cents: number) =>
    `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
  it.each([
    ['Payment due', '9 June 2024'],
    ['Due date', '09/06/2024'],
    ['Betaal voor', '9 Junie 2024'],
  ])('is no row: one account, its chain whole (`%s %s`)', async (due, date) => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
    const spent = [30_454, 181_113, 115_445, 412_219];
    const [start, refund] = [826_237, 77_361];
    const end = start + spent.reduce((a, b) => a + b, 0) - refund;
    pen.text(40, 'Protea Card Services');
    pen.line([
      [40, 'Credit card account statement'],
      [330, 'Account number 61369297912'],
    ]);
    pen.line([[330, 'Statement period 16 April 2024 to 15 May 2024']], 6);
    pen.line([
      [40, 'Previous balance'],
      [-220, `${money(start)} Dr`],
      [330, 'Minimum payment R547.30'],
    ]);
    pen.line([
      [40, 'Purchases'],
      [-220, money(end - start + refund)],
      [330, due],
      [-540, date],
    ]);
    pen.line([
      [40, 'Payments and refunds'],
      [-220, `${money(refund)} Cr`],
      [330, 'Credit limit R50,000.00'],
    ]);
    pen.line(
      [
        [40, 'Closing balance'],
        [-220, `${money(end)} Dr`],
      ],
      6,
    );
    pen.text(40, 'Transactions');
    pen.line([
      [40, 'Date'],
      [110, 'Description'],
      [-380, 'Debit'],
      [-450, 'Credit'],
      [-540, 'Balance'],
    ]);
    let owed = start;
    pen.line([
      [40, '16 Apr 2024'],
      [110, 'Previous statement balance'],
      [-540, `${money(owed)} Dr`],
    ]);
    const rows: [string, string, number][] = [
      ['18 Apr 2024', 'UBER EATS HELP.UBER.COM', spent[0] as number],
      ['23 Apr 2024', 'MR PRICE HOME GATEWAY', spent[1] as number],
      ['04 May 2024', 'REFUND ENGEN KILLARNEY', -refund],
      ['09 May 2024', 'BUILDERS WAREHOUSE RIVONIA', spent[2] as number],
      ['12 May 2024', 'SASOL DELTA GARAGE', spent[3] as number],
    ];
    for (const [d, what, cents] of rows) {
      owed += cents;
      const x = cents > 0 ? -380 : -450;
      pen.line([
        [40, d],
        [110, what],
        [x, money(Math.abs(cents))],
        [-540, `${money(owed)} Dr`],
      ]);
    }
    pen.line([
      [110, 'Closing balance'],
      [-540, `${money(owed)} Dr`],
    ]);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => t.amount)).toEqual(rows.map(([, , c]) => -c / 100));
    expect([s.openingBalance, s.closingBalance]).toEqual([-start / 100, -end / 100]);
    expect(s.dataQuality.breaks).toEqual([]);
    expect(s.sections).toBeUndefined();
  });
});

// The first page names the account only in a box (its number under its label), each page after it in a running
// header (`Account 9290527059`); a second account follows with a heading of its own and its opening line, the first
// printing no closing. Before, with no number read for the first account, the second's number was taken for the
// first's own: both read as one account, the chain broken where the second opens.
describe('a second account after a first whose number only a running header prints', () => {
  const money = (cents: number) =>
    (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it.each([1, 2, 3])('is an account of its own, each read by its own chain (seed %i)', async (seed) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(seed % 2 ? StandardFonts.Helvetica : StandardFonts.TimesRoman);
    let page = doc.addPage([595, 842]);
    let y = 800;
    const put = (cells: [number, string][], gap = 0) => {
      for (const [x, s] of cells)
        page.drawText(s, { x: x < 0 ? -x - font.widthOfTextAtSize(s, 8) : x, y, size: 8, font });
      y -= 12.8 + gap;
    };
    const header = () =>
      put([
        [40, 'Tran date'],
        [110, 'Description'],
        [-420, 'Amount'],
        [-520, 'Balance'],
      ]);
    put([[40, 'Limpopo Enterprise Bank']]);
    put([
      [40, 'Statement of Account'],
      [400, 'Account number'],
    ]);
    put(
      [
        [40, 'BOKAMOSO ENGINEERING (PTY) LTD'],
        [400, '9290527059'],
      ],
      8,
    );
    header();
    const want: number[][] = [[], []];
    const account = (k: 0 | 1, opening: number, n: number) => {
      let balance = opening;
      put([
        [40, '01 Jan'],
        [110, k ? 'Opening balance' : 'Balance brought forward'],
        [-520, money(balance)],
      ]);
      for (let i = 0; i < n; i++) {
        if (y < 80) {
          put([
            [110, 'Balance carried forward'],
            [-520, money(balance)],
          ]);
          [page, y] = [doc.addPage([595, 842]), 800];
          put(
            [
              [40, 'Limpopo Enterprise Bank'],
              [400, 'Account 9290527059'],
            ],
            8,
          );
          header();
          put([
            [110, 'Balance brought forward'],
            [-520, money(balance)],
          ]);
        }
        const cents = (i + seed) % 3 ? -(10_000 + ((i * 7919 + seed * 131) % 900_000)) : 1_500_000 + i * 1_234;
        balance += cents;
        want[k]?.push(cents / 100);
        put([
          [40, `${String(2 + (i % 27)).padStart(2, '0')} Jan`],
          [110, cents < 0 ? 'ESKOM' : 'CASH DEPOSIT'],
          [-420, money(cents)],
          [-520, money(balance)],
        ]);
      }
    };
    account(0, 5_000_000, 48 + seed * 3);
    put([[40, 'Business Call Account Account number 1134779513']], 6);
    put([
      [40, 'Date'],
      [110, 'Description'],
      [-420, 'Amount'],
      [-520, 'Balance'],
    ]);
    account(1, -992_299, 6 + seed);
    const s = await convertStatement(await doc.save());
    expect(s.sections?.map((x) => x.accountNumber)).toEqual(['9290527059', '1134779513']);
    expect([0, 1].map((k) => s.transactions.filter((t) => (t.section ?? 0) === k).map((t) => t.amount))).toEqual(want);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A savings account printed under the first account's table with no header of its own (its heading, its opening and
// its rows): before, its rows were named unread and the statement failed, though its columns are the first one's.
describe('a later account under the first one’s table, with no header of its own', () => {
  it.each([
    ['Fixed Savings Pocket   Account Number: 23 8285 2955', '23 8285 2955'],
    ['Spaarrekening   Rekeningnommer: 6230 1144 87', '6230 1144 87'],
  ])('%s: its rows are read under the header above, as an account of its own', async (heading, account) => {
    const { doc, pen } = await statementHead(
      [
        'Grindrod Bank',
        'Current Account   Account Number: 10 4455 6677',
        'Statement period: 1 October 2023 to 31 October 2023',
      ],
      [
        [40, 'Date'],
        [110, 'Description'],
        [-400, 'Debit'],
        [-470, 'Credit'],
        [-545, 'Balance'],
      ],
    );
    const section = (opening: number, rows: [string, string, number][], closingLabel: string) => {
      pen.line([
        [110, 'Opening balance'],
        [-545, `${num(opening)} Cr`],
      ]);
      let balance = opening;
      for (const [date, desc, amount] of rows) {
        balance += amount;
        pen.line([
          [40, date],
          [110, desc],
          amount < 0 ? [-400, num(-amount)] : [-470, num(amount)],
          [-545, `${num(balance)} Cr`],
        ]);
      }
      pen.line([
        [110, closingLabel],
        [-545, `${num(balance)} Cr`],
      ]);
      return balance;
    };
    section(
      250_000,
      [
        ['03 Oct 2023', 'POS PURCHASE SPAR', -12_345],
        ['09 Oct 2023', 'SALARY ACME', 1_500_000],
      ],
      'Closing balance',
    );
    pen.text(40, heading, 14);
    const closing = section(
      1_252_647,
      [
        ['12 Oct 2023', 'INTEREST', 4_512],
        ['26 Oct 2023', 'TRANSFER TO CURRENT', -200_000],
      ],
      'Balance at end of period',
    );
    const s = await convertStatement(await doc.save());
    expect(s.sections?.map((x) => [x.accountNumber?.replace(/\D/g, ''), x.transactions, x.closingBalance])).toEqual([
      ['1044556677', 2, 17_376.55],
      [account.replace(/\D/g, ''), 2, closing / 100],
    ]);
    expect(s.transactions.map((t) => t.description)).toEqual([
      'POS PURCHASE SPAR',
      'SALARY ACME',
      'INTEREST',
      'TRANSFER TO CURRENT',
    ]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
