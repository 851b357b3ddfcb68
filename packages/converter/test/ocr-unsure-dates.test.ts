import { afterAll, describe, expect, it } from 'vitest';
import { convertScan } from '../src/convert';
import type { TextRun } from '../src/extract/types';
import type { RenderedPage } from '../src/extract/reader-protocol';
import { checkDates } from '../src/ocr/date-repair';
import { confirmUnsureDates, statementOcrWorker } from '../src/ocr/ocr-extractor';
import { pixelsForOcr } from '../src/ocr/ocr-softening';
import type { OcrLine } from '../src/ocr/ocr-words';
import { renderScanPage } from '../src/ocr/render-page';
import type { ScanPage } from '../src/ocr/scan-pages';
import { unsureGlyphs } from '../src/ocr/unsure-glyphs';
import { scanOf } from './fixtures/text-as-scan';

const JUL = { start: '2025-07-01', end: '2025-07-31' };

describe('a date OCR was unsure of', () => {
  it('needs review where a digit OCR doubted reads as another date that stands in order as well', () => {
    const dates = ['2025-07-14', '2025-07-16', '2025-07-16'];
    // A 15 read as 16: the 15th stands between the 14th and the 16th as well as the 16th does.
    const doubted = checkDates(dates, JUL, false, [[], ['2025-07-15', '2025-07-18', '2025-07-19'], []]);
    expect(doubted[1]).toEqual({ date: '2025-07-16', verdict: 'needs-review', read: '2025-07-16' });
    // With no doubt, or none of its readings in place (the 19th after the 16th), the date stands as read.
    expect(checkDates(dates, JUL)[1]?.verdict).toBe('as-read');
    expect(checkDates(dates, JUL, false, [[], ['2025-07-19'], []])[1]?.verdict).toBe('as-read');
  });

  it('finds the digit on its row: a doubted day another date fits needs review, the others are verified', async () => {
    const { fx, truth, pages } = await scanOf({ layout: 'nedbank-monthly', transactions: 20, seed: 5 });
    const glyphAt = (date: string, place: number): TextRun => {
      const run = pages[0]?.runs.find((r) => r.text.startsWith(date)) as TextRun;
      const w = run.width / run.text.length;
      return { ...run, x: run.x + place * w, width: w, text: date[place] as string };
    };
    // The 16th between the 15th and the 18th: its 6 may be a 5 or an 8. The 7th after the 6th: its 7 a 1 or a 2.
    const unsure = [glyphAt('16/07/2025', 1), glyphAt('07/07/2025', 1)];
    const read: ScanPage[] = pages.map((p, k) => (k === 0 ? { ...p, unsure } : p));
    const s = await convertScan(fx.pdf, read);
    const at = (iso: string) => s.transactions.find((t) => t.date === iso);
    expect(s.transactions.map((t) => t.date)).toEqual(truth.transactions.map((t) => t.date));
    expect(at('2025-07-16')?.scan).toMatchObject({
      verdict: 'needs-review',
      reason: 'its date could not be read with certainty',
    });
    expect(at('2025-07-07')?.scan?.verdict).toBe('verified');
    expect(s.scanned).toEqual({ verified: truth.transactions.length - 1, corrected: 0, needsReview: 1 });
  });
});

describe('a date OCR was unsure of, read again on its own', async () => {
  const { fx, pages } = await scanOf({ layout: 'nedbank-monthly', transactions: 20, seed: 5 });
  const image = (await renderScanPage(fx.pdf, 1, { maxPages: 10 })).page as RenderedPage;
  const raster = {
    width: image.width,
    height: image.height,
    pixels: pixelsForOcr(image.width, image.height, new Uint8Array(image.pixels)),
  };
  const worker = await statementOcrWorker();
  afterAll(() => worker.terminate());

  /** The printed date `date` as Tesseract might have given it: read as `as`, its second digit unsure. */
  function lineOver(date: string, as: string): OcrLine {
    const run = pages[0]?.runs.find((r) => r.text.startsWith(date)) as TextRun;
    const px = image.dpi / 72;
    const w = (run.width / run.text.length) * px;
    // Whole pixels, as Tesseract gives its boxes.
    const [x0, bottom] = [Math.round(run.x * px), Math.round((pages[0]!.height - run.y + 0.2 * run.height) * px)];
    const top = Math.round(bottom - run.height * px);
    const symbols = [...as].map((text, k) => ({
      text,
      confidence: k === 1 ? 96 : 99,
      bbox: { x0: Math.round(x0 + k * w), x1: Math.round(x0 + (k + 1) * w), y0: top, y1: bottom },
    }));
    const bbox = { x0, x1: Math.round(x0 + as.length * w), y0: top, y1: bottom };
    return {
      words: [{ text: as, bbox, confidence: 90, symbols }],
      baseline: { x0, x1: bbox.x1, y0: bottom, y1: bottom },
    };
  }
  const glyphs = (lines: OcrLine[]) => unsureGlyphs(lines, { page: 1, dpi: image.dpi, pageHeightPx: image.height });
  const doubts = (lines: OcrLine[]) => glyphs(lines).map((g) => g.text);

  it('is taken as sure where the second reading gives the same date, every digit sure', async () => {
    const line = lineOver('16/07/2025', '16/07/2025');
    expect(doubts([line])).toEqual(['6']);
    expect(doubts(await confirmUnsureDates(worker, raster, [line]))).toEqual([]);
  });

  it('stays in doubt where the second reading gives another date', async () => {
    // The page prints the 16th; the first reading said 15.
    const line = lineOver('16/07/2025', '15/07/2025');
    expect(doubts(await confirmUnsureDates(worker, raster, [line]))).toEqual(['5']);
    // Placed where it stands: the second of the date's ten places, on the date's own line.
    const run = pages[0]?.runs.find((r) => r.text.startsWith('16/07/2025')) as TextRun;
    const [g] = glyphs([line]);
    const place = ((g as TextRun).x - run.x) / (run.width / run.text.length);
    expect(place).toBeCloseTo(1, 0);
    expect(Math.abs((g as TextRun).y - run.y)).toBeLessThan(run.height / 2);
  });
});
