import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/convert';
import type { TextRun } from '../src/extract/types';
import { buildLines } from '../src/layout/lines';
import { makeFixture } from './fixtures/index';
import { pdfLines } from './fixtures/pdf-text';

// A page whose text runs a quarter or half turn from the page's axes (a landscape page drawn rotated and shown upright
// by its /Rotate) is read as shown; text at any other angle on an upright page is still a stamp.

/** The runs as a page drawn `turn` degrees round (anticlockwise) would give them, on a page `w` × `h`. */
function turned(runs: TextRun[], turn: 90 | 180 | -90, w = 595, h = 842): TextRun[] {
  return runs.map((r) => {
    const [x, y] = turn === 90 ? [w - r.y, r.x] : turn === -90 ? [r.y, h - r.x] : [w - r.x, h - r.y];
    return { ...r, x, y, angle: turn };
  });
}

const texts = (runs: TextRun[]) => buildLines(runs).map((l) => l.cells.map((c) => c.text));

describe('pages printed a quarter or half turn round', () => {
  const cases = (['fnb-current', 'absa-cheque', 'nedbank-monthly'] as const).flatMap((layout) =>
    ([90, 180, -90] as const).map((turn) => ({ layout, turn })),
  );

  it.each(cases)('$layout turned $turn: the same lines and cells as upright', async ({ layout, turn }) => {
    const f = await makeFixture({ layout, seed: 3 });
    const { runs } = await pdfLines(f.pdf);
    const page = runs.filter((r) => r.page === 1);
    expect(texts(turned(page, turn))).toEqual(texts(page));
  });

  it('keeps a stamp at an angle on an upright page out of the lines', async () => {
    const f = await makeFixture({ layout: 'fnb-current', seed: 3 });
    const page = (await pdfLines(f.pdf)).runs.filter((r) => r.page === 1);
    const stamp = { ...(page[0] as TextRun), text: 'PAID', x: 200, y: 400, angle: 90 };
    expect(texts([...page, stamp])).toEqual(texts(page));
  });

  it('reads every row of a statement whose second page is landscape, drawn rotated and shown upright', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const rows: [string, string, number][] = [];
    let balance = 500_000;
    for (let i = 0; i < 24; i++) {
      const amount = (i % 3 === 0 ? 1 : -1) * (1_000 + ((i * 7_919) % 90_000));
      balance += amount;
      rows.push([`2025-03-${String(i + 2).padStart(2, '0')}`, `Payment ${i + 1}`, amount]);
    }
    const money = (c: number) => `${c < 0 ? '-' : ''}${(Math.abs(c) / 100).toFixed(2)}`;
    // Page 1 upright (portrait); page 2 landscape: /Rotate 90, its text drawn turned so it shows upright.
    const pages = [doc.addPage([595, 842]), doc.addPage([595, 842])];
    (pages[1] as (typeof pages)[number]).setRotation(degrees(90));
    const draw = (k: number, s: string, x: number, y: number, right = false) => {
      const p = pages[k] as (typeof pages)[number];
      const at = right ? x - font.widthOfTextAtSize(s, 9) : x;
      if (k === 0) p.drawText(s, { x: at, y, size: 9, font });
      else p.drawText(s, { x: 595 - y, y: at, size: 9, font, rotate: degrees(90) });
    };
    draw(0, 'Karoo Mutual Bank  Account number: 4012345678', 40, 800);
    draw(0, 'Statement period: 1 March 2025 to 31 March 2025', 40, 786);
    let [k, y, run] = [0, 740, 500_000];
    const header = () => {
      for (const [s, x, r] of [
        ['Date', 40, false],
        ['Description', 120, false],
        ['Amount', 420, true],
        ['Balance', 520, true],
      ] as const)
        draw(k, s, x, y, r);
      y -= 16;
    };
    header();
    draw(k, 'Opening balance', 120, y);
    draw(k, money(run), 520, y, true);
    y -= 14;
    rows.forEach(([date, desc, amount], i) => {
      if (i === 12) [k, y] = [1, 540];
      if (i === 12) header();
      run += amount;
      draw(k, date, 40, y);
      draw(k, desc, 120, y);
      draw(k, money(amount), 420, y, true);
      draw(k, money(run), 520, y, true);
      y -= 14;
    });
    draw(k, 'Closing balance', 120, y);
    draw(k, money(run), 520, y, true);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual(rows.map(([d, , a]) => [d, a / 100]));
    expect(s.closingBalance).toBe(balance / 100);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
