import { describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { blankPagesPdf, textOnlyPdf } from '../../packages/converter/test/fixtures/hostile';
import { useStackEnv } from '../support/stack-env';
import {
  api,
  createUpload,
  credits,
  forceStatus,
  ledger,
  objectExists,
  postFile,
  putUpload,
  registerUser,
  storedBalance,
  storedConversion,
  uploadStatement,
  waitForConversion,
} from '../support/stack-client';

const { resources } = inject('stack');

const sum = (entries: { amount: number }[]) => entries.reduce((total, e) => total + e.amount, 0);

describe('conversions that fail', () => {
  it('refuses a renamed text file with a clear message and takes no credit', async () => {
    const user = await registerUser();
    const bytes = new Uint8Array(Buffer.from('Date,Description,Amount\n01/01/2025,Coffee,-35.00\n'));
    const conversionId = await uploadStatement(user, bytes, { fileName: 'statement.pdf' });
    const done = await waitForConversion(user, conversionId);
    expect(done).toMatchObject({ status: 'error', errorCode: 'NOT_A_PDF', creditsRefunded: false });
    expect(done.errorMessage).toMatch(/not a PDF/i);
    expect(await credits(user)).toBe(10);
    expect((await ledger(user.userId)).map((e) => e.entryId)).toEqual(['signup']);
    const row = await storedConversion(user.userId, conversionId);
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, String(row?.storageKey))).toBe(false);
  });

  it('says a password is required for a protected PDF sent without one', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 5, seed: 5, password: 'letmein-123' });
    const conversionId = await uploadStatement(user, fixture.pdf, { fileName: 'locked.pdf' });
    const done = await waitForConversion(user, conversionId);
    expect(done).toMatchObject({ status: 'error', errorCode: 'PASSWORD_REQUIRED' });
    expect(done.errorMessage).toMatch(/password/i);
    expect(await credits(user)).toBe(10);
  });

  it('says the password is wrong when it is', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 5, seed: 6, password: 'letmein-123' });
    const conversionId = await uploadStatement(user, fixture.pdf, { fileName: 'locked.pdf', password: 'not-the-one' });
    const done = await waitForConversion(user, conversionId);
    expect(done).toMatchObject({ status: 'error', errorCode: 'PASSWORD_INCORRECT' });
    expect(done.errorMessage).toMatch(/password/i);
    expect(await credits(user)).toBe(10);
  });

  it('refuses a statement with more pages than credits and leaves the balance alone', async () => {
    const user = await registerUser();
    const conversionId = await uploadStatement(user, await blankPagesPdf(12), { fileName: 'long.pdf' });
    const done = await waitForConversion(user, conversionId);
    expect(done).toMatchObject({
      status: 'error',
      errorCode: 'INSUFFICIENT_CREDITS',
      pages: 12,
      creditsRefunded: false,
    });
    expect(done.errorMessage).toBe(
      'Not enough credits: this statement has 12 pages and needs 12 credits. Buy more credits and try again.',
    );
    expect(await credits(user)).toBe(10);
    expect(sum(await ledger(user.userId))).toBe(10);
  });

  it('refunds exactly once when the conversion fails after the debit', async () => {
    const user = await registerUser();
    const pdf = await textOnlyPdf(['Welcome to our newsletter', 'Nothing here looks like a transaction']);
    const conversionId = await uploadStatement(user, pdf, { fileName: 'newsletter.pdf' });
    const done = await waitForConversion(user, conversionId);
    expect(done).toMatchObject({ status: 'error', creditsUsed: 1, creditsRefunded: true });
    expect(done.errorMessage).not.toBe('Processing failed');
    expect(done.errorMessage).not.toMatch(/\bat .+:\d+:\d+/);

    const state = { userId: user.userId, conversionId, bucket: resources.buckets.UPLOADS_BUCKET, key: 'unused' };
    useStackEnv();
    // Step Functions may run a task again (retries, redrives): a second refund must change nothing.
    const { handler: refund } = await import('../../lambdas/src/handlers/refund-credits');
    const { handler: fail } = await import('../../lambdas/src/handlers/fail-conversion');
    await refund(state);
    await fail({ ...state, error: { Error: 'NoTransactionsError', Cause: '{}' } });

    const entries = await ledger(user.userId);
    expect(entries.map((e) => [e.entryId, e.amount]).sort()).toEqual([
      [`debit#${conversionId}`, -1],
      [`refund#${conversionId}`, 1],
      ['signup', 10],
    ]);
    expect(await storedBalance(user.userId)).toBe(10);
    expect(sum(entries)).toBe(10);
    // The failed row keeps its first, specific message.
    expect((await api(user, 'GET', `/conversions/${conversionId}`)).body.errorMessage).toBe(done.errorMessage);
  });
});

