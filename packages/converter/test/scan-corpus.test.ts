import { describe, expect, it } from 'vitest';
import { ConversionError, convertStatement } from '../src/index';
import { makeFixture } from './fixtures/index';
import { imagePagesPdf, renderPages } from './fixtures/scan';
import { greyJpeg } from './fixtures/scan-jpeg';
import { rightRows, scoreScan, type TruthRow } from './fixtures/scan-measure';
import { SCAN_QUALITIES, scanAtQuality } from './fixtures/scan-quality';

/** The image dictionaries of a PDF written by pdf-lib (stream dictionaries are never packed). */
function images(pdf: Uint8Array): { width: number; height: number; bits: number; filter: string }[] {
  const text = Buffer.from(pdf).toString('latin1');
  return [...text.matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)].map(([dict]) => ({
    width: Number(/\/Width (\d+)/.exec(dict)?.[1]),
    height: Number(/\/Height (\d+)/.exec(dict)?.[1]),
    bits: Number(/\/BitsPerComponent (\d+)/.exec(dict)?.[1]),
    filter: /\/Filter \/(\w+)/.exec(dict)?.[1] ?? '',
  }));
}

describe('the scan corpus by quality', () => {
  it('makes each quality an image-only PDF of the statement, one image a page, drawn from its seed', async () => {
    const fx = await makeFixture({ layout: 'fnb-current', transactions: 12, seed: 4 });
    const want = {
      clean: { width: 2480, filters: ['FlateDecode'], bits: [8] },
      office: { width: 1653, filters: ['DCTDecode', 'FlateDecode'], bits: [8, 1] },
      fax: { width: 1240, filters: ['FlateDecode'], bits: [1] },
      phone: { width: 2448, filters: ['DCTDecode'], bits: [8] },
    };
    for (const quality of SCAN_QUALITIES) {
      const scan = await scanAtQuality(fx.pdf, quality, 4);
      const [image, ...more] = images(scan.pdf);
      expect(more).toEqual([]);
      // An A4 page (595 points) at the quality's resolution, or the photo's own width.
      expect(Math.abs((image?.width ?? 0) - want[quality].width)).toBeLessThanOrEqual(2);
      expect(want[quality].filters).toContain(image?.filter);
      expect(want[quality].bits).toContain(image?.bits);
      expect(scan.pages).toHaveLength(1);
      await expect(convertStatement(scan.pdf)).rejects.toMatchObject({ code: 'NO_TEXT_LAYER' });
    }
    // Seeded throughout: a fax (the quickest to make) comes out the same twice, and different for another seed.
    const fax = (seed: number) => scanAtQuality(fx.pdf, 'fax', seed).then((s) => s.pdf);
    expect(await fax(4)).toEqual(await fax(4));
    expect(await fax(5)).not.toEqual(await fax(4));
  }, 120_000);

  it('writes JPEG pages PDFium decodes back to the picture, within the loss of the quality asked for', async () => {
    const width = 64;
    const data = Uint8Array.from({ length: width * width }, (_, i) => ((i % width) * 4 + Math.floor(i / width)) % 256);
    const jpeg = greyJpeg({ width, height: width, data }, 90);
    const pdf = await imagePagesPdf([
      { widthPt: 72, heightPt: 72, width, height: width, bitsPerComponent: 8, filter: 'DCTDecode', data: jpeg },
    ]);
    const [page] = await renderPages(pdf, 72 * (width / 72));
    const diff = data.reduce((sum, v, i) => sum + Math.abs(v - (page?.data[i] as number)), 0) / data.length;
    expect(diff).toBeLessThan(4);
  });
});

describe('scoring a converted scan against the printed rows', () => {
  const truth: TruthRow[] = [
    { date: '2025-01-02', amount: -10, balance: 90 },
    { date: '2025-01-03', amount: -20, balance: 70 },
    { date: '2025-01-04', amount: 5, balance: 75 },
  ];
  const row = (t: TruthRow, verdict: 'verified' | 'needs-review' = 'verified') => ({ ...t, scan: { verdict } });

  it('counts a lost row once: the rows after it are still right', () => {
    expect([...rightRows([row(truth[0] as TruthRow), row(truth[2] as TruthRow)], truth)]).toEqual([0, 1]);
    expect(scoreScan({ transactions: [row(truth[0] as TruthRow), row(truth[2] as TruthRow)] }, truth)).toMatchObject({
      right: 2,
      wrongPassed: 0,
      missing: 1,
    });
  });

  it('tells a wrong row passed as verified from one flagged, and counts a refusal as nothing right', () => {
    const misread = { ...(truth[1] as TruthRow), amount: -26 };
    const flagged = scoreScan({ transactions: [row(truth[0] as TruthRow), row(misread, 'needs-review')] }, truth);
    expect(flagged).toMatchObject({ right: 1, wrongPassed: 0, wrongFlagged: 1, needsReview: 1, missing: 1 });
    expect(scoreScan({ transactions: [row(misread)] }, truth)).toMatchObject({ right: 0, wrongPassed: 1 });
    expect(scoreScan(new ConversionError('SCAN_UNCLEAR'), truth)).toMatchObject({ right: 0, refused: true });
    expect(scoreScan(new Error('boom'), truth)).toMatchObject({ right: 0, refused: false, failed: 'Error: boom' });
  });
});
