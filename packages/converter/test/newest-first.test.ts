import { describe, expect, it } from 'vitest';
import type { LayoutProfile } from '../src/banks/profile';
import { convertStatement } from '../src/index';
import type { ClassifiedCell } from '../src/layout/classify-line';
import type { RawRow } from '../src/layout/table';
import { parseAmount } from '../src/parse/amount';
import { decodeEitherWay } from '../src/printed-order';
import { pdfLines } from './fixtures/pdf-text';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { ROLES } from './fixtures/perturb/roles';
import { VARIANTS } from './fixtures/perturb/variants';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Pen } from './fixtures/pen';
import { num } from './fixtures/layouts/format';

// Rows printed newest first (online transaction histories): the chain says which way it runs, the output is
// oldest first with the opening before the oldest row and the closing after the newest.

const profile: LayoutProfile = { bank: 'Test', layout: 'test', detect: [], columns: [] };
let line = 0;
const row = (desc: string, amount: string, balance: string): RawRow => ({
  kind: 'posting',
  page: 1,
  row: ++line,
  dateText: '01/05/2025',
  desc: [desc],
  ref: [],
  figures: [{ role: 'amount', text: amount, amount: parseAmount(amount), col: 2 } as ClassifiedCell],
  balance: parseAmount(balance),
});
const decode = (rows: RawRow[]) => decodeEitherWay({ rows, opening: null, closing: null }, profile);
const posted = (r: ReturnType<typeof decode>) => r.postings.map((p) => [p.row.desc[0], p.amount, p.balance]);

describe('the direction the rows were printed in, from the balance chain', () => {
  it(
    'rows printed newest first are read oldest first: no breaks, opening = ' +
      'oldest balance − its amount, closing = newest balance',
    () => {
      const r = decode([
        row('Salary', '3,000.00', '3,850.00'),
        row('Admin Fee', '-50.00', '850.00'),
        row('POS Purchase', '-100.00', '900.00'),
      ]);
      expect(posted(r)).toEqual([
        ['POS Purchase', -10000, 90000],
        ['Admin Fee', -5000, 85000],
        ['Salary', 300000, 385000],
      ]);
      expect(r).toMatchObject({ fails: 0, opening: 100000, closing: 385000, newestFirst: true });
    },
  );

  it('rows printed oldest first with one misprinted balance keep their order and name the break', () => {
    const r = decode([
      row('POS Purchase', '-100.00', '900.00'),
      row('Admin Fee', '-50.00', '805.00'),
      row('Salary', '3,000.00', '3,850.00'),
      row('Cash', '-10.00', '3,840.00'),
    ]);
    expect(posted(r).map((p) => p[0])).toEqual(['POS Purchase', 'Admin Fee', 'Salary', 'Cash']);
    expect(r.fails).toBe(1);
    expect(r.newestFirst).toBeUndefined();
  });

  it('a single row, or balances that agree no better one way than the other, keep the printed order', () => {
    expect(posted(decode([row('Salary', '3,000.00', '3,850.00')]))).toEqual([['Salary', 300000, 385000]]);
    const r = decode([row('A', '-10.00', '100.00'), row('B', '-10.00', '500.00'), row('C', '-10.00', '50.00')]);
    expect(posted(r).map((p) => p[0])).toEqual(['A', 'B', 'C']);
    expect(r.newestFirst).toBeUndefined();
  });
});

describe('statements printed newest first, on several layouts', () => {
  const cases = Object.keys(VARIANTS).filter((name) => name.endsWith('-newest-first'));

  it('are drawn on at least three layouts, with and without opening and closing lines', () => {
    const layouts = new Set(cases.map((name) => VARIANTS[name]!.layout));
    expect(layouts.size).toBeGreaterThanOrEqual(3);
    const forced = cases.map((name) => VARIANTS[name]!.force ?? []);
    expect(forced.some((f) => f.includes('no-opening'))).toBe(true);
    expect(forced.some((f) => !f.includes('no-opening'))).toBe(true);
    expect(forced.some((f) => !f.includes('no-closing'))).toBe(true);
  });

  it.each(cases)('%s: every row oldest first, the right opening and closing, the chain reconciles', async (name) => {
    const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed: 11 });
    const s = await convertStatement(f.pdf);
    // The fixture really prints the newest row above the oldest.
    const doc = await pdfLines(f.pdf);
    const key = ROLES[f.layout].balanceKey!;
    const postings = f.model.txs.filter((t) => !t.nonPosting);
    const at = (i: number) =>
      doc.lines.findIndex((l) =>
        l.text.includes(
          f.spec.row(postings[i]!, postings[i - 1]?.balance ?? f.model.opening)[key]!.replaceAll('\u00ad', ''),
        ),
      );
    expect(at(postings.length - 1)).toBeGreaterThanOrEqual(0);
    expect(at(postings.length - 1)).toBeLessThan(at(0));
    expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
      f.expected,
    );
    expect([s.openingBalance, s.closingBalance]).toEqual([f.model.opening / 100, f.model.closing / 100]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
    expect(s.dataQuality.breaks).toEqual([]);
    expect(s.dataQuality.layoutEvidence?.events).toContain(
      'rows printed newest first (the balances run up the page): given oldest first',
    );
  });
});

