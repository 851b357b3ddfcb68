import { convertStatement } from '@bankcsv/converter';
import type { Context } from 'aws-lambda';
import { accountNumbersRepo, withRemembered } from '../adapters/account-numbers';
import { conversionsRepo } from '../adapters/conversions-repo';
import { writeOutputs } from '../adapters/outputs';
import { putStatementVersion, rowFieldsOf } from '../adapters/statement-files';
import { getObjectBytes } from '../adapters/storage';
import { openPassword } from '../shared/crypto';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { appKey } from '../shared/secrets';
import { ConversionNotActiveError, type ConvertResult, type WorkflowState } from '../shared/workflow';

const env = functionEnv('convert-statement');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const accountNumbers = accountNumbersRepo(env.USERS_TABLE);

// The Task times out at 180 s; the converter stops itself earlier so the user gets its typed error.
const MAX_CONVERT_MS = 165_000;
const MARGIN_MS = 10_000;

/**
 * ConvertStatement: PDF → every output file (CSV layouts, XLSX, OFX/QBO where possible) in the outputs
 * bucket, the transactions as extracted (version 0) for review, and what the row should know about the
 * statement (bank, last 4 digits, period, counts, money in/out, year source, accounts that need a number).
 * Converter errors keep their names (PasswordRequiredError, NoTransactionsError...) for the Catch.
 */
export async function handler(state: WorkflowState, context?: Context): Promise<ConvertResult> {
  const row = await conversions.get(state.userId, state.conversionId);
  if (row?.status !== 'processing') throw new ConversionNotActiveError(row?.status);
  const bytes = await getObjectBytes(state.bucket, state.key);
  const password = row.passwordCipher
    ? openPassword(await appKey(env.APP_SECRET_ARN), row.conversionId, row.passwordCipher)
    : undefined;
  const remaining = context ? context.getRemainingTimeInMillis() - MARGIN_MS : MAX_CONVERT_MS;
  const uploadedAt = new Date(row.uploadCompleted ?? row.createdAt);
  const statement = await convertStatement(bytes, {
    year: row.userYear,
    uploadedAt,
    password,
    timeoutMs: Math.max(1_000, Math.min(MAX_CONVERT_MS, remaining)),
  });
  const [outputs] = await Promise.all([
    writeOutputs(env.OUTPUTS_BUCKET, state.userId, state.conversionId, statement),
    putStatementVersion(env.OUTPUTS_BUCKET, state.userId, state.conversionId, 0, statement),
  ]);
  // An account that prints no number starts from the one the user gave on its last statement.
  const needs = outputs.statement.accountNumbers;
  if (needs) outputs.statement.accountNumbers = withRemembered(needs, await accountNumbers.remembered(state.userId));
  logger.info('statement converted', {
    conversionId: state.conversionId,
    pages: statement.pages,
    qualityScore: statement.dataQuality.qualityScore,
    yearSource: statement.yearSource,
  });
  // Small on purpose: the workflow state keeps it (256 KB limit).
  return { ...outputs, ...rowFieldsOf(statement) };
}
