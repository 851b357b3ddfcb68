import { TEXT_CHARS_PER_STATEMENT_PAGE, creditsForPageSizes } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../src/index';
import { nUpPdf, onePagePdf } from './fixtures/hostile';
import { makeFixture, type LayoutId } from './fixtures/index';

const charge = async (pdf: Uint8Array) => {
  const { pageSizes, statementPages } = await inspectPdf(pdf);
  return creditsForPageSizes(pageSizes, statementPages);
};

describe('what a statement costs, whatever it is printed on', () => {
  const layouts: LayoutId[] = ['fnb-current', 'absa-cheque', 'nedbank-monthly', 'capitec-2018', 'fnb-afrikaans'];
  for (const [i, layout] of layouts.entries()) {
    it(`charges a ${layout} statement printed 2, 3, 4 and 6 to a sheet what the original costs`, async () => {
      const f = await makeFixture({ layout, pages: 13, seed: 20 + i });
      const original = await charge(f.pdf);
      expect(original).toBe((await inspectPdf(f.pdf)).pages);
      for (const n of [2, 3, 4, 6] as const) {
        const dense = await nUpPdf(f.pdf, n);
        expect(await inspectPdf(dense)).toMatchObject({ pages: Math.ceil(original / n) });
        expect([n, await charge(dense)]).toEqual([n, original]);
      }
    });
  }

  it('leaves the charge of ordinary statements as it was: one credit a page', async () => {
    for (const layout of ['standard-bank-monthly', 'investec', 'discovery', 'capitec-2022', 'generic'] as LayoutId[]) {
      const f = await makeFixture({ layout, pages: 4, seed: 9 });
      const { pages, pageSizes, statementPages } = await inspectPdf(f.pdf);
      expect(statementPages).toEqual(new Array(pages).fill(1));
      expect(creditsForPageSizes(pageSizes, statementPages)).toBe(pages);
    }
  });

  it('charges one tall page by its area, as before', async () => {
    const f = await makeFixture({ layout: 'absa-cheque', pages: 5, seed: 2 });
    expect(await charge(await onePagePdf(f.pdf))).toBe(5);
  });
});

describe('a sheet without page numbers', () => {
  it('is charged by its text, past two dense statement pages of it, and an ordinary page stays 1', async () => {
    // 4 statement pages' text: 4 blocks of 70 lines of about 90 characters, in a 3-point font, on one A4.
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Courier);
    const sheet = doc.addPage([595, 842]);
    const line = '01/02/2025 POS PURCHASE 4452 CHECKERS HYPER CAPE TOWN          -1,234.56        12,345.67 X';
    for (let block = 0; block < 4; block++) {
      for (let i = 0; i < 70; i++)
        sheet.drawText(line, {
          x: 10 + (block % 2) * 292,
          y: 820 - Math.floor(block / 2) * 410 - i * 5.5,
          size: 3,
          font,
        });
    }
    const ordinary = doc.addPage([595, 842]);
    for (let i = 0; i < 50; i++) ordinary.drawText(line, { x: 20, y: 800 - i * 14, size: 8, font });
    const { statementPages } = await inspectPdf(await doc.save());
    const perBlock = 70 * line.replace(/\s/g, '').length;
    expect(statementPages).toEqual([Math.floor((4 * perBlock) / TEXT_CHARS_PER_STATEMENT_PAGE), 1]);
    expect(statementPages[0]).toBeGreaterThanOrEqual(3);
  });
});
