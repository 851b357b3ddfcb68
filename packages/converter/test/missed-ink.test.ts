import { afterAll, describe, expect, it } from 'vitest';
import { convertScan } from '../src/index';
import { missedInk, type PixelBox, type Raster } from '../src/ocr/missed-ink';
import { readScanPage, releaseOcrWorkers } from '../src/ocr/scan-pages';
import { makeFixture } from './fixtures/index';
import { scoreScan, truthRows } from './fixtures/scan-measure';
import { scanAtQuality } from './fixtures/scan-quality';

/** A white page with black rectangles drawn on it. */
function page(width: number, height: number, marks: PixelBox[]): Raster {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const m of marks) for (let y = m.y0; y < m.y1; y++) pixels.fill(0, y * width + m.x0, y * width + m.x1);
  return { pixels, width, height };
}

describe('ink no word read covers', () => {
  const TEXT = 24;
  const word = { x0: 100, y0: 100, x1: 300, y1: 124 };
  // A figure of four glyphs and a point, 24 px high like the words read.
  const glyphs = [0, 1, 3, 4].map((k) => ({ x0: 600 + k * 16, y0: 400, x1: 612 + k * 16, y1: 424 }));
  const point = { x0: 634, y0: 420, x1: 638, y1: 424 };
  const speck = { x0: 900, y0: 900, x1: 903, y1: 903 };
  const rule = { x0: 50, y0: 700, x1: 1100, y1: 703 };
  const logo = { x0: 800, y0: 40, x1: 1000, y1: 160 };

  it('finds a figure of text size that no word covers, and nothing else', () => {
    const image = page(1200, 1000, [word, ...glyphs, point, speck, rule, logo]);
    expect(missedInk(image, [word], TEXT)).toEqual([{ x0: 600, y0: 400, x1: 676, y1: 424 }]);
  });

  it('finds nothing where every mark of text size was read', () => {
    const image = page(1200, 1000, [word, ...glyphs, point]);
    expect(missedInk(image, [word, { x0: 600, y0: 400, x1: 676, y1: 424 }], TEXT)).toEqual([]);
  });
});

describe('figures Tesseract passes over on a page', () => {
  afterAll(() => releaseOcrWorkers());

  // Six short amounts standing alone in the Money Out column of this 1-bit office scan are not in Tesseract's
  // reading of the page: read again one by one, every row has its amount.
  it('reads them again, so every row of the scan has its amount', async () => {
    const fx = await makeFixture({ layout: 'tymebank', pages: 1, seed: 107 });
    const scan = await scanAtQuality(fx.pdf, 'office', 107);
    const pages = [await readScanPage(scan.pdf, 1, { maxPages: 5 })];
    const score = scoreScan(await convertScan(scan.pdf, pages), truthRows(fx.model));
    expect(score).toMatchObject({ rows: 34, right: 34, wrongPassed: 0, refused: false });
  }, 120_000);
});
