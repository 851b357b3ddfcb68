import { convertStatement, toCsv, toXlsx, type DataQuality } from '@bankcsv/converter';
import { CSV_PROFILES, csvOutputKey, outputKey, type CsvParts } from '@bankcsv/domain';
import type { Context } from 'aws-lambda';
import { conversionsRepo, type DataQualitySummary } from '../adapters/conversions-repo';
import { getObjectBytes, putObject } from '../adapters/storage';
import { openPassword } from '../shared/crypto';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { appKey } from '../shared/secrets';
import { ConversionNotActiveError, type ConvertResult, type WorkflowState } from '../shared/workflow';

const env = functionEnv('convert-statement');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

// The Task times out at 180 s; the converter stops itself earlier so the user gets its typed error.
const MAX_CONVERT_MS = 165_000;
const MARGIN_MS = 10_000;
const MAX_BREAKS_KEPT = 20;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Quality counts plus a few balance breaks: state and rows stay small (256 KB state limit). */
function summarize(quality: DataQuality): DataQualitySummary {
  return { ...quality, breaks: quality.breaks.slice(0, MAX_BREAKS_KEPT) };
}

/**
 * ConvertStatement: PDF → one CSV per layout (each of its parts; Sage's 3 columns keep the key rows always
 * had) and XLSX in the outputs bucket.
 * Converter errors keep their names (PasswordRequiredError, NoTransactionsError...) for the Catch.
 */
export async function handler(state: WorkflowState, context?: Context): Promise<ConvertResult> {
  const row = await conversions.get(state.userId, state.conversionId);
  if (row?.status !== 'processing') throw new ConversionNotActiveError(row?.status);
  const bytes = await getObjectBytes(state.bucket, state.key);
  const password = row.passwordCipher ? openPassword(await appKey(env.APP_SECRET_ARN), row.conversionId, row.passwordCipher) : undefined;
  const remaining = context ? context.getRemainingTimeInMillis() - MARGIN_MS : MAX_CONVERT_MS;
  const statement = await convertStatement(bytes, { year: row.userYear, password, timeoutMs: Math.max(1_000, Math.min(MAX_CONVERT_MS, remaining)) });

  const csvParts: CsvParts = {};
  const csvFiles = CSV_PROFILES.flatMap((profile) => {
    const parts = toCsv(statement, profile);
    csvParts[profile] = parts.length;
    return parts.map((body, i) => ({ key: csvOutputKey(state.userId, state.conversionId, profile, i + 1), body }));
  });
  const xlsx = await toXlsx(statement);
  const outputs = { csvKey: csvOutputKey(state.userId, state.conversionId, 'sage'), xlsxKey: outputKey(state.userId, state.conversionId, 'xlsx') };
  await Promise.all([
    ...csvFiles.map((file) => putObject(env.OUTPUTS_BUCKET, file.key, file.body, 'text/csv; charset=utf-8')),
    putObject(env.OUTPUTS_BUCKET, outputs.xlsxKey, xlsx, XLSX_TYPE),
  ]);
  logger.info('statement converted', { conversionId: state.conversionId, pages: statement.pages, qualityScore: statement.dataQuality.qualityScore });
  return { ...outputs, csvParts, dataQuality: summarize(statement.dataQuality) };
}
