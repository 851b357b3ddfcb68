import {
  CONVERSION_ERRORS,
  LIFECYCLE,
  MAX_FILE_SIZE_BYTES,
  VALIDATION_MESSAGES,
  canConfirmUpload,
  conversionsInFlightMessage,
  sanitizeFileName,
  uploadKey,
  validateConvertPassword,
  validateUploadFile,
  validateYear,
} from '@bankcsv/domain';
import { z } from 'zod';
import { endAbandonedUploads } from '../adapters/abandoned-uploads';
import { conversionsRepo, expiresAtFrom } from '../adapters/conversions-repo';
import { inFlightSlots } from '../adapters/in-flight-slots';
import { presignUpload } from '../adapters/storage';
import { usersRepo } from '../adapters/users-repo';
import { sealPassword } from '../shared/crypto';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, conflict, forbidden, json, payloadTooLarge } from '../shared/http';
import { newConversionId } from '../shared/ids';
import { appKey } from '../shared/secrets';

const env = functionEnv('create-upload');
const users = usersRepo(env);
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const slots = inFlightSlots(env);

const body = z.object({
  fileName: z
    .string({ error: VALIDATION_MESSAGES.notPdf })
    .trim()
    .min(1, VALIDATION_MESSAGES.notPdf)
    .max(255, 'The file name is too long.'),
  fileSize: z
    .number({ error: 'The file size is missing.' })
    .int('The file size is not valid.')
    .min(1, 'The file is empty.'),
  contentType: z.string().max(100).optional(),
  year: z.union([z.number(), z.string()]).nullish(),
  password: z.string().max(256, 'The PDF password is too long.').nullish(),
});

/** POST /uploads: checks the file and the balance, records the conversion, returns a presigned POST. */
export const handler = apiHandler('create-upload', { body }, async ({ userId, email, emailVerified, body: input }) => {
  const fileProblem = validateUploadFile({ name: input.fileName, type: input.contentType ?? '', size: input.fileSize });
  if (fileProblem) throw input.fileSize > MAX_FILE_SIZE_BYTES ? payloadTooLarge(fileProblem) : badRequest(fileProblem);
  const yearProblem = validateYear(input.year);
  if (yearProblem) throw badRequest(yearProblem);
  const hasPassword = input.password !== undefined && input.password !== null;
  const passwordProblem = hasPassword ? validateConvertPassword(true, input.password ?? '') : null;
  if (passwordProblem) throw badRequest(passwordProblem);

  const user = await users.ensureUser(userId, email, emailVerified);
  if (!canConfirmUpload(user.credits)) throw forbidden(CONVERSION_ERRORS.INSUFFICIENT_CREDITS);
  // Abandoned forms do not count: ending them gives their places back before this one is taken.
  await endAbandonedUploads(conversions, slots, await conversions.list(userId));

  const now = new Date();
  const conversionId = newConversionId(now.getTime());
  const key = uploadKey(userId, input.fileName, now.getTime());
  const year =
    input.year === undefined || input.year === null || String(input.year).trim() === ''
      ? undefined
      : Number(input.year);
  // One user's batch must not take every converter: the row takes one of a few places, atomically.
  const opened = await slots.open({
    conversionId,
    userId,
    fileName: sanitizeFileName(input.fileName),
    originalFileName: input.fileName,
    fileSize: input.fileSize,
    status: LIFECYCLE.created.status,
    progress: LIFECYCLE.created.progress,
    creditsUsed: 0,
    createdAt: now.toISOString(),
    uploadStarted: now.toISOString(),
    userYear: year,
    storageKey: key,
    passwordCipher: hasPassword
      ? sealPassword(await appKey(env.APP_SECRET_ARN), conversionId, input.password ?? '')
      : undefined,
    // A row whose upload never arrives still expires; the workflow resets this when it ends.
    expiresAt: expiresAtFrom(now),
    lastUpdated: now.toISOString(),
  });
  if (!opened) throw conflict(conversionsInFlightMessage());
  const post = await presignUpload(env.UPLOADS_BUCKET, key, conversionId);
  return json(200, { conversionId, url: post.url, fields: post.fields, key });
});
