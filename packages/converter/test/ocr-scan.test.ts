import { describe, expect, it } from 'vitest';
import { convertScan, convertStatement } from '../src/convert';
import { readScanPage } from '../src/ocr/scan-pages';
import { threadExtractor } from '../src/extract/thread-extractor';
import type { TextExtractor } from '../src/extract/types';
import { buildLines, type Line } from '../src/layout/lines';
import { ocrExtractor } from '../src/ocr/ocr-extractor';
import { makeFixture } from './fixtures/index';
import { scanOf } from './fixtures/scan';

async function linesOf(extractor: TextExtractor, pdf: Uint8Array): Promise<Line[]> {
  const doc = await extractor.open(pdf, { maxPages: 5, deadline: Date.now() + 60_000 });
  try {
    return buildLines(await doc.pageRuns(1));
  } finally {
    await doc.close();
  }
}

const cellTexts = (lines: Line[]) => lines.flatMap((l) => l.cells.map((c) => c.text.replace(/\s+/g, ' ').trim()));

// Tesseract reads a dense page in a few seconds on one core: one page a layout keeps this suite short.
describe('a scanned statement read by OCR', () => {
  it('has no text layer: the text reader refuses it as a scan', async () => {
    const fx = await makeFixture({ layout: 'fnb-current', transactions: 12, seed: 7 });
    await expect(convertStatement(await scanOf(fx.pdf))).rejects.toMatchObject({ code: 'NO_TEXT_LAYER' });
  });

  for (const layout of ['fnb-current', 'standard-bank-monthly'] as const) {
    it(`gives the lines and cells the text layer gives, where it prints them (${layout}, 200 dpi)`, async () => {
      const fx = await makeFixture({ layout, transactions: 20, seed: 11 });
      const text = await linesOf(threadExtractor, fx.pdf);
      const ocr = await linesOf(ocrExtractor, await scanOf(fx.pdf, { dpi: 200 }));
      const read = new Set(cellTexts(ocr));
      const found = cellTexts(text).filter((t) => read.has(t)).length;
      // Phrases stay whole and columns apart; the cells missed are OCR's own slips (`412752*%6823`, a lost `Cr`).
      expect(found / cellTexts(text).length).toBeGreaterThan(0.85);
      // Each OCR line lies on a text-layer line, within a point and a half.
      const offLine = ocr.filter((o) => !text.some((t) => Math.abs(t.y - o.y) <= 1.5));
      expect(offLine.length).toBeLessThanOrEqual(2);
    }, 120_000);
  }
});

describe('a scan read page by page, as the workflow reads it', () => {
  it('reads each page on its own and converts the pages read, every row with a verdict', async () => {
    const fx = await makeFixture({ layout: 'fnb-current', transactions: 12, seed: 7 });
    const scan = await scanOf(fx.pdf);
    const pages = await Promise.all([1].map((p) => readScanPage(scan, p, { maxPages: 5 })));
    expect(pages[0]?.runs.length).toBeGreaterThan(20);
    const statement = await convertScan(scan, pages);
    expect(statement.scanned).toBeDefined();
    expect(statement.transactions.every((t) => t.scan?.verdict)).toBe(true);
    const { verified, corrected, needsReview } = statement.scanned ?? { verified: 0, corrected: 0, needsReview: 0 };
    expect(verified + corrected + needsReview).toBe(statement.transactions.length);
    await expect(readScanPage(scan, 2, { maxPages: 5 })).rejects.toThrow(RangeError);
  }, 120_000);
});
