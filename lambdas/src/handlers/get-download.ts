import {
  CSV_PROFILES,
  DEFAULT_CSV_PROFILE,
  DOWNLOAD_MESSAGES,
  csvDownloadFileName,
  csvOutputKey,
  csvPartsOf,
  downloadFileNames,
  parseCsvProfile,
} from '@bankcsv/domain';
import { conversionsRepo } from '../adapters/conversions-repo';
import { presignDownload } from '../adapters/storage';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, conflict, json, notFound } from '../shared/http';

const env = functionEnv('get-download');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

const FORMAT_MISSING = 'This format is not available for this conversion. Convert the statement again to get it.';
const BAD_PROFILE = `Choose a CSV format: ${CSV_PROFILES.join(', ')}.`;
const BAD_PART = 'Choose a part number of 1 or more.';

/** A whole number from 1 written in plain digits, or undefined. */
function partNumber(raw: string | undefined): number | undefined {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * GET /conversions/{id}/download?kind=csv|xlsx[&profile=<layout>&part=<n>]: a short-lived attachment URL for
 * the caller's own file. CSV defaults to the Sage layout, part 1.
 */
export const handler = apiHandler('get-download', {}, async ({ userId, pathId, query }) => {
  const kind = query.kind ?? 'csv';
  if (kind !== 'csv' && kind !== 'xlsx') throw badRequest('Choose a download kind: csv or xlsx.');
  const profile = query.profile === undefined ? DEFAULT_CSV_PROFILE : parseCsvProfile(query.profile);
  if (!profile) throw badRequest(BAD_PROFILE);
  const part = partNumber(query.part);
  if (part === undefined) throw badRequest(BAD_PART);
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  if (row.status !== 'completed' || !row.csvKey || !row.xlsxKey) throw conflict(DOWNLOAD_MESSAGES.notReady);
  const completed = new Date(row.completedAt ?? row.createdAt);
  if (kind === 'xlsx') {
    const fileName = row.xlsxFileName ?? downloadFileNames(row.originalFileName, completed).xlsx;
    return json(200, { url: await presignDownload(env.OUTPUTS_BUCKET, row.xlsxKey, fileName), fileName });
  }

  const parts = csvPartsOf(row.csvParts)[profile];
  if (!parts) throw notFound(FORMAT_MISSING);
  if (part > parts) throw badRequest(parts === 1 ? 'This format has a single part: choose part 1.' : `This format has ${parts} parts: choose a part from 1 to ${parts}.`);
  const isLegacyFile = profile === DEFAULT_CSV_PROFILE && part === 1;
  const key = isLegacyFile ? row.csvKey : csvOutputKey(userId, row.conversionId, profile, part);
  const fileName = (isLegacyFile ? row.csvFileName : undefined) ?? csvDownloadFileName(row.originalFileName, completed, profile, part);
  return json(200, { url: await presignDownload(env.OUTPUTS_BUCKET, key, fileName), fileName });
});
