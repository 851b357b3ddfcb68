import { DOWNLOAD_MESSAGES, MAX_FILE_SIZE_BYTES, SUPPORT_TEXT, canSendSample, supportSampleKey } from '@bankcsv/domain';
import { z } from 'zod';
import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import { headObject, presignSupportSample } from '../adapters/storage';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, conflict, json, notFound } from '../shared/http';

const env = functionEnv('send-support-sample');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

// Step 1 (`consent: true`): an upload form for the one sample key. Step 2 (`sent: true`): the sample is
// there, so the row says it was sent. Consent is never assumed: without it nothing can be uploaded.
const body = z.union([
  z.object({ consent: z.literal(true, { error: SUPPORT_TEXT.consentNeeded }) }),
  z.object({ sent: z.literal(true) }),
], { error: SUPPORT_TEXT.consentNeeded });

/** POST /conversions/{id}/support-sample: a failed statement sent to us, with consent, kept 7 days. */
export const handler = apiHandler('send-support-sample', { body }, async ({ userId, pathId, body: input }) => {
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  if (!canSendSample(row)) throw conflict(row.supportSampleSentAt ? SUPPORT_TEXT.sent : SUPPORT_TEXT.notSupportable);
  const key = supportSampleKey(userId, row.conversionId);

  if ('consent' in input) {
    const form = await presignSupportSample(env.UPLOADS_BUCKET, key);
    await conversions.transition(userId, row.conversionId, { from: ['error'], set: { supportConsentAt: new Date().toISOString() } });
    return json(200, { url: form.url, fields: form.fields, maxBytes: MAX_FILE_SIZE_BYTES });
  }

  const sample = await headObject(env.UPLOADS_BUCKET, key);
  if (!sample || !row.supportConsentAt) throw badRequest(SUPPORT_TEXT.notUploaded);
  await conversions.transition(userId, row.conversionId, { from: ['error'], set: { supportSampleSentAt: new Date().toISOString() } });
  const updated = await conversions.get(userId, row.conversionId);
  return json(200, toConversionJson(updated ?? row));
});
