import { describe, expect, it } from 'vitest';
import { MAX_DECODED_PDF_BYTES } from '@bankcsv/domain';
import { decodeBombPdf } from '../../packages/converter/test/fixtures/hostile';
import { credits, ledger, registerUser, uploadStatement, waitForConversion } from '../support/stack-client';

describe('decompression bombs through the workflow', () => {
  it('refuses a small file that unpacks past the cap as too large, takes no credit and never calls it scanned', async () => {
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
  });
});