// A history listed newest first ends with its opening line; the available balance printed under it was named an
// unread figure, and a statement read right was not ready.
describe('an available balance printed under a newest-first table', () => {
  it.each(['Available balance', 'Beskikbare saldo'])('%s is a figure of the summary, no posting', async (label) => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.TimesRoman), 9);
    pen.text(36, 'Bank Zero');
    pen.text(36, 'Statement period: 1 May 2025 to 31 May 2025', 8);
    pen.line([
      [36, 'Date'],
      [100, 'Description'],
      [-380, 'Debit'],
      [-450, 'Credit'],
      [-540, 'Balance'],
    ]);
    const amounts = [-120_050, 2_400_000, -59_662, -229_796, 1_250_000];
    const opening = 9_869_717;
    const balances = amounts.reduce<number[]>((b, a) => [...b, (b.at(-1) ?? opening) + a], []);
    for (let i = amounts.length - 1; i >= 0; i--) {
      const a = amounts[i] as number;
      pen.line([
        [36, `${String(3 + 4 * i).padStart(2, '0')}/05/2025`],
        [100, a < 0 ? 'POS PURCHASE CHECKERS' : 'EFT CREDIT J NAIDOO'],
        a < 0 ? [-380, num(-a)] : [-450, num(a)],
        [-540, `${num(balances[i] as number)} Cr`],
      ]);
    }
    pen.line([
      [100, 'Opening balance'],
      [-540, `${num(opening)} Cr`],
    ]);
    pen.line([
      [36, label],
      [-540, `${num(balances.at(-1) as number)} Cr`],
    ]);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => Math.round((t.amount ?? 0) * 100))).toEqual(amounts);
    expect(s.dataQuality.breaks).toEqual([]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A history with no balance on its rows, only a summary's opening and closing, was given newest first and passed: the
// totals agree whichever way the rows run. Its dates say which way (a print across New Year too).
describe('a newest-first print with no running balance', () => {
  it.each([
    ['within a month', ['28 May', '21 May', '14 May', '14 May', '03 May'], 'Period: 1 May 2025 to 31 May 2025'],
    ['across New Year', ['17 Jan', '09 Jan', '02 Jan', '30 Dec', '04 Dec'], 'Period: 1 Dec 2024 to 31 Jan 2025'],
  ])('%s: read oldest first by its dates', async (_, days, period) => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 9);
    pen.text(36, 'Bank Zero');
    pen.text(36, period, 8);
    const amounts = [-120_050, 2_400_000, -59_662, -229_796, 1_250_000];
    const opening = 869_717;
    const closing = amounts.reduce((a, b) => a + b, opening);
    pen.text(36, `Opening balance R${num(opening)}`);
    pen.text(36, `Closing balance R${num(closing)}`);
    pen.line(
      [
        [36, 'Posted'],
        [100, 'Description'],
        [-450, 'Amount (R)'],
      ],
      8,
    );
    // Newest first: the last amount is printed first.
    for (let i = amounts.length - 1; i >= 0; i--) {
      const a = amounts[i] as number;
      pen.line([
        [36, days[amounts.length - 1 - i] as string],
        [100, a < 0 ? `POS PURCHASE SHOP ${i}` : `EFT CREDIT CLIENT ${i}`],
        [-450, a < 0 ? `-R${num(-a)}` : `R${num(a)}`],
      ]);
    }
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => t.description)).toEqual(
      amounts.map((a, i) => (a < 0 ? `POS PURCHASE SHOP ${i}` : `EFT CREDIT CLIENT ${i}`)),
    );
    const dates = s.transactions.map((t) => t.date);
    expect(dates).toEqual([...dates].sort());
    expect([s.openingBalance, s.closingBalance]).toEqual([opening / 100, closing / 100]);
  });
});
