import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { num } from './fixtures/layouts/format';

// A card statement printing its account summary in a panel beside the rows, each of the panel's lines between two
// rows. Before, the panel's `Closing balance` line ended the table after the first few rows (every later row was an
// unexplained line), and since the panel's `Minimum payment due` stood lower than the first row, nothing over the
// rows said card: the statement was read from the bank's side.

const ROWS: [string, string, number][] = [
  ['26 Aug 2025', 'WOOLWORTHS SANDTON CITY', -115_105],
  ['26 Aug 2025', 'CLICKS CANAL WALK', -55_356],
  ['27 Aug 2025', 'SASOL BRYANSTON', -144_751],
  ['28 Aug 2025', 'BUILDERS WAREHOUSE', -115_501],
  ['30 Aug 2025', 'INCREDIBLE CONNECTION', -24_712],
  ['03 Sep 2025', 'INTERNET TRANSFER FROM 6201 4478 112', 638_769],
  ['04 Sep 2025', 'CHECKERS HYPER MENLYN', -134_429],
  ['06 Sep 2025', 'SPUR STEAK RANCHES', -6_529],
];
const OWED = 4_389_386;

/** A page to draw text on anywhere: `at(x, y, text)`, right-aligned at x where asked. */
async function onePage() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const at = (x: number, y: number, s: string, right = false) =>
    page.drawText(s, { x: right ? x - font.widthOfTextAtSize(s, 8) : x, y, size: 8, font });
  return { doc, at };
}

/** `title`: on the header's line (`Account summary`), or one word (`Summary`, `Opsomming`) beside the first row. */
async function panelStatement(title: 'header' | string = 'header'): Promise<Uint8Array> {
  const { doc, at } = await onePage();
  at(36, 800, 'Discovery Bank Limited');
  at(36, 788, 'Discovery Bank Gold Credit Card');
  at(330, 770, 'Statement period: 26 August 2025 to 25 September 2025');
  at(330, 758, 'Account number: 70588914325');
  at(36, 694, 'Date');
  at(96, 694, 'Transaction Description');
  at(388, 694, 'Amount (R)', true);
  if (title === 'header') at(400, 694, 'Account summary');
  const spent = ROWS.reduce((s, [, , c]) => s + c, 0);
  const panel: [string, string][] = [
    ...(title === 'header' ? [] : [[title, ''] as [string, string]]),
    ['Previous statement balance', `R${num(OWED)}`],
    ['Payments and credits', `R${num(638_769)} Cr`],
    ['Closing balance', `R${num(OWED - spent)}`],
    ['Minimum payment due', 'R 2,414.19'],
    ['Credit limit', 'R 85,000.00'],
  ];
  ROWS.forEach(([date, desc, cents], i) => {
    const y = 678 - 11.5 * i;
    at(36, y, date);
    at(96, y, desc);
    at(388, y, `${cents < 0 ? '- ' : ''}R${num(cents)}`, true);
    const side = panel[i];
    if (side) {
      at(400, y + 4, side[0]);
      at(559, y + 4, side[1], true);
    }
  });
  return doc.save();
}

describe('a summary panel printed beside the rows', () => {
  // Before, a panel whose one-word title stood beside the first row was read into the rows: its `Closing balance`
  // ended the table, its labels joined the descriptions.
  it.each(['header', 'Summary', 'Opsomming'])(
    'titled on %s: no part of the table, every row read, from the holder’s side',
    async (title) => {
      const s = await convertStatement(await panelStatement(title));
      expect(s.transactions.map((t) => [t.description, t.amount])).toEqual(ROWS.map(([, d, c]) => [d, c / 100]));
      expect([s.openingBalance, s.closingBalance]).toEqual([
        -OWED / 100,
        -(OWED - ROWS.reduce((a, r) => a + r[2], 0)) / 100,
      ]);
      expect(s.dataQuality).toMatchObject({ balanceCheck: 'passed', breaks: [] });
    },
  );
});

describe('a card’s closing named as what is owed now', () => {
  it.each([['Current balance'], ['Balance outstanding']])(
    '`%s` under the rows is the closing, never a row',
    async (label) => {
      const { doc, at } = await onePage();
      at(36, 800, 'Nedbank Gold Credit Card');
      at(36, 788, 'Statement period: 16 June 2025 to 15 July 2025');
      at(36, 776, `Previous statement balance R${num(3_000_000)}`);
      at(36, 764, 'Minimum amount due R 1 218.60');
      at(36, 740, 'Date');
      at(110, 740, 'Details');
      at(500, 740, 'Amount (R)');
      at(36, 728, '17 Jun 2025');
      at(110, 728, 'MUGG & BEAN');
      at(510, 728, `- R${num(24_194)}`);
      at(36, 716, '19 Jun 2025');
      at(110, 716, 'PAYMENT RECEIVED');
      at(510, 716, `R${num(100_000)} Cr`);
      at(36, 692, `${label}  R${num(2_924_194)}`);
      const s = await convertStatement(await doc.save());
      expect(s.transactions.map((t) => t.amount)).toEqual([-241.94, 1000]);
      expect(s.closingBalance).toBe(-29_241.94);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});
