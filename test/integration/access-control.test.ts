import { SignJWT, decodeJwt, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import {
  api,
  createUpload,
  forceStatus,
  objectExists,
  postFile,
  registerUser,
  storedConversion,
  uploadStatement,
  waitForConversion,
} from '../support/stack-client';
import { eventually } from '../support/eventually';

const { resources } = inject('stack');

describe('who may call what', () => {
  it('answers 401 to every route without a token', async () => {
    for (const [method, path] of [
      ['GET', '/me'],
      ['POST', '/uploads'],
      ['GET', '/conversions'],
      ['GET', '/conversions/01ABC'],
      ['DELETE', '/conversions/01ABC'],
      ['POST', '/conversions/01ABC/cancel'],
      ['GET', '/conversions/01ABC/download?kind=csv'],
      ['POST', '/batches'],
      ['GET', '/batches/bat_01ABCDEFGH'],
      ['PUT', '/conversions/01ABC/password'],
      ['GET', '/accounts'],
      ['PUT', '/accounts/Rk5COjYyODEyMzQ1Njc4/name'],
      ['PUT', '/statement-parts/01ABC%230/account'],
      ['POST', '/accounts/Rk5COjYyODEyMzQ1Njc4/exports'],
    ] as const) {
      expect((await api(null, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 401 to a token signed by anyone but the user pool', async () => {
    const user = await registerUser();
    const real = decodeJwt(user.idToken);
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = await exportJWK(publicKey);
    const forged = await new SignJWT({ ...real, email: 'attacker@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: String((jwk as { kid?: string }).kid ?? 'forged') })
      .sign(privateKey);
    expect((await api(`Bearer ${forged}`, 'GET', '/me')).status).toBe(401);
    const [header, payload] = user.idToken.split('.');
    expect((await api(`Bearer ${header}.${payload}.`, 'GET', '/me')).status).toBe(401);
    expect((await api(user, 'GET', '/me')).status).toBe(200);
  });

  it("never shows or changes another user's conversion", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const fixture = await makeFixture({ transactions: 5, seed: 21 });
    const conversionId = await uploadStatement(owner, fixture.pdf, { fileName: 'owner.pdf' });
    const done = await waitForConversion(owner, conversionId);
    expect(done.status).toBe('completed');
    const before = await storedConversion(owner.userId, conversionId);

    for (const [method, path] of [
      ['GET', `/conversions/${conversionId}`],
      ['GET', `/conversions/${conversionId}/download?kind=csv`],
      ['POST', `/conversions/${conversionId}/cancel`],
      ['DELETE', `/conversions/${conversionId}`],
    ] as const) {
      const res = await api(other, method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ message: 'Transaction not found' });
    }
    expect((await api<{ items: unknown[] }>(other, 'GET', '/conversions')).body.items).toEqual([]);

    expect(await storedConversion(owner.userId, conversionId)).toEqual(before);
    expect(await objectExists(resources.buckets.OUTPUTS_BUCKET, String(before?.csvKey))).toBe(true);
    expect((await api(owner, 'GET', `/conversions/${conversionId}/download?kind=csv`)).status).toBe(200);
  });
});

describe('uploads in progress', () => {
  it('has no download before completion and rejects an unknown kind', async () => {
    const user = await registerUser();
    const ticket = await createUpload(user, { fileName: 'pending.pdf', fileSize: 1000 });
    const early = await api(user, 'GET', `/conversions/${ticket.conversionId}/download?kind=csv`);
    expect(early).toMatchObject({ status: 409, body: { message: 'File is not ready for download' } });
    expect((await api(user, 'GET', `/conversions/${ticket.conversionId}/download?kind=pdf`)).status).toBe(400);
  });

  it('cancels an upload, and deletes its file if it still arrives', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 5, seed: 22 });
    const ticket = await createUpload(user, { fileName: 'cancel-me.pdf', fileSize: fixture.pdf.byteLength });
    const cancelled = await api(user, 'POST', `/conversions/${ticket.conversionId}/cancel`);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { status: 'error', errorMessage: 'Upload cancelled by user' },
    });
    expect((await api(user, 'POST', `/conversions/${ticket.conversionId}/cancel`)).status).toBe(409);

    const res = await postFile(ticket, fixture.pdf);
    expect(res.ok).toBe(true);
    await eventually(
      "the cancelled upload's file is deleted",
      async () => !(await objectExists(resources.buckets.UPLOADS_BUCKET, ticket.key)),
    );
    const row = await api(user, 'GET', `/conversions/${ticket.conversionId}`);
    expect(row.body).toMatchObject({ status: 'error', errorMessage: 'Upload cancelled by user', creditsUsed: 0 });
    expect((await api<{ credits: number }>(user, 'GET', '/me')).body.credits).toBe(10);
  });

  it('refuses to delete a conversion while it is processing', async () => {
    const user = await registerUser();
    const ticket = await createUpload(user, { fileName: 'busy.pdf', fileSize: 1000 });
    // A row the workflow is working on, without running a workflow.
    await forceStatus(user.userId, ticket.conversionId, 'processing');
    expect((await api(user, 'DELETE', `/conversions/${ticket.conversionId}`)).status).toBe(409);
    expect((await api(user, 'GET', `/conversions/${ticket.conversionId}`)).status).toBe(200);
  });
});
