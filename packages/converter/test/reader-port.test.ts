import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { runsFromTextItems, type PdfTextItem } from '../src/page-charge';
import { pdfjsExtractor } from '../src/extract/pdfjs-extractor';
import type { TextRun } from '../src/extract/types';
import { encryptPdf } from './fixtures/encrypt';
import { LAYOUTS, makeFixture, type LayoutId } from './fixtures/index';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';

const FAR = Date.now() + 10 * 60_000;

/** Every page's runs as pdfjs reads them through its own port, which copies each message as a worker's does. */
async function copiedRuns(pdf: Uint8Array, password?: string): Promise<TextRun[][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), password, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: TextRun[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const { items } = await page.getTextContent({ disableNormalization: true });
    pages.push(runsFromTextItems(items as PdfTextItem[], page.view, p));
  }
  await doc.destroy();
  return pages;
}

/** The same pages as the reader reads them, its messages handed over rather than copied. */
async function readerRuns(pdf: Uint8Array, password?: string): Promise<TextRun[][]> {
  const doc = await pdfjsExtractor.open(pdf, { maxPages: 500, deadline: FAR, password });
  const pages: TextRun[][] = [];
  for (let p = 1; p <= doc.pageCount; p++) pages.push(await doc.pageRuns(p));
  await doc.close();
  return pages;
}

async function expectSameText(pdf: Uint8Array, password?: string) {
  const copied = await copiedRuns(pdf, password);
  expect(copied.flat().length).toBeGreaterThan(40);
  expect(await readerRuns(pdf, password)).toEqual(copied);
}

/** Real layout variants whose text pdfjs draws unusually: glyph by glyph, shuffled, as images, stamped, hashed. */
const SAMPLED_VARIANTS = [
  'generic-glyph-by-glyph',
  'nedbank-internet-runs-shuffled',
  'absa-cheque-image-descriptions',
  'fnb-current-upright-stamp',
  'standard-bank-app-hashes',
  'generic-two-accounts',
  'fnb-history-print',
];

// pdfjs reuses objects it has sent (a text chunk's object gets new item lists): handed over as they are, a
// page's text went missing. These hold the reader to pdfjs's own reading on every kind of print we draw.
describe('the PDF reader hands pdfjs messages over without copying them', () => {
  it.each(Object.keys(LAYOUTS) as LayoutId[])(
    'and reads %s exactly as pdfjs reads it, page by page',
    async (layout) => {
      await expectSameText((await makeFixture({ layout, pages: 1, seed: 7 })).pdf);
    },
  );

  it.each(SAMPLED_VARIANTS)('and reads the real layout variant %s exactly as pdfjs reads it', async (name) => {
    const variant = VARIANTS[name];
    if (!variant) throw new Error(`no real layout variant ${name}`);
    await expectSameText((await makePerturbedFixture({ ...variant, seed: 3 })).pdf);
  });

  it('and reads an encrypted statement, opened with its password, exactly as pdfjs reads it', async () => {
    const { pdf } = await makeFixture({ layout: 'absa-cheque', pages: 2, seed: 4 });
    const locked = await encryptPdf(pdf, { userPassword: 'pw', ownerPassword: 'owner', cipher: 'aes128' });
    await expectSameText(locked, 'pw');
  });

  it('reads two documents at once, each its own text', async () => {
    const [a, b] = await Promise.all([
      makeFixture({ layout: 'fnb-current', pages: 2, seed: 1 }),
      makeFixture({ layout: 'capitec-2018', pages: 2, seed: 2 }),
    ]);
    const [ra, rb] = await Promise.all([readerRuns(a.pdf), readerRuns(b.pdf)]);
    expect(ra).toEqual(await copiedRuns(a.pdf));
    expect(rb).toEqual(await copiedRuns(b.pdf));
  });
});
