import { describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import {
  api,
  canSignIn,
  createUpload,
  credits,
  forceStatus,
  keysUnder,
  ledger,
  registerUser,
  storedBalance,
  storedConversions,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

const { resources } = inject('stack');
const { UPLOADS_BUCKET, OUTPUTS_BUCKET } = resources.buckets;

/** A user with one completed conversion (one credit spent), its output files listed. */
async function userWithConversion(seed: number): Promise<{ user: TestUser; conversionId: string; outputs: string[] }> {
  const user = await registerUser();
  const fixture = await makeFixture({ transactions: 5, seed });
  const conversionId = await uploadStatement(user, fixture.pdf);
  expect((await waitForConversion(user, conversionId)).status).toBe('completed');
  const outputs = await keysUnder(OUTPUTS_BUCKET, `outputs/${user.userId}/`);
  expect(outputs).toContain(`outputs/${user.userId}/${conversionId}/statement.csv`);
  return { user, conversionId, outputs };
}

const sum = (entries: { amount: number }[]) => entries.reduce((total, e) => total + Number(e.amount), 0);

describe('DELETE /me', () => {
  it('deletes conversions, files, uploads, the user record and the login; keeps a ledger that sums to 0', async () => {
    const { user, conversionId } = await userWithConversion(71);
    const other = await userWithConversion(72);
    expect(await credits(user)).toBe(9);
    // A merged account export is recorded on no row: it goes with the account too.
    const { body } = await api<{ accounts: { accountId: string }[] }>(user, 'GET', '/accounts');
    const exported = await api(user, 'POST', `/accounts/${body.accounts[0]?.accountId}/exports`, { format: 'csv' });
    expect(exported.status).toBe(200);

    const res = await api(user, 'DELETE', '/me');
    expect(res.status).toBe(204);

    expect(await storedConversions(user.userId)).toEqual([]);
    expect(await keysUnder(OUTPUTS_BUCKET, `outputs/${user.userId}/`)).toEqual([]);
    expect(await keysUnder(UPLOADS_BUCKET, `user-uploads/${user.userId}/`)).toEqual([]);
    expect(await storedBalance(user.userId)).toBeUndefined();
    const entries = await ledger(user.userId);
    expect(entries.map((e) => [e.entryId, Number(e.amount)]).sort()).toEqual([
      ['account-deleted', -9],
      [`debit#${conversionId}`, -1],
      ['signup', 10],
    ]);
    expect(sum(entries)).toBe(0);
    expect(await canSignIn(user)).toBe(false);

    // The other user keeps everything.
    expect(await canSignIn(other.user)).toBe(true);
    expect(await credits(other.user)).toBe(9);
    expect((await storedConversions(other.user.userId)).map((row) => row.conversionId)).toEqual([other.conversionId]);
    expect((await keysUnder(OUTPUTS_BUCKET, `outputs/${other.user.userId}/`)).sort()).toEqual(
      [...other.outputs].sort(),
    );
    const download = await api<{ url: string }>(
      other.user,
      'GET',
      `/conversions/${other.conversionId}/download?kind=csv`,
    );
    expect(download.status).toBe(200);

    // The old token stays valid until it expires (as with API Gateway's JWT authorizer): a retry
    // succeeds and changes nothing, and recreates nothing.
    const again = await api(user, 'DELETE', '/me');
    expect(again.status).toBe(204);
    expect(await storedBalance(user.userId)).toBeUndefined();
    expect((await ledger(user.userId)).length).toBe(3);
    expect(await storedConversions(user.userId)).toEqual([]);

    // Nor does the old token bring the account back through GET /me or a new upload.
    for (const [method, path, body] of [
      ['GET', '/me', undefined],
      ['POST', '/uploads', { fileName: 'a.pdf', fileSize: 1000 }],
    ] as const) {
      const res = await api<{ message: string }>(user, method, path, body);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('This account has been deleted.');
    }
    expect(await storedBalance(user.userId)).toBeUndefined();
    expect((await ledger(user.userId)).length).toBe(3);
  });

  it('refuses with 409 while a conversion is uploading or processing, and deletes nothing', async () => {
    const { user, conversionId, outputs } = await userWithConversion(73);
    const fixture = await makeFixture({ transactions: 3, seed: 74 });
    const pending = await createUpload(user, { fileName: 'pending.pdf', fileSize: fixture.pdf.byteLength });

    const refusals = [];
    refusals.push(await api(user, 'DELETE', '/me'));
    await forceStatus(user.userId, pending.conversionId, 'processing');
    refusals.push(await api(user, 'DELETE', '/me'));
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: 'Wait for your conversions to finish, then try again.' });
    }

    expect((await storedConversions(user.userId)).map((row) => row.conversionId).sort()).toEqual(
      [conversionId, pending.conversionId].sort(),
    );
    expect((await keysUnder(OUTPUTS_BUCKET, `outputs/${user.userId}/`)).sort()).toEqual([...outputs].sort());
    expect(await storedBalance(user.userId)).toBe(9);
    expect((await ledger(user.userId)).map((e) => e.entryId)).not.toContain('account-deleted');
    expect(await canSignIn(user)).toBe(true);
  });
});
