import { describe, expect, it } from 'vitest';
import { CONVERSION_ERRORS, MAX_DECODED_PDF_BYTES, canSendSample } from '@bankcsv/domain';
import { decodeBombPdf, encryptedBombPdf, xobjectFanOutPdf } from '../../packages/converter/test/fixtures/hostile';
import { api, credits, ledger, registerUser, uploadStatement, waitForConversion } from '../support/stack-client';

describe('hostile PDFs through the workflow', () => {
  it(
    'refuses a small file that unpacks past the cap as too large, takes no ' + 'credit and never calls it scanned',
    async () => {
      const user = await registerUser();
      // Flate inside ASCIIHexDecode, with a 0x58 zlib header inside: both used to pass the old check.
      const mb = MAX_DECODED_PDF_BYTES / 1024 / 1024 + 8;
      const pdf = await decodeBombPdf(mb, 'hex+flate');
      expect(pdf.length).toBeLessThan(2 * 1024 * 1024);
      const conversionId = await uploadStatement(user, pdf, { fileName: 'bomb.pdf' });
      const done = await waitForConversion(user, conversionId);
      expect(done).toMatchObject({ status: 'error', errorCode: 'DOCUMENT_TOO_LARGE', creditsRefunded: false });
      expect(done.errorMessage).toMatch(/too large to process/);
      expect(done.errorMessage).not.toMatch(/scanned/i);
      expect(await credits(user)).toBe(10);
      expect((await ledger(user.userId)).map((e) => e.entryId)).toEqual(['signup']);
    },
  );

  it('refuses an encrypted bomb that opens with no password the same way, before any credit is taken', async () => {
    const user = await registerUser();
    const pdf = await encryptedBombPdf(MAX_DECODED_PDF_BYTES / 1024 / 1024 + 8, 'aes256');
    const done = await waitForConversion(user, await uploadStatement(user, pdf, { fileName: 'locked-bomb.pdf' }));
    expect(done).toMatchObject({ status: 'error', errorCode: 'DOCUMENT_TOO_LARGE', creditsRefunded: false });
    expect(await credits(user)).toBe(10);
  });

  it(
    'refuses form XObjects drawing each other a million times as too ' + 'complex, while other requests are answered',
    async () => {
      const user = await registerUser();
      const conversionId = await uploadStatement(user, xobjectFanOutPdf(6), { fileName: 'fan-out.pdf' });
      // Before the PDF had a thread of its own, every request to the stack waited for the page (30 s and more).
      const slowest = await (async () => {
        let worst = 0;
        for (let i = 0; i < 5; i++) {
          const started = Date.now();
          expect((await api(user, 'GET', '/me')).status).toBe(200);
          worst = Math.max(worst, Date.now() - started);
          await new Promise((r) => setTimeout(r, 500));
        }
        return worst;
      })();
      const done = await waitForConversion(user, conversionId, 90_000);
      expect(done).toMatchObject({
        status: 'error',
        errorCode: 'DOCUMENT_TOO_COMPLEX',
        errorMessage: CONVERSION_ERRORS.DOCUMENT_TOO_COMPLEX,
      });
      expect(canSendSample(done)).toBe(false);
      expect(await credits(user)).toBe(10);
      expect(slowest).toBeLessThan(5_000);
    },
  );
});
