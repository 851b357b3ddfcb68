import { creditsForPageSizes } from '@bankcsv/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../src/index';
import { pdfjsExtractor } from '../src/extract/pdfjs-extractor';
import { onePagePdf, sizedPagePdf } from './fixtures/hostile';

const rounded = (sizes: { width: number; height: number }[]) =>
  sizes.map((s) => [Math.round(s.width), Math.round(s.height)]);

describe('page sizes for the charge', () => {
  it('measures A4, Letter and Legal pages, which cost one credit each', async () => {
    for (const size of [
      [595.276, 841.89],
      [612, 792],
      [612, 1008],
    ] as [number, number][]) {
      const { pages, pageSizes } = await inspectPdf(await sizedPagePdf(size));
      expect(pages).toBe(1);
      expect(rounded(pageSizes)).toEqual([size.map(Math.round)]);
      expect(creditsForPageSizes(pageSizes)).toBe(1);
    }
  });

  it('charges 60 for sixty A4 pages redrawn as one 595 × 50,520 pt page', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 60; i++) doc.addPage([595, 842]).drawText(`Page ${i + 1}`, { x: 40, y: 800, size: 10 });
    const tall = await onePagePdf(await doc.save());
    const { pages, pageSizes } = await inspectPdf(tall);
    expect([pages, rounded(pageSizes)]).toEqual([1, [[595, 50_520]]]);
    expect(creditsForPageSizes(pageSizes)).toBe(60);
  });

  it('gives a rotated page as it is shown', async () => {
    const { pageSizes } = await inspectPdf(await sizedPagePdf([612, 792], { rotate: 90 }));
    expect(rounded(pageSizes)).toEqual([[792, 612]]);
  });

  it('charges the visible page, and reads no text beyond it', async () => {
    const pdf = await sizedPagePdf([595, 50_520], { cropTo: [595, 842] });
    const { pageSizes } = await inspectPdf(pdf);
    expect(rounded(pageSizes)).toEqual([[595, 842]]);
    expect(creditsForPageSizes(pageSizes)).toBe(1);
    const doc = await pdfjsExtractor.open(pdf, { maxPages: 10, deadline: Date.now() + 30_000 });
    const texts = (await doc.pageRuns(1)).map((r) => r.text);
    await doc.close();
    expect(texts).toContain('Inside the page');
    expect(texts).not.toContain('Beyond the crop');
  });
});
