import {
  BATCH_MESSAGES,
  CONVERSION_ERRORS,
  LIFECYCLE,
  MAX_FILE_SIZE_BYTES,
  VALIDATION_MESSAGES,
  canConfirmUpload,
  isBatchId,
  conversionsInFlightMessage,
  sanitizeFileName,
  uploadKey,
  validateConvertPassword,
  validateUploadFile,
  validateYear,
} from '@bankcsv/domain';
import { z } from 'zod';
import { endAbandonedUploads } from '../adapters/abandoned-uploads';
import { queueDeps, startQueued } from '../adapters/batch-queue';
import { conversionsRepo, expiresAtFrom, type ConversionRecord } from '../adapters/conversions-repo';
import { inFlightSlots } from '../adapters/in-flight-slots';
import { presignUpload } from '../adapters/storage';
import { userMaps } from '../adapters/user-maps';
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
const maps = userMaps(env.USERS_TABLE);
const queue = queueDeps(env);

const UNKNOWN_BATCH = 'This batch was not found. Drop the files again.';
const PASSWORD_LATER = 'A PDF password can be given later only for a file of a batch.';

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
  batchId: z.string().refine(isBatchId, UNKNOWN_BATCH).optional(),
  needsPassword: z.boolean().optional(),
});

/**
 * Records the row: a single upload takes one of its user's places atomically (false when all are held); a batch
 * file takes none until its file arrives (start-conversion), and counts into its batch (at most MAX_BATCH_FILES).
 */
async function record(row: ConversionRecord, batchId: string | undefined): Promise<boolean> {
  if (!batchId) return slots.open(row);
  const added = await maps.addBatchFile(row.userId, batchId);
  if (added === 'unknown') throw badRequest(UNKNOWN_BATCH);
  if (added === 'full') throw badRequest(BATCH_MESSAGES.tooManyFiles);
  await conversions.create(row);
  return true;
}

/** POST /uploads: checks the file and the balance, records the conversion, returns a presigned POST. */
export const handler = apiHandler('create-upload', { body }, async ({ userId, email, emailVerified, body: input }) => {
  const fileProblem = validateUploadFile({ name: input.fileName, type: input.contentType ?? '', size: input.fileSize });
  if (fileProblem) throw input.fileSize > MAX_FILE_SIZE_BYTES ? payloadTooLarge(fileProblem) : badRequest(fileProblem);
  const yearProblem = validateYear(input.year);
  if (yearProblem) throw badRequest(yearProblem);
  const hasPassword = input.password !== undefined && input.password !== null;
  const passwordProblem = hasPassword ? validateConvertPassword(true, input.password ?? '') : null;
  if (passwordProblem) throw badRequest(passwordProblem);

  if (input.needsPassword && !input.batchId) throw badRequest(PASSWORD_LATER);

  const user = await users.ensureUser(userId, email, emailVerified);
  if (!canConfirmUpload(user.credits)) throw forbidden(CONVERSION_ERRORS.INSUFFICIENT_CREDITS);
  // Abandoned forms do not count: ending them gives their places back before this one is taken.
  const rows = await conversions.list(userId);
  const ended = await endAbandonedUploads(conversions, slots, rows);
  // A place an abandoned form gave back goes to the oldest waiting batch file first.
  if (ended.some((row, i) => row.status !== rows[i]?.status)) await startQueued(queue, userId);

  const now = new Date();
  const conversionId = newConversionId(now.getTime());
  const key = uploadKey(userId, input.fileName, now.getTime());
  const year =
    input.year === undefined || input.year === null || String(input.year).trim() === ''
      ? undefined
      : Number(input.year);
  // One user's files must not take every converter: a row converts only while it holds one of a few places.
  const opened = await record(
    {
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
      ...(input.batchId ? { batchId: input.batchId } : {}),
      ...(input.batchId && input.needsPassword && !hasPassword ? { needsPassword: true } : {}),
    },
    input.batchId,
  );
  if (!opened) throw conflict(conversionsInFlightMessage());
  const post = await presignUpload(env.UPLOADS_BUCKET, key, conversionId);
  return json(200, { conversionId, url: post.url, fields: post.fields, key });
});