describe('a conversion that times out', () => {
  it('gets the timeout message and flag, its credits back and its PDF deleted', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 5, seed: 8 });
    const ticket = await createUpload(user, { fileName: 'slow.pdf', fileSize: fixture.pdf.byteLength });
    // The state the Catch of a timed-out ConvertStatement sees: processing, debited, PDF in place.
    await forceStatus(user.userId, ticket.conversionId, 'processing');
    // Outside user-uploads/, so no upload event starts a real workflow for it.
    const pdfKey = `held/${ticket.conversionId}.pdf`;
    await putUpload(pdfKey, fixture.pdf, {});
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, pdfKey)).toBe(true);
    useStackEnv();
    const { usersRepo } = await import('../../lambdas/src/adapters/users-repo');
    await usersRepo(resources.tables).debit(user.userId, ticket.conversionId, 1, 1);
    const state = {
      userId: user.userId,
      conversionId: ticket.conversionId,
      bucket: resources.buckets.UPLOADS_BUCKET,
      key: pdfKey,
      error: { Error: 'States.Timeout', Cause: 'Task timed out after 180 seconds' },
    };
    const { handler: refund } = await import('../../lambdas/src/handlers/refund-credits');
    const { handler: fail } = await import('../../lambdas/src/handlers/fail-conversion');
    await fail({ ...state, refund: await refund(state) });

    const row = await api(user, 'GET', `/conversions/${ticket.conversionId}`);
    expect(row.body).toMatchObject({
      status: 'error',
      errorCode: 'PROCESSING_TIMEOUT',
      errorMessage:
        'Processing timeout - the conversion took too long and was ' +
        'automatically cancelled. Please try again or contact support if this ' +
        'continues.',
      processingTimedOut: true,
      creditsRefunded: true,
    });
    expect(await credits(user)).toBe(10);
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, pdfKey)).toBe(false);
  });
});

describe('upload requests that are refused', () => {
  it('checks the file, the year and the password box before any upload', async () => {
    const user = await registerUser();
    const post = (body: unknown) => api(user, 'POST', '/uploads', body);
    expect(await post({ fileName: 'notes.txt', fileSize: 10 })).toMatchObject({
      status: 400,
      body: { message: 'Please select a PDF file.' },
    });
    expect(await post({ fileName: 'big.pdf', fileSize: 10 * 1024 * 1024 + 1 })).toMatchObject({
      status: 413,
      body: { message: 'File size must be less than 10MB.' },
    });
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(await post({ fileName: 'a.pdf', fileSize: 10, year: 1989 })).toMatchObject({
      status: 400,
      body: { message: `Year must be between 1990 and ${nextYear}` },
    });
    expect(await post({ fileName: 'a.pdf', fileSize: 10, year: nextYear + 1 })).toMatchObject({ status: 400 });
    expect(await post({ fileName: 'a.pdf', fileSize: 10, password: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter the PDF password or uncheck the password protection option.' },
    });
    expect((await post({ fileName: 'a.pdf', fileSize: 10, year: nextYear })).status).toBe(200);
  });

  it('answers 400 for malformed JSON and 415 for a body that is not JSON', async () => {
    const user = await registerUser();
    const { endpoints } = inject('stack');
    const send = (body: string, contentType: string) =>
      fetch(`${endpoints.api}/uploads`, {
        method: 'POST',
        headers: { authorization: user.authorization, 'content-type': contentType },
        body,
      });
    const bad = await send('{"fileName": ', 'application/json');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect((await send('fileName=a.pdf', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('holds the browser form to the signed type and conversion id', async () => {
    const user = await registerUser();
    const ticket = await createUpload(user, { fileName: 'a.pdf', fileSize: 100 });
    const bytes = new Uint8Array(Buffer.from('%PDF-1.4 <html><script>alert(1)</script></html>'));
    const asHtml = await postFile(
      { url: ticket.url, fields: { ...ticket.fields, 'Content-Type': 'text/html' } },
      bytes,
    );
    expect(asHtml.status).toBe(403);
    const otherConversion = await postFile(
      { url: ticket.url, fields: { ...ticket.fields, 'x-amz-meta-conversion-id': 'SOMEONE-ELSE' } },
      bytes,
    );
    expect(otherConversion.status).toBe(403);
    expect(await objectExists(resources.buckets.UPLOADS_BUCKET, ticket.key)).toBe(false);
  });

  it('refuses a new upload with no credits left', async () => {
    const user = await registerUser();
    useStackEnv();
    const { usersRepo } = await import('../../lambdas/src/adapters/users-repo');
    const users = usersRepo(resources.tables);
    await users.ensureUser(user.userId, user.email);
    await users.debit(user.userId, 'drain-all', 10, 10);
    const res = await api(user, 'POST', '/uploads', { fileName: 'a.pdf', fileSize: 1000 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Not enough credits to convert this statement. Buy more credits and try again.');
    expect(await credits(user)).toBe(0);
  });
});
