import { convertStatement, isConversionError, type Statement } from '@bankcsv/converter';
import { readImageDescriptions } from '@bankcsv/converter/ocr';
import type { Context } from 'aws-lambda';
import { accountNumbersRepo } from '../adapters/account-numbers';
import { conversionSource, rowConvertOptions, storeConverted } from '../adapters/converted-statement';
import { conversionsRepo } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import {
  convertBudgetMs,
  positiveInt,
  scanPlan,
  type ConvertResult,
  type ScanPlan,
  type WorkflowState,
} from '../shared/workflow';

const env = functionEnv('convert-statement');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const accountNumbers = accountNumbersRepo(env.USERS_TABLE);

/**
 * ConvertStatement: PDF → every output file (CSV layouts, XLSX, OFX/QBO where possible) in the outputs
 * bucket, the transactions as extracted (version 0) for review, and what the row should know about the
 * statement (bank, last 4 digits, period, counts, money in/out, year source, accounts that need a number).
 * A PDF with no text layer is a scan: its pages go to ReadScanPages instead (`ScanPlan`).
 * Converter errors keep their names (PasswordRequiredError, NoTransactionsError...) for the Catch.
 */
export async function handler(state: WorkflowState, context?: Context): Promise<ConvertResult | ScanPlan> {
  const { row, bytes, password } = await conversionSource(conversions, env.APP_SECRET_ARN, state);
  let statement: Statement;
  try {
    statement = await convertStatement(bytes, {
      ...rowConvertOptions(row),
      password,
      timeoutMs: convertBudgetMs(context),
      // Descriptions a statement draws as images (FNB's fee labels) are read by OCR, never made up.
      readImageText: readImageDescriptions,
    });
  } catch (e) {
    if (!isConversionError(e) || e.code !== 'NO_TEXT_LAYER') throw e;
    const plan = scanPlan(positiveInt(state.check?.pages, 'check.pages'));
    logger.info('no text layer: reading the scan by OCR', {
      conversionId: state.conversionId,
      pages: plan.scanPages.length,
    });
    return plan;
  }
  const result = await storeConverted({ outputsBucket: env.OUTPUTS_BUCKET, accountNumbers }, state, statement);
  logger.info('statement converted', {
    conversionId: state.conversionId,
    pages: statement.pages,
    qualityScore: statement.dataQuality.qualityScore,
    yearSource: statement.yearSource,
  });
  // Small on purpose: the workflow state keeps it (256 KB limit).
  return result;
}
