import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fileStreams } from '../src/extract/stream-inventory';
import { decodedBytes } from '../src/extract/stream-decoders';
import { encryptPdf, type Cipher } from './fixtures/encrypt';
import { chromiumFixture, launchBrowser } from './fixtures/chromium/print';
import { makeFixture } from './fixtures/index';

/** Each stream object's decoded size, as the decode guard sees the file. */
function guardInventory(pdf: Uint8Array, password?: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of fileStreams(Buffer.from(pdf), password, 64 * 1024 * 1024)) {
    if (!s.ref) continue;
    out.set(`${s.ref.num} ${s.ref.gen}`, decodedBytes(s.data, s.steps, 64 * 1024 * 1024)?.length ?? -1);
  }
  return out;
}

/** The same, read independently by pdf-lib from the unencrypted file. */
async function pdfLibInventory(pdf: Uint8Array): Promise<Map<string, number>> {
  const doc = await PDFDocument.load(pdf);
  const out = new Map<string, number>();
  for (const [ref, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFRawStream)
      out.set(`${ref.objectNumber} ${ref.generationNumber}`, decodePDFRawStream(obj).decode().length);
  }
  return out;
}

describe('the streams the decode guard measures', () => {
  it('are every stream of a statement, decoded to the sizes pdf-lib decodes them to', async () => {
    const f = await makeFixture({ layout: 'absa-cheque', pages: 2, seed: 3 });
    const expected = await pdfLibInventory(f.pdf);
    expect(expected.size).toBe(2); // a content stream a page
    expect(guardInventory(f.pdf)).toEqual(expected);
  });

  it('are every stream of a statement printed by Chromium: contents, embedded fonts and their maps', async () => {
    const browser = await launchBrowser();
    try {
      const { pdf } = await chromiumFixture(browser, 'nedbank-monthly', 11);
      const expected = await pdfLibInventory(pdf);
      expect(expected.size).toBeGreaterThan(4);
      expect(guardInventory(pdf)).toEqual(expected);
    } finally {
      await browser.close();
    }
  });

  it('are the same streams, decoded alike, when the file packs its objects into object streams', async () => {
    const f = await makeFixture({ layout: 'fnb-current', pages: 2, seed: 5 });
    const packed = await (await PDFDocument.load(f.pdf)).save({ useObjectStreams: true });
    const inventory = guardInventory(packed);
    for (const [ref, size] of await pdfLibInventory(f.pdf)) expect([ref, inventory.get(ref)]).toEqual([ref, size]);
  });

  const ciphers: Cipher[] = ['rc4', 'aes128', 'aes256'];
  for (const cipher of ciphers) {
    it(`sees through ${cipher} encryption, with no password, the user's or the owner's`, async () => {
      const f = await makeFixture({ layout: 'standard-bank-monthly', pages: 2, seed: 7 });
      const expected = guardInventory(f.pdf);
      const open = await encryptPdf(f.pdf, { userPassword: '', ownerPassword: 'owner-pw', cipher });
      expect(guardInventory(open)).toEqual(expected);
      const locked = await encryptPdf(f.pdf, { userPassword: 'user-pw', ownerPassword: 'owner-pw', cipher });
      expect(guardInventory(locked, 'user-pw')).toEqual(expected);
      expect(guardInventory(locked, 'owner-pw')).toEqual(expected);
      // Without the password nothing decrypts, and nothing pretends to: the bytes stay as they are.
      expect(guardInventory(locked, 'wrong')).not.toEqual(expected);
    });
  }
});
