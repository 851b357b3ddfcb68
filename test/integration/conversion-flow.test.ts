import { describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import {
  api,
  credits,
  ledger,
  objectExists,
  registerUser,
  storedConversion,
  uploadStatement,
  waitForConversion,
} from '../support/stack-client';
import { parseCsv } from '../support/csv-rows';

const { resources } = inject('stack');

describe('the vertical slice: sign up → upload → convert → download', () => {
  it('converts an FNB statement, charges its pages, deletes the PDF and serves the CSV', async () => {
    const user = await registerUser();
    const me = await api(user, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ userId: user.userId, email: user.email, credits: 10, totalProcessed: 0 });

    const fixture = await makeFixture({ layout: 'fnb-current', transactions: 12, seed: 7 });
    const conversionId = await uploadStatement(user, fixture.pdf, { fileName: 'FNB Statement Jan.pdf' });
    const row = await storedConversion(user.userId, conversionId);
    const uploadKey = String(row?.storageKey);
    expect(uploadKey).toMatch(new RegExp(`^user-uploads/${user.userId}/\\d+_FNB_Statement_Jan\\.pdf$`));

    const done = await waitForConversion(user, conversionId);
    expect(done).toMatchObject({ status: 'completed', progress: 100, pages: 1, creditsUsed: 1 });
    expect(done.errorMessage).toBeUndefined();
    expect(done.dataQuality).toMatchObject({ totalTransactions: fixture.expected.length, unknownAmounts: 0 });
    // Named after the statement (bank, last 4 digits, period), not the PDF or the day it was converted.
    expect(done.csvFileName).toBe(`FNB-5678-${fixture.model.start}_to_${fixture.model.end}.csv`);
    expect(done.xlsxFileName).toBe(`FNB-5678-${fixture.model.start}_to_${fixture.model.end}-raw.xlsx`);
    // The client JSON never carries storage keys or the sealed password.
    expect(Object.keys(done)).not.toEqual(expect.arrayContaining(['storageKey']));
    expect(JSON.stringify(done)).not.toContain('user-uploads/');

    expect(await credits(user)).toBe(9);
    expect((await api(user, 'GET', '/me')).body).toMatchObject({ totalProcessed: 1 });
    const entries = await ledger(user.userId);
    expect(entries.map((e) => [e.entryId, e.amount]).sort()).toEqual([
      [`debit#${conversionId}`, -1],
      ['signup', 10],
    ]);
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, uploadKey)).toBe(false);

    const download = await api<{ url: string; fileName: string }>(
      user,
      'GET',
      `/conversions/${conversionId}/download?kind=csv`,
    );
    expect(download.status).toBe(200);
    expect(download.body.fileName).toBe(done.csvFileName);
    const file = await fetch(download.body.url);
    expect(file.status).toBe(200);
    const csv = await file.text();
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(['Date', 'Description', 'Amount']);
    expect(rows).toHaveLength(fixture.expected.length);
    fixture.expected.forEach((tx, i) => {
      const [y, m, d] = tx.date.split('-');
      expect(rows[i]?.[0]).toBe(`${d}/${m}/${y}`);
      // Text cells that start like a formula carry a leading apostrophe (CSV injection guard).
      expect(rows[i]?.[1]?.replace(/^'/, '')).toBe(tx.description);
      expect(Number(rows[i]?.[2])).toBeCloseTo(tx.amount, 2);
    });

    const xlsx = await api<{ url: string; fileName: string }>(
      user,
      'GET',
      `/conversions/${conversionId}/download?kind=xlsx`,
    );
    expect(xlsx.status).toBe(200);
    const xlsxFile = await fetch(xlsx.body.url);
    expect(xlsxFile.status).toBe(200);
    // XLSX is a zip archive.
    expect(
      Buffer.from(await xlsxFile.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');

    const list = await api<{ items: { conversionId: string }[] }>(user, 'GET', '/conversions');
    expect(list.body.items.map((c) => c.conversionId)).toEqual([conversionId]);
  });

  it('opens a password-protected statement with the password given at upload, never storing it in clear', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ layout: 'fnb-current', transactions: 8, seed: 3, password: 'Sup3r-secret' });
    const conversionId = await uploadStatement(user, fixture.pdf, { fileName: 'locked.pdf', password: 'Sup3r-secret' });
    const inFlight = await storedConversion(user.userId, conversionId);
    expect(JSON.stringify(inFlight)).not.toContain('Sup3r-secret');

    const done = await waitForConversion(user, conversionId);
    expect(done).toMatchObject({ status: 'completed', creditsUsed: 1 });
    const stored = await storedConversion(user.userId, conversionId);
    expect(stored?.passwordCipher).toBeUndefined();
  });

  it('lists conversions newest first and deletes one with its files', async () => {
    const user = await registerUser();
    const first = await makeFixture({ transactions: 5, seed: 11 });
    const second = await makeFixture({ transactions: 6, seed: 12 });
    const a = await uploadStatement(user, first.pdf, { fileName: 'a.pdf' });
    await waitForConversion(user, a);
    const b = await uploadStatement(user, second.pdf, { fileName: 'b.pdf' });
    await waitForConversion(user, b);

    const list = await api<{ items: { conversionId: string }[] }>(user, 'GET', '/conversions');
    expect(list.body.items.map((c) => c.conversionId)).toEqual([b, a]);

    const row = await storedConversion(user.userId, a);
    const deleted = await api(user, 'DELETE', `/conversions/${a}`);
    expect(deleted.status).toBe(204);
    expect(await objectExists(resources.buckets.OUTPUTS_BUCKET, String(row?.csvKey))).toBe(false);
    expect((await api(user, 'GET', `/conversions/${a}`)).status).toBe(404);
    expect(
      (await api<{ items: { conversionId: string }[] }>(user, 'GET', '/conversions')).body.items.map(
        (c) => c.conversionId,
      ),
    ).toEqual([b]);
  });
});
