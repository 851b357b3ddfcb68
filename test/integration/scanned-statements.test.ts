import { crc32 } from 'node:zlib';
import type { ReviewTransaction, TransactionsView } from '@bankcsv/domain';
import { describe, expect, inject, it } from 'vitest';
import { blankPagesPdf } from '../../packages/converter/test/fixtures/hostile';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { scanOf } from '../../packages/converter/test/fixtures/scan';
import {
  api,
  credits,
  executionsNamed,
  keysUnder,
  ledger,
  registerUser,
  storedConversion,
  uploadStatement,
  waitForConversion,
  type ConversionJson,
} from '../support/stack-client';

// Pages are read by OCR in this process, so each scan here is two pages at most (a few seconds a page).
const { resources } = inject('stack');
const { OUTPUTS_BUCKET } = resources.buckets;
const folder = (userId: string, conversionId: string) => `outputs/${userId}/${conversionId}/`;

/** A PNG as the browser gets it: the signature, then an IHDR chunk whose CRC holds, with the image's size. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const png = Buffer.from(bytes);
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// Two pages of an office scan on which the chain leaves rows to check (a misprinted running balance, OCR slips).
let scanned: Promise<Uint8Array> | undefined;
const scannedStatement = () => {
  scanned ??= makeFixture({ layout: 'fnb-current', pages: 2, seed: 21, corruptBalanceAt: 5 }).then((fixture) =>
    scanOf(fixture.pdf, { dpi: 200 }),
  );
  return scanned;
};

describe('a scanned statement', () => {
  it('is read page by page, every row judged, charged per page; its line images go with its files', async () => {
    const user = await registerUser();
    const conversionId = await uploadStatement(user, await scannedStatement(), { fileName: 'scanned.pdf' });
    const done = await waitForConversion(user, conversionId, 110_000);
    expect(done).toMatchObject({ status: 'completed', pages: 2, creditsUsed: 2, pagesRead: 2 });
    expect(await credits(user)).toBe(8);
    expect((await ledger(user.userId)).find((e) => e.entryId === `debit#${conversionId}`)?.amount).toBe(-2);

    const rows = (done.summary as { transactions: number }).transactions;
    const scanned = done.scanned as { verified: number; corrected: number; needsReview: number };
    expect(scanned.verified + scanned.corrected + scanned.needsReview).toBe(rows);
    expect(scanned.needsReview).toBeGreaterThanOrEqual(1);
    const listed = await api<{ items: ConversionJson[] }>(user, 'GET', '/conversions');
    expect(listed.body.items.find((c) => c.conversionId === conversionId)?.scanned).toEqual(done.scanned);

    const view = await api<TransactionsView>(user, 'GET', `/conversions/${conversionId}/transactions`);
    expect(view.status).toBe(200);
    const verdicts = view.body.original.map((t) => t.scan?.verdict);
    expect(verdicts).toHaveLength(rows);
    expect(verdicts.filter((v) => v === 'verified')).toHaveLength(scanned.verified);
    expect(verdicts.filter((v) => v === 'needs-review')).toHaveLength(scanned.needsReview);
    // Each row that needs review and knows where it lies on its page has its line's image, and only those.
    const shown = (t: ReviewTransaction) => t.scan?.verdict === 'needs-review' && t.scan.box !== undefined;
    const withImage = view.body.original.flatMap((t, i) => (shown(t) ? [String(i)] : []));
    expect(withImage.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(view.body.crops ?? {})).toEqual(withImage);
    for (const url of Object.values(view.body.crops ?? {})) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const { width, height } = pngSize(new Uint8Array(await res.arrayBuffer()));
      expect(width).toBeGreaterThan(1000); // the page's width at 150 dpi
      expect(height).toBeLessThan(200); // a line or two, not the page
    }

    // The pages read were work files of the run: gone. What stays is the outputs and the line images.
    const files = await keysUnder(OUTPUTS_BUCKET, folder(user.userId, conversionId));
    expect(files.filter((key) => key.includes('/scan/'))).toEqual([]);
    expect(files.filter((key) => key.includes('/crops/'))).toHaveLength(withImage.length);
    expect(files).toContain(`${folder(user.userId, conversionId)}statement.csv`);
    const stored = await storedConversion(user.userId, conversionId);
    expect(stored?.scanCrops ?? []).toEqual(withImage.map(Number));

    expect((await api(user, 'DELETE', `/conversions/${conversionId}`)).status).toBe(204);
    expect(await keysUnder(OUTPUTS_BUCKET, folder(user.userId, conversionId))).toEqual([]);
    expect(await executionsNamed(conversionId)).toEqual([expect.objectContaining({ status: 'SUCCEEDED' })]);
  });

  it('takes its line images with the account when the user deletes it (DELETE /me)', async () => {
    const user = await registerUser();
    const conversionId = await uploadStatement(user, await scannedStatement(), { fileName: 'scanned.pdf' });
    expect(await waitForConversion(user, conversionId, 110_000)).toMatchObject({ status: 'completed', pages: 2 });
    const crops = await keysUnder(OUTPUTS_BUCKET, `${folder(user.userId, conversionId)}crops/`);
    expect(crops.length).toBeGreaterThanOrEqual(1);
    expect((await api(user, 'DELETE', '/me')).status).toBe(204);
    expect(await keysUnder(OUTPUTS_BUCKET, `outputs/${user.userId}/`)).toEqual([]);
  });

  it('that cannot be read is refused with its own message, its pages deleted, and costs nothing', async () => {
    const user = await registerUser();
    const blank = await scanOf(await blankPagesPdf(2), { dpi: 150 });
    const conversionId = await uploadStatement(user, blank, { fileName: 'blank-scan.pdf' });
    const done = await waitForConversion(user, conversionId, 60_000);
    expect(done).toMatchObject({
      status: 'error',
      errorCode: 'SCAN_UNCLEAR',
      errorMessage: "This scan is too unclear to read reliably. Try a clearer scan or the bank's e-statement.",
      pages: 2,
      creditsUsed: 2,
      creditsRefunded: true,
      pagesRead: 2,
    });
    expect(await credits(user)).toBe(10);
    const entries = await ledger(user.userId);
    expect(entries.map((e) => [e.entryId, Number(e.amount)]).sort()).toEqual([
      [`debit#${conversionId}`, -2],
      [`refund#${conversionId}`, 2],
      ['signup', 10],
    ]);
    expect(await keysUnder(OUTPUTS_BUCKET, folder(user.userId, conversionId))).toEqual([]);
  });
});
