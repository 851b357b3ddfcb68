import { LIFECYCLE, exportFileName } from '@bankcsv/domain';
import { IN_FLIGHT_SLOT, conversionsRepo, expiresAtFrom, type ConversionRecord } from '../adapters/conversions-repo';
import { SLOT_RELEASE } from '../adapters/in-flight-slots';
import { deleteObject } from '../adapters/storage';
import { failedAt, transactWrite } from '../adapters/transactions';
import { countCompletedItem, notRefundedItem } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { recordConversionEnd } from '../shared/metrics';
import { ConversionNotActiveError, isScanPlan, type ConvertResult, type WorkflowState } from '../shared/workflow';

const env = functionEnv('complete-conversion');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/** What a completed row holds: the outputs' keys and file names, the statement's facts, quality and summary. */
function completedFields(row: ConversionRecord, outputs: ConvertResult, now: Date) {
  const statement = outputs.statement ?? {};
  return {
    status: LIFECYCLE.completed.status,
    progress: LIFECYCLE.completed.progress,
    completedAt: now.toISOString(),
    csvFileName: exportFileName(statement, row.originalFileName, { kind: 'csv', profile: 'sage', part: 1 }),
    xlsxFileName: exportFileName(statement, row.originalFileName, { kind: 'xlsx' }),
    ...statement,
    csvKey: outputs.csvKey,
    xlsxKey: outputs.xlsxKey,
    // A run started before the other layouts existed has only the Sage file.
    ...(outputs.csvParts ? { csvParts: outputs.csvParts } : {}),
    ...(outputs.formats ? { formats: outputs.formats } : {}),
    dataQuality: outputs.dataQuality,
    ...(outputs.summary
      ? {
          summary: outputs.summary,
          yearSource: outputs.yearSource,
          statementYear: outputs.statementYear ?? null,
          transactionsVersion: 0,
        }
      : {}),
    // A scan: what the chain proved, and which rows have a line image (deleted with the other files).
    ...(outputs.scanned ? { scanned: outputs.scanned } : {}),
    ...(outputs.crops?.length ? { scanCrops: outputs.crops } : {}),
    expiresAt: expiresAtFrom(now),
  };
}

/**
 * CompleteConversion: the row becomes completed, the user's count goes up and the in-flight place
 * the row holds is given back in one transaction (so a retry cannot count or give back twice),
 * unless the conversion was refunded meanwhile; then the PDF is deleted: it is kept no longer than needed.
 */
export async function handler(state: WorkflowState): Promise<{ completed: true }> {
  const outputs = state.convert;
  if (!outputs || isScanPlan(outputs)) throw new Error('Workflow state has no convert result');
  const row = await conversions.get(state.userId, state.conversionId);
  if (!row) throw new ConversionNotActiveError(undefined);
  if (row.status !== 'completed') {
    const now = new Date();
    const slot = row.inFlightSlot === true;
    const outcome = await transactWrite({
      TransactItems: [
        {
          Update: conversions.transitionInput(state.userId, state.conversionId, {
            from: ['processing'],
            holdsSlot: slot,
            set: completedFields(row, outputs, now),
            remove: ['passwordCipher', ...(slot ? [IN_FLIGHT_SLOT] : [])],
          }),
        },
        countCompletedItem(env.USERS_TABLE, state.userId, slot ? SLOT_RELEASE : {}),
        // A conversion already refunded (by an overlapping execution's failure) stays failed.
        notRefundedItem(env.LEDGER_TABLE, state.userId, state.conversionId),
      ],
    });
    if (failedAt(outcome, 2)) throw new ConversionNotActiveError('refunded');
    if (failedAt(outcome, 0)) {
      const current = await conversions.get(state.userId, state.conversionId);
      if (current?.status !== 'completed') throw new ConversionNotActiveError(current?.status);
    } else if (!outcome.ok)
      throw new Error(`Completing ${state.conversionId} was refused (${outcome.reasons.join(', ')})`);
    // Only the run that completed the row counts it (a retry finds it completed already).
    else
      recordConversionEnd({
        outcome: 'completed',
        pages: row.pages ?? state.check?.pages,
        startedAt: row.processingStarted ?? row.createdAt,
        endedAt: now.toISOString(),
      });
  }
  await deleteObject(state.bucket, state.key);
  logger.info('conversion completed', { conversionId: state.conversionId });
  return { completed: true };
}
