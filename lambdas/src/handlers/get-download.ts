import {
  CSV_PROFILES,
  DEFAULT_CSV_PROFILE,
  DOWNLOAD_MESSAGES,
  STATEMENT_FORMATS,
  csvOutputKey,
  csvPartsOf,
  exportFileName,
  formatUnavailable,
  isStatementFormat,
  outputKey,
  parseCsvProfile,
  type ExportFile,
} from '@bankcsv/domain';
import { conversionsRepo } from '../adapters/conversions-repo';
import type { SavedReviewFields } from '../adapters/statement-files';
import { presignDownload } from '../adapters/storage';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, conflict, json, notFound } from '../shared/http';

const env = functionEnv('get-download');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

const FORMAT_MISSING = 'This format is not available for this conversion. Convert the statement again to get it.';
const BAD_KIND = `Choose a download kind: ${['csv', 'xlsx', ...STATEMENT_FORMATS].join(', ')}.`;
const BAD_PROFILE = `Choose a CSV format: ${CSV_PROFILES.join(', ')}.`;
const BAD_PART = 'Choose a part number of 1 or more.';

/** A whole number from 1 written in plain digits, or undefined. */
function partNumber(raw: string | undefined): number | undefined {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : undefined;
}

/** The file a query asks for; CSV defaults to the Sage layout, part 1. */
function requestedFile(query: Record<string, string | undefined>): ExportFile {
  const kind = query.kind ?? 'csv';
  if (kind === 'xlsx' || isStatementFormat(kind)) return { kind };
  if (kind !== 'csv') throw badRequest(BAD_KIND);
  const profile = query.profile === undefined ? DEFAULT_CSV_PROFILE : parseCsvProfile(query.profile);
  if (!profile) throw badRequest(BAD_PROFILE);
  const part = partNumber(query.part);
  if (part === undefined) throw badRequest(BAD_PART);
  return { kind, profile, part };
}

/**
 * GET /conversions/{id}/download?kind=csv|xlsx|ofx|qbo[&profile=<layout>&part=<n>]: a short-lived attachment
 * URL for the caller's own file, named after the statement (bank, last 4 digits, period).
 */
export const handler = apiHandler('get-download', {}, async ({ userId, pathId, query }) => {
  const file = requestedFile(query);
  const row = pathId ? await conversions.get(userId, pathId) : undefined;
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  if (row.status !== 'completed' || !row.csvKey || !row.xlsxKey) throw conflict(DOWNLOAD_MESSAGES.notReady);
  const fileName = exportFileName(row, row.originalFileName, file);
  // A saved review's files are in its save's folder.
  const { filesId } = row as typeof row & SavedReviewFields;

  let key: string;
  if (file.kind === 'xlsx') key = row.xlsxKey;
  else if (file.kind === 'csv') {
    const parts = csvPartsOf(row.csvParts)[file.profile];
    if (!parts) throw notFound(FORMAT_MISSING);
    if (file.part > parts)
      throw badRequest(
        parts === 1
          ? 'This format has a single part: choose part 1.'
          : `This format has ${parts} parts: choose a part from 1 to ${parts}.`,
      );
    key =
      file.profile === DEFAULT_CSV_PROFILE && file.part === 1
        ? row.csvKey
        : csvOutputKey(userId, row.conversionId, file.profile, file.part, filesId);
  } else {
    const missing = formatUnavailable(file.kind, row);
    if (missing) throw notFound(`${file.kind.toUpperCase()} ${missing}.`);
    key = outputKey(userId, row.conversionId, file.kind, filesId);
  }
  return json(200, { url: await presignDownload(env.OUTPUTS_BUCKET, key, fileName), fileName });
});
