import { SCAN_RENDER_MEMORY_MB } from '@bankcsv/domain';
import { readFileSync, writeFileSync } from 'node:fs';
import { MAX_SCAN_PAGE_PIXELS } from '@bankcsv/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConversionError, convertScan } from '../src/index';
import { ocrExtractor } from '../src/ocr/ocr-extractor';
import { renderScanPage } from '../src/ocr/render-page';
import { readScanPage } from '../src/ocr/scan-pages';
import { openScan } from '../src/ocr/scan-document';
import {
  blankPagesPdf,
  contentBombPdf,
  hugePagePdf,
  imageBombPdf,
  imagePagePdf,
  inlineImageBombPdf,
  malformedImagePdfs,
  xobjectFanOutPdf,
  zeroBomb,
} from './fixtures/hostile';

const GB = 1024 ** 3;
/** What any hostile case may add to the process at its peak: a page's render and read take well under this. */
const PEAK_LIMIT_MB = SCAN_RENDER_MEMORY_MB + 200;

const peakMb = (): number => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;
const rssMb = (): number => process.memoryUsage.rss() / 1024 / 1024;

/** Runs `work` and says how long it took and how far the process's resident memory rose above where it was. */
async function bounded<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; seconds: number }> {
  // Writing 5 resets the high-water mark (Linux), so the peak read after is this case's own.
  writeFileSync('/proc/self/clear_refs', '5');
  const before = rssMb();
  const started = performance.now();
  const [result] = await Promise.allSettled([work()]);
  const seconds = (performance.now() - started) / 1000;
  expect(peakMb() - before).toBeLessThan(PEAK_LIMIT_MB);
  return { result: result as PromiseSettledResult<T>, seconds };
}

function codeOf(result: PromiseSettledResult<unknown>): string {
  if (result.status === 'fulfilled') return 'no error';
  const e = result.reason as unknown;
  return e instanceof ConversionError ? e.code : `untyped: ${String(e)}`;
}

/** A scan read page by page and converted, as the workflow does: the typed error it ends with. */
async function convertedCode(pdf: Uint8Array): Promise<string> {
  const { result } = await bounded(async () => convertScan(pdf, [await readScanPage(pdf, 1, { maxPages: 5 })]));
  return codeOf(result);
}

describe('hostile scans: time and memory bounded, a typed refusal, never a crash', () => {
  // The reader thread and PDFium started once, as in a warm function: each case's time is then its own.
  beforeAll(() => renderScanPage(hugePagePdf(8), 1, { maxPages: 5 }), 60_000);

  it('renders a page 200 inches square no larger than MAX_SCAN_PAGE_PIXELS, and refuses it as unreadable', async () => {
    const pdf = hugePagePdf(200);
    const { result, seconds } = await bounded(() => renderScanPage(pdf, 1, { maxPages: 5 }));
    expect(result.status).toBe('fulfilled');
    const page = result.status === 'fulfilled' ? result.value.page : undefined;
    expect((page?.width ?? 0) * (page?.height ?? 0)).toBeLessThanOrEqual(MAX_SCAN_PAGE_PIXELS);
    expect(page?.widthPt).toBe(200 * 72);
    expect(seconds).toBeLessThan(10);
    expect(await convertedCode(pdf)).toBe('SCAN_UNCLEAR');
  }, 60_000);

  it('refuses an image declared 60000 × 60000 as too large before rendering it', async () => {
    const pdf = imageBombPdf(60_000, 60_000, 200 * 1024 * 1024);
    const { result, seconds } = await bounded(() => readScanPage(pdf, 1, { maxPages: 5 }));
    expect(codeOf(result)).toBe('DOCUMENT_TOO_LARGE');
    expect(seconds).toBeLessThan(5);
  });

  it('draws an image whose stream inflates to 2 GB only as far as its declared 2000 × 2000', async () => {
    const pdf = imageBombPdf(2000, 2000, 2 * GB);
    expect(pdf.length).toBeLessThan(15 * 1024 * 1024);
    const { result, seconds } = await bounded(() => renderScanPage(pdf, 1, { maxPages: 5 }));
    expect(codeOf(result)).toBe('no error');
    expect(seconds).toBeLessThan(10);
  }, 60_000);

  it('refuses bombs PDFium would decode in full, before it sees them', async () => {
    const flateThenJpeg = imagePagePdf(
      '/Width 400 /Height 400 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter [/FlateDecode /DCTDecode]',
      zeroBomb(GB),
    );
    const cases = { 'an inline image': inlineImageBombPdf(GB), 'a content stream': contentBombPdf(GB), flateThenJpeg };
    for (const [what, pdf] of Object.entries(cases)) {
      const { result, seconds } = await bounded(() => readScanPage(pdf, 1, { maxPages: 5 }));
      expect([what, codeOf(result)]).toEqual([what, 'DOCUMENT_TOO_LARGE']);
      expect(seconds).toBeLessThan(10);
    }
  }, 60_000);

  it('refuses thousands of pages before rendering any, however the scan is opened', async () => {
    const pdf = await blankPagesPdf(3000);
    const opens: (() => Promise<unknown>)[] = [
      () => readScanPage(pdf, 1, { maxPages: 100 }),
      () => openScan(pdf, { maxPages: 100 }),
      () => ocrExtractor.open(pdf, { maxPages: 100, deadline: Date.now() + 30_000 }),
    ];
    for (const open of opens) {
      const { result, seconds } = await bounded(open);
      expect(codeOf(result)).toBe('TOO_MANY_PAGES');
      expect(seconds).toBeLessThan(5);
    }
  }, 60_000);

  it('renders damaged or impossible images as what it can, or refuses them typed', async () => {
    for (const [what, pdf] of Object.entries(malformedImagePdfs())) {
      const { result, seconds } = await bounded(() => renderScanPage(pdf, 1, { maxPages: 5 }));
      expect([what, codeOf(result)]).toEqual([what, expect.stringMatching(/^(no error|NOT_A_PDF|DOCUMENT_TOO_\w+)$/)]);
      expect(seconds).toBeLessThan(5);
    }
    const [first] = Object.values(malformedImagePdfs());
    expect(await convertedCode(first as Uint8Array)).toBe('SCAN_UNCLEAR');
  }, 60_000);

  it('refuses what is not a PDF', async () => {
    const { result } = await bounded(() => readScanPage(Buffer.from('%PDF-1.7\nnothing here\n'), 1, { maxPages: 5 }));
    expect(codeOf(result)).toBe('NOT_A_PDF');
  });

  it('stops a page of forms drawing forms a million times, and reads the next scan as before', async () => {
    const { result, seconds } = await bounded(() => readScanPage(xobjectFanOutPdf(6, 'path'), 1, { maxPages: 5 }));
    expect(codeOf(result)).toBe('DOCUMENT_TOO_COMPLEX');
    expect(seconds).toBeLessThan(12);
    const after = await renderScanPage(hugePagePdf(8), 1, { maxPages: 5 });
    expect(after.page?.width).toBe(8 * 300);
  }, 60_000);
});
