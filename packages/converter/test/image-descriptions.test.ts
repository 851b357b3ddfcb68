import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import type { Line } from '../src/layout/lines';
import { readImageDescriptions } from '../src/ocr/index';
import { agreedReading } from '../src/ocr/image-reading';
import { imageRegions } from '../src/ocr/image-regions';
import type { Transaction } from '../src/types';
import { makeFixture } from './fixtures/index';
import type { StatementModel, TruthTx } from './fixtures/model';

const SHOPS = ['POS Purchase Checkers Sandton', 'Cash Withdrawal ATM Braamfontein', 'FNB App Payment To Rent'];

/**
 * One FNB page: two fee labels painted whole, one painted head whose text tail wraps to the line below, and enough
 * rows printed as text for the column's start to be plain.
 */
function feeRows(): StatementModel {
  const plain = (day: number): Omit<TruthTx, 'balance'> => ({
    date: `2025-11-${day}`,
    description: SHOPS[day % SHOPS.length] as string,
    amount: -(1_000 + day * 137),
  });
  const rows: Omit<TruthTx, 'balance'>[] = [
    { date: '2025-11-14', description: 'Magtape Credit Salary Acme Holdings', amount: 2_500_000 },
    ...[14, 15, 15].map(plain),
    { date: '2025-11-15', description: 'Monthly Account Fee', amount: -6_900, fee: true, hiddenText: true },
    ...[16, 17, 17, 18].map(plain),
    { date: '2025-11-18', description: '#Value Added Serv Fees SMS 0821234567', amount: -350, imageWords: 4 },
    ...[20, 21, 24, 27].map(plain),
    { date: '2025-11-30', description: 'Monthly Account Fee', amount: -7_250, fee: true, hiddenText: true },
  ];
  let balance = 120_000;
  const txs = rows.map((t) => ({ ...t, balance: (balance += t.amount) }));
  return { start: '2025-11-13', end: '2025-12-12', opening: 120_000, closing: balance, txs };
}

/** What the page prints in each row, images included: fee rows print their `#`. */
const printed = (m: StatementModel) => m.txs.map((t) => (t.fee ? `#${t.description}` : t.description));

describe('descriptions drawn as images, read by OCR', () => {
  it('reads each painted label into its row, in front of any tail the text layer holds, and unflags it', async () => {
    // Seed 7 prints Helvetica at 7.5 pt: a sans-serif as FNB's, at the smallest size the fixtures print.
    const f = await makeFixture({ layout: 'fnb-current', seed: 7, model: feeRows() });
    const s = await convertStatement(f.pdf, { readImageText: readImageDescriptions });
    expect(s.transactions.map((t) => t.description)).toEqual(printed(f.model));
    expect(s.transactions.map((t) => Boolean(t.descriptionFromImage))).toEqual(
      f.model.txs.map((t) => Boolean(t.hiddenText || t.imageWords)),
    );
    expect(s.transactions.some((t) => t.descriptionAsImage)).toBe(false);
    expect(s.dataQuality).toMatchObject({ unknownDescriptions: 0, isComplete: true, balanceCheck: 'passed' });
  }, 60_000);

  it('leaves the rows flagged when the option is off, and when the image holds no readable words', async () => {
    const readable = await makeFixture({ layout: 'fnb-current', seed: 7, model: feeRows() });
    const blots = await makeFixture({ layout: 'fnb-current', seed: 7, model: feeRows(), unreadableImages: true });
    for (const s of [
      await convertStatement(readable.pdf),
      await convertStatement(blots.pdf, { readImageText: readImageDescriptions }),
    ]) {
      expect(s.transactions.map((t) => t.description)).toEqual(readable.expected.map((e) => e.description));
      expect(s.transactions.filter((t) => t.descriptionAsImage)).toHaveLength(3);
      expect(s.transactions.some((t) => t.descriptionFromImage)).toBe(false);
      expect(s.dataQuality.unknownDescriptions).toBe(3);
    }
  }, 60_000);
});

describe('whether a reading is taken', () => {
  const words = (...read: [string, number][]) => read.map(([text, confidence]) => ({ text, confidence }));

  it('takes words read the same at both sizes, surely, with letters in them', () => {
    expect(agreedReading(words(['#Monthly', 90], ['Fee', 96]), words(['#Monthly', 88], ['Fee', 95]))).toBe(
      '#Monthly Fee',
    );
  });

  it('refuses readings that differ, a doubtful word, marks without letters, and nothing read', () => {
    expect(agreedReading(words(['#Dienslooie', 90]), words(['#Diensfooie', 88]))).toBeNull();
    expect(agreedReading(words(['Fee', 96], ['H#Int', 43]), words(['Fee', 96], ['H#Int', 70]))).toBeNull();
    expect(agreedReading(words(['|||', 95]), words(['|||', 95]))).toBeNull();
    expect(agreedReading([], [])).toBeNull();
  });
});

describe('where a painted description lies', () => {
  const line = (row: number, y: number, cells: [number, number, string][]): Line => ({
    page: 1,
    row,
    y,
    height: 8,
    cells: cells.map(([x0, x1, text]) => ({ x0, x1, text })),
    text: cells.map((c) => c[2]).join(' '),
  });
  const row = (n: number, description: string, flagged = false): Transaction => ({
    date: '2025-11-14',
    description,
    amount: -1,
    balance: 1,
    page: 1,
    row: n,
    ...(flagged ? { descriptionAsImage: true as const } : {}),
  });
  const lines = [
    line(1, 700, [
      [40, 62, '14 Nov'],
      [90, 180, 'POS Purchase Spar'],
      [370, 400, '12.00'],
    ]),
    line(2, 688, [
      [40, 62, '15 Nov'],
      [370, 400, '69.00'],
    ]),
    line(3, 676, [
      [40, 62, '16 Nov'],
      [150, 190, 'O/D Fooi'],
      [370, 400, '25.00'],
    ]),
    line(4, 664, [
      [40, 62, '17 Nov'],
      [80, 200, 'Stamped across the column'],
      [370, 400, '1.00'],
    ]),
  ];

  it('runs from where descriptions start to the tail, reference or figure after it, within the line band', () => {
    const rows = [row(1, 'POS Purchase Spar'), row(2, '', true), row(3, 'O/D Fooi', true), row(4, 'x', true)];
    const regions = imageRegions(rows, lines);
    expect(regions.map((r) => [r.row, r.x0, r.x1])).toEqual([
      [2, 88.5, 368.5],
      [3, 88.5, 148.5],
    ]);
    // Its band holds its own line, not the ones above and below (12 pt apart).
    expect(regions[0]?.y0).toBeCloseTo(688 - 2.4);
    expect(regions[0]?.y1).toBeCloseTo(688 + 7.6);
  });
});
