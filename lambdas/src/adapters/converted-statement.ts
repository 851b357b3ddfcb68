import type { Statement } from '@bankcsv/converter';
import { openPassword } from '../shared/crypto';
import { appKey } from '../shared/secrets';
import { ConversionNotActiveError, type ConvertResult, type WorkflowState } from '../shared/workflow';
import type { WorkflowInput } from './workflow';
import { withRemembered, type accountNumbersRepo } from './account-numbers';
import type { ConversionRecord, ConversionsRepo } from './conversions-repo';
import { writeOutputs } from './outputs';
import { putStatementVersion, rowFieldsOf } from './statement-files';
import { getObjectBytes } from './storage';

/** What a converting step reads: the row (still processing), the uploaded PDF and its password, opened. */
export interface ConversionSource {
  row: ConversionRecord;
  bytes: Uint8Array;
  password?: string;
}

/** The row must still be processing (not deleted, cancelled or finished); the PDF and its password are read. */
export async function conversionSource(
  conversions: ConversionsRepo,
  appSecretArn: string,
  state: WorkflowInput,
): Promise<ConversionSource> {
  const row = await conversions.get(state.userId, state.conversionId);
  if (row?.status !== 'processing') throw new ConversionNotActiveError(row?.status);
  const bytes = await getObjectBytes(state.bucket, state.key);
  const password = row.passwordCipher
    ? openPassword(await appKey(appSecretArn), row.conversionId, row.passwordCipher)
    : undefined;
  return { row, bytes, password };
}

/** The converter's options a row decides: the year the user gave, and when the PDF arrived. */
export const rowConvertOptions = (row: ConversionRecord) => ({
  year: row.userYear,
  uploadedAt: new Date(row.uploadCompleted ?? row.createdAt),
});

/**
 * A converted statement stored as ConvertStatement and AssembleScan both store it: every output file (CSV layouts,
 * XLSX, OFX/QBO where possible), the transactions as extracted (version 0) for review, and the small result the
 * workflow keeps for CompleteConversion (the 256 KB state limit).
 */
export async function storeConverted(
  deps: { outputsBucket: string; accountNumbers: ReturnType<typeof accountNumbersRepo> },
  state: Pick<WorkflowState, 'userId' | 'conversionId'>,
  statement: Statement,
): Promise<ConvertResult> {
  const [outputs] = await Promise.all([
    writeOutputs(deps.outputsBucket, state.userId, state.conversionId, statement),
    putStatementVersion(deps.outputsBucket, state.userId, state.conversionId, 0, statement),
  ]);
  // An account that prints no number starts from the one the user gave on its last statement.
  const needs = outputs.statement.accountNumbers;
  if (needs)
    outputs.statement.accountNumbers = withRemembered(needs, await deps.accountNumbers.remembered(state.userId));
  return { ...outputs, ...rowFieldsOf(statement) };
}
