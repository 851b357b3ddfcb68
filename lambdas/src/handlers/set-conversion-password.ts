import { DOWNLOAD_MESSAGES, LIFECYCLE, validateConvertPassword } from '@bankcsv/domain';
import { z } from 'zod';
import { queueDeps, startQueued } from '../adapters/batch-queue';
import { toConversionJson } from '../adapters/conversions-repo';
import { sealPassword } from '../shared/crypto';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, conflict, json, notFound } from '../shared/http';
import { appKey } from '../shared/secrets';

const env = functionEnv('set-conversion-password');
const queue = queueDeps(env);
const { conversions } = queue;

const NOT_WAITING = 'This file is not waiting for its password.';

const body = z.object({
  password: z.string({ error: 'Enter the PDF password.' }).max(256, 'The PDF password is too long.'),
});

/**
 * PUT /conversions/{id}/password `{ password }`: the password of a queued batch file created with `needsPassword`.
 * It is sealed as `POST /uploads` seals one, and the file starts if a place is free; a wrong password then fails
 * in the workflow's own check, before any credit is taken, as a single upload's does.
 */
export const handler = apiHandler('set-conversion-password', { body }, async ({ userId, pathId, body: input }) => {
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  if (row.status !== LIFECYCLE.queued.status || !row.awaitingPassword) throw conflict(NOT_WAITING);
  const problem = validateConvertPassword(true, input.password);
  if (problem) throw badRequest(problem);
  const given = await conversions.transition(userId, row.conversionId, {
    from: [LIFECYCLE.queued.status],
    set: { passwordCipher: sealPassword(await appKey(env.APP_SECRET_ARN), row.conversionId, input.password) },
    remove: ['awaitingPassword', 'needsPassword'],
  });
  if (!given) throw conflict(NOT_WAITING);
  await startQueued(queue, userId);
  const updated = await conversions.get(userId, row.conversionId);
  return json(200, toConversionJson(updated ?? row));
});
