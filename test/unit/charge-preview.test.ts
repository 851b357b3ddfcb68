import { inspectPdf } from '@bankcsv/converter';
import { makeFixture, type LayoutId } from '@bankcsv/converter/fixtures';
import { creditsForPageSizes } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { encryptPdf } from '../../packages/converter/test/fixtures/encrypt';
import { nUpPdf, onePagePdf } from '../../packages/converter/test/fixtures/hostile';
import { installCanvasStubs } from '../../packages/converter/src/extract/dom-matrix-stub';
import { measurePdf, type OpenPdf } from '../../web/src/features/upload/measure-pdf';

// The convert dialog counts with pdfjs in the browser; here pdfjs's Node build stands in for it.
const openInNode: OpenPdf = async (bytes, password) => {
  installCanvasStubs();
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as Record<string, unknown>).pdfjsWorker = worker;
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return lib.getDocument({
    data: new Uint8Array(bytes),
    password,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
};

const serverCharge = async (pdf: Uint8Array) => {
  const { pages, pageSizes, statementPages } = await inspectPdf(pdf);
  return { pages, credits: creditsForPageSizes(pageSizes, statementPages) };
};

describe('the charge the convert dialog states before Confirm', () => {
  it.each(['fnb-current', 'absa-cheque', 'capitec-2018'] as LayoutId[])(
    'is what the server takes for a %s statement, as printed and 2, 4 and 6 to a sheet',
    async (layout) => {
      const f = await makeFixture({ layout, pages: 7, seed: 31 });
      for (const pdf of [f.pdf, await nUpPdf(f.pdf, 2), await nUpPdf(f.pdf, 4), await nUpPdf(f.pdf, 6)]) {
        const server = await serverCharge(pdf);
        expect(await measurePdf(pdf, openInNode)).toEqual(server);
      }
      expect((await measurePdf(await nUpPdf(f.pdf, 6), openInNode))?.credits).toBe(7);
    },
  );

  it('counts a statement redrawn as one tall page by its area', async () => {
    const f = await makeFixture({ layout: 'absa-cheque', pages: 5, seed: 2 });
    const tall = await onePagePdf(f.pdf);
    expect(await measurePdf(tall, openInNode)).toEqual({ pages: 1, credits: 5 });
    expect(await serverCharge(tall)).toEqual({ pages: 1, credits: 5 });
  });

  it('counts a password-protected PDF only with its password', async () => {
    const f = await makeFixture({ layout: 'fnb-current', pages: 3, seed: 5 });
    const locked = await encryptPdf(await nUpPdf(f.pdf, 2), {
      userPassword: 'user-pw',
      ownerPassword: 'owner-pw',
      cipher: 'aes128',
    });
    expect(await measurePdf(locked, openInNode)).toBeUndefined();
    expect(await measurePdf(locked, openInNode, 'wrong')).toBeUndefined();
    const { pages, pageSizes, statementPages } = await inspectPdf(locked, { password: 'user-pw' });
    expect(await measurePdf(locked, openInNode, 'user-pw')).toEqual({
      pages,
      credits: creditsForPageSizes(pageSizes, statementPages),
    });
    expect([pages, creditsForPageSizes(pageSizes, statementPages)]).toEqual([2, 3]);
  });

  it('states no figure for a file it cannot read', async () => {
    expect(await measurePdf(new TextEncoder().encode('%PDF-1.7 not really'), openInNode)).toBeUndefined();
  });
});
