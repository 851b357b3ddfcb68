import { SUPPORT_SAMPLE_WINDOW_DAYS, SUPPORT_TEXT, supportSampleKey } from '@bankcsv/domain';
import { describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { textOnlyPdf } from '../../packages/converter/test/fixtures/hostile';
import { eventually } from '../support/eventually';
import {
  api,
  executionsNamed,
  keysUnder,
  objectExists,
  postFile,
  registerUser,
  removeConversionField,
  setConversionFields,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

const { resources } = inject('stack');
const bucket = resources.buckets.UPLOADS_BUCKET;

interface Form {
  url: string;
  fields: Record<string, string>;
  message?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A statement that converts to nothing (NO_TRANSACTIONS, which a sample helps with): its id and its PDF. */
async function failedStatement(
  user: TestUser,
  text = 'Nothing here looks like a transaction',
): Promise<{ id: string; pdf: Uint8Array; path: string }> {
  const pdf = await textOnlyPdf(['Welcome to our newsletter', text]);
  const id = await uploadStatement(user, pdf, { fileName: 'odd-layout.pdf' });
  expect(await waitForConversion(user, id)).toMatchObject({ status: 'error', errorCode: 'NO_TRANSACTIONS' });
  return { id, pdf, path: `/conversions/${id}/support-sample` };
}

describe('a failed statement sent to us for support', () => {
  it(
    'is stored under its own prefix only after explicit consent, marks the ' +
      'row sent, and goes when the conversion is deleted',
    async () => {
      const user = await registerUser();
      const pdf = await textOnlyPdf(['Welcome to our newsletter', 'Nothing here looks like a transaction']);
      const id = await uploadStatement(user, pdf, { fileName: 'odd-layout.pdf' });
      const failed = await waitForConversion(user, id);
      expect(failed).toMatchObject({ status: 'error', errorCode: 'NO_TRANSACTIONS' });
      // As before: the PDF is deleted when the conversion fails (just after its row says so).
      const uploads = () => keysUnder(bucket, `user-uploads/${user.userId}/`);
      expect(await eventually('the failed PDF is deleted', uploads, { until: (keys) => keys.length === 0 })).toEqual(
        [],
      );
      const path = `/conversions/${id}/support-sample`;

      // No consent, no upload form.
      for (const body of [{}, { consent: false }, { consent: 'yes' }]) {
        const refused = await api<Form>(user, 'POST', path, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message).toBe(SUPPORT_TEXT.consentNeeded);
      }
      // Marking it sent before anything arrived is refused.
      expect((await api<Form>(user, 'POST', path, { sent: true })).status).toBe(400);

      const form = await api<Form>(user, 'POST', path, { consent: true });
      expect(form.status).toBe(200);
      expect(form.body.fields.key).toBe(supportSampleKey(user.userId, id));
      // The signed form refuses anything but a PDF, and a file over 10 MB.
      expect(
        (await postFile({ url: form.body.url, fields: { ...form.body.fields, 'Content-Type': 'text/html' } }, pdf)).ok,
      ).toBe(false);
      expect((await postFile(form.body, new Uint8Array(10 * 1024 * 1024 + 1))).ok).toBe(false);
      expect((await postFile(form.body, pdf)).ok).toBe(true);
      expect(await objectExists(bucket, supportSampleKey(user.userId, id))).toBe(true);

      const sent = await api<Record<string, unknown>>(user, 'POST', path, { sent: true });
      expect(sent.status).toBe(200);
      expect(typeof sent.body.supportSampleSentAt).toBe('string');
      // The sample starts no conversion and is not offered twice.
      expect(await executionsNamed(id)).toHaveLength(1);
      expect((await api<Form>(user, 'POST', path, { consent: true })).status).toBe(409);

      const stranger = await registerUser();
      expect((await api(stranger, 'POST', path, { consent: true })).status).toBe(404);

      expect((await api(user, 'DELETE', `/conversions/${id}`)).status).toBe(204);
      expect(await objectExists(bucket, supportSampleKey(user.userId, id))).toBe(false);
    },
  );

  it('is not offered for a conversion that did not fail on its layout', async () => {
    const user = await registerUser();
    const id = await uploadStatement(user, (await makeFixture({ transactions: 3, seed: 41 })).pdf);
    expect((await waitForConversion(user, id)).status).toBe('completed');
    const res = await api<Form>(user, 'POST', `/conversions/${id}/support-sample`, { consent: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUPPORT_TEXT.notSupportable);
  });

  it(
    "takes only the conversion's own PDF: another file is refused and " + 'deleted, the same one is then accepted',
    async () => {
      const user = await registerUser();
      const { id, pdf, path } = await failedStatement(user);
      const key = supportSampleKey(user.userId, id);
      const other = await textOnlyPdf(['Welcome to our newsletter', 'A different statement altogether']);

      const form = await api<Form>(user, 'POST', path, { consent: true });
      expect((await postFile(form.body, other)).ok).toBe(true);
      const refused = await api<Form>(user, 'POST', path, { sent: true });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(SUPPORT_TEXT.notSameFile);
      expect(await objectExists(bucket, key)).toBe(false);
      expect((await api(user, 'GET', `/conversions/${id}`)).body.supportSampleSentAt).toBeUndefined();

      const again = await api<Form>(user, 'POST', path, { consent: true });
      expect((await postFile(again.body, pdf)).ok).toBe(true);
      expect((await api(user, 'POST', path, { sent: true })).status).toBe(200);
      expect(await objectExists(bucket, key)).toBe(true);
    },
  );

  it(
    `is open only within ${SUPPORT_SAMPLE_WINDOW_DAYS} days of the ` +
      `failure: later the offer is refused and a sample that arrived is ` +
      `deleted`,
    async () => {
      const user = await registerUser();
      const { id, pdf, path } = await failedStatement(user, 'Still nothing like a transaction');
      await setConversionFields(user.userId, id, {
        completedAt: new Date(Date.now() - (SUPPORT_SAMPLE_WINDOW_DAYS - 1) * DAY_MS).toISOString(),
      });
      const form = await api<Form>(user, 'POST', path, { consent: true });
      expect(form.status).toBe(200);
      expect((await postFile(form.body, pdf)).ok).toBe(true);

      await setConversionFields(user.userId, id, {
        completedAt: new Date(Date.now() - (SUPPORT_SAMPLE_WINDOW_DAYS * DAY_MS + 60_000)).toISOString(),
      });
      for (const body of [{ sent: true }, { consent: true }]) {
        const closed = await api<Form>(user, 'POST', path, body);
        expect(closed.status, JSON.stringify(body)).toBe(409);
        expect(closed.body.message).toBe(SUPPORT_TEXT.windowClosed);
      }
      expect(await objectExists(bucket, supportSampleKey(user.userId, id))).toBe(false);
    },
  );

  it('is refused for a file turned away as hostile or out of bounds, each by its own code', async () => {
    const user = await registerUser();
    const id = await uploadStatement(user, new TextEncoder().encode('<html>not a statement</html>'), {
      fileName: 'fake.pdf',
    });
    expect(await waitForConversion(user, id)).toMatchObject({ status: 'error', errorCode: 'NOT_A_PDF' });
    const path = `/conversions/${id}/support-sample`;
    for (const errorCode of [
      'NOT_A_PDF',
      'DOCUMENT_TOO_LARGE',
      'DOCUMENT_TOO_COMPLEX',
      'TOO_MANY_PAGES',
      'FILE_TOO_LARGE',
      'EMPTY_FILE',
      'PASSWORD_REQUIRED',
      'PASSWORD_INCORRECT',
    ]) {
      await setConversionFields(user.userId, id, { errorCode });
      const res = await api<Form>(user, 'POST', path, { consent: true });
      expect(res.status, errorCode).toBe(409);
      expect(res.body.message, errorCode).toBe(SUPPORT_TEXT.notSupportable);
    }
  });

  it('is refused for a failed conversion that kept no digest of its PDF (one from before digests)', async () => {
    const user = await registerUser();
    const { id, path } = await failedStatement(user, 'Yet another page of prose');
    await removeConversionField(user.userId, id, 'pdfSha256');
    const res = await api<Form>(user, 'POST', path, { consent: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUPPORT_TEXT.notSupportable);
  });
});
