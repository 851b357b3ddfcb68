import { SUPPORT_TEXT, supportSampleKey } from '@bankcsv/domain';
import { describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { textOnlyPdf } from '../../packages/converter/test/fixtures/hostile';
import { api, executionsNamed, keysUnder, objectExists, postFile, registerUser, uploadStatement, waitForConversion } from '../support/stack-client';

const { resources } = inject('stack');
const bucket = resources.buckets.UPLOADS_BUCKET;

interface Form {
  url: string;
  fields: Record<string, string>;
  message?: string;
}

describe('a failed statement sent to us for support', () => {
  it('is stored under its own prefix only after explicit consent, marks the row sent, and goes when the conversion is deleted', async () => {
    const user = await registerUser();
    const pdf = await textOnlyPdf(['Welcome to our newsletter', 'Nothing here looks like a transaction']);
    const id = await uploadStatement(user, pdf, { fileName: 'odd-layout.pdf' });
    const failed = await waitForConversion(user, id);
    expect(failed).toMatchObject({ status: 'error', errorCode: 'NO_TRANSACTIONS' });
    // As before: the PDF is deleted when the conversion fails.
    expect(await keysUnder(bucket, `user-uploads/${user.userId}/`)).toEqual([]);
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
    expect((await postFile({ url: form.body.url, fields: { ...form.body.fields, 'Content-Type': 'text/html' } }, pdf)).ok).toBe(false);
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
  });

  it('is not offered for a conversion that did not fail on its layout', async () => {
    const user = await registerUser();
    const id = await uploadStatement(user, (await makeFixture({ transactions: 3, seed: 41 })).pdf);
    expect((await waitForConversion(user, id)).status).toBe('completed');
    const res = await api<Form>(user, 'POST', `/conversions/${id}/support-sample`, { consent: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUPPORT_TEXT.notSupportable);
  });
});
