import { DOWNLOAD_MESSAGES, downloadFileNames } from '@bankcsv/domain';
import { conversionsRepo } from '../adapters/conversions-repo';
import { presignDownload } from '../adapters/storage';
import { loadEnv } from '../shared/env';
import { apiHandler, badRequest, conflict, json, notFound } from '../shared/http';

const env = loadEnv(['CONVERSIONS_TABLE', 'OUTPUTS_BUCKET']);
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/** GET /conversions/{id}/download?kind=csv|xlsx: a short-lived attachment URL for the caller's own file. */
export const handler = apiHandler('get-download', {}, async ({ userId, pathId, query }) => {
  const kind = query.kind ?? 'csv';
  if (kind !== 'csv' && kind !== 'xlsx') throw badRequest('Choose a download kind: csv or xlsx.');
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  const key = kind === 'csv' ? row.csvKey : row.xlsxKey;
  if (row.status !== 'completed' || !key) throw conflict(DOWNLOAD_MESSAGES.notReady);
  const names = downloadFileNames(row.originalFileName, new Date(row.completedAt ?? row.createdAt));
  const fileName = (kind === 'csv' ? row.csvFileName : row.xlsxFileName) ?? names[kind];
  const url = await presignDownload(env.OUTPUTS_BUCKET, key, fileName);
  return json(200, { url, fileName });
});
