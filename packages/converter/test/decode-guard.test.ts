import { describe, expect, it } from 'vitest';
import { ConversionError, convertStatement, inspectPdf } from '../src/index';
import { makeFixture } from './fixtures/index';
import { decodeBombPdf, type BombEncoding } from './fixtures/hostile';

const CAP = 4 * 1024 * 1024;

async function failure(p: Promise<unknown>): Promise<ConversionError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ConversionError);
  return e as ConversionError;
}

describe('decompression bombs', () => {
  const variants: [BombEncoding, string][] = [
    ['flate', 'a zlib stream with the usual 0x78 header'],
    ['flate-58', 'a zlib stream whose header byte is 0x58'],
    ['flate-88', 'a zlib header zlib refuses but pdfjs accepts (window bits 16)'],
    ['raw-deflate', 'raw deflate with no zlib header'],
    ['hex+flate', 'Flate inside ASCIIHexDecode'],
    ['a85+flate', 'Flate inside ASCII85Decode'],
    ['flate+flate', 'a stream that is only large after two filters'],
    ['lzw', 'an LZW stream'],
    ['brotli', 'a Brotli stream'],
  ];
  for (const [encoding, what] of variants) {
    it(`stops ${what} with the oversized-document error`, async () => {
      const pdf = await decodeBombPdf(10, encoding);
      expect(pdf.length).toBeLessThan(200_000);
      for (const attempt of [
        () => inspectPdf(pdf, { maxDecodedBytes: CAP }),
        () => convertStatement(pdf, { maxDecodedBytes: CAP }),
      ]) {
        const e = await failure(attempt());
        expect([e.code, e.name]).toEqual(['DOCUMENT_TOO_LARGE', 'DocumentTooLargeError']);
        expect(e.message).toMatch(/too large to process/);
        expect(e.message).not.toMatch(/scanned/);
      }
    });
  }

  it('stops a document whose streams each fit but together pass the cap', async () => {
    const pdf = await decodeBombPdf(6, 'flate-58', 4);
    expect((await failure(inspectPdf(pdf, { maxDecodedBytes: CAP }))).code).toBe('DOCUMENT_TOO_LARGE');
    // Under the cap the same file is a statement without text, not a refused one.
    expect(
      (
        await failure(
          inspectPdf(pdf, { maxDecodedBytes: 4 * CAP }).then(() => convertStatement(pdf, { maxDecodedBytes: 4 * CAP })),
        )
      ).code,
    ).toBe('NO_TEXT_LAYER');
  });

  it('lets a filter chain under the cap through to pdfjs', async () => {
    const pdf = await decodeBombPdf(3, 'hex+flate');
    expect(await inspectPdf(pdf, { maxDecodedBytes: CAP })).toMatchObject({ pages: 1 });
  });

  it('passes ordinary statements untouched, even under a 1 MB cap', async () => {
    for (const layout of ['fnb-current', 'absa-cheque', 'nedbank-monthly'] as const) {
      const f = await makeFixture({ layout, pages: 3 });
      const capped = await convertStatement(f.pdf, { maxDecodedBytes: 1024 * 1024 });
      expect(capped).toEqual(await convertStatement(f.pdf, { maxDecodedBytes: Infinity }));
      expect(capped.transactions.length).toBeGreaterThan(0);
    }
  });
});
