import { DOWNLOAD_MESSAGES, MAX_FILE_SIZE_BYTES, SUPPORT_TEXT, sampleRefusal, supportSampleKey } from '@bankcsv/domain';
import { z } from 'zod';
import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import { deleteObject, getObjectBytes, headObject, presignSupportSample } from '../adapters/storage';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, conflict, json, notFound } from '../shared/http';
import { pdfDigest } from '../shared/pdf-digest';

const env = functionEnv('send-support-sample');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

// Step 1 (`consent: true`): an upload form for the one sample key. Step 2 (`sent: true`): the sample is
// there, so the row says it was sent. Consent is never assumed: without it nothing can be uploaded.
const body = z.union(
  [z.object({ consent: z.literal(true, { error: SUPPORT_TEXT.consentNeeded }) }), z.object({ sent: z.literal(true) })],
  { error: SUPPORT_TEXT.consentNeeded },
);

/**
 * POST /conversions/{id}/support-sample: a failed statement sent to us, with consent, kept 7 days. Only
 * within the window after the failure, and only the PDF the conversion read (its SHA-256): anything else
 * that arrived under the sample key is deleted before the row is marked.
 */
export const handler = apiHandler('send-support-sample', { body }, async ({ userId, pathId, body: input }) => {
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  const key = supportSampleKey(userId, row.conversionId);
  // A row from before digests were kept cannot be matched to a file, so it takes no sample.
  const refusal = sampleRefusal(row) ?? (row.pdfSha256 ? null : SUPPORT_TEXT.notSupportable);
  if (refusal) {
    if (!row.supportSampleSentAt) await deleteObject(env.UPLOADS_BUCKET, key);
    throw conflict(refusal);
  }

  if ('consent' in input) {
    const form = await presignSupportSample(env.UPLOADS_BUCKET, key);
    await conversions.transition(userId, row.conversionId, {
      from: ['error'],
      set: { supportConsentAt: new Date().toISOString() },
    });
    return json(200, { url: form.url, fields: form.fields, maxBytes: MAX_FILE_SIZE_BYTES });
  }

  const sample = await headObject(env.UPLOADS_BUCKET, key);
  if (!sample || !row.supportConsentAt) throw badRequest(SUPPORT_TEXT.notUploaded);
  if (pdfDigest(await getObjectBytes(env.UPLOADS_BUCKET, key)) !== row.pdfSha256) {
    await deleteObject(env.UPLOADS_BUCKET, key);
    throw badRequest(SUPPORT_TEXT.notSameFile);
  }
  await conversions.transition(userId, row.conversionId, {
    from: ['error'],
    set: { supportSampleSentAt: new Date().toISOString() },
  });
  const updated = await conversions.get(userId, row.conversionId);
  return json(200, toConversionJson(updated ?? row));
});
