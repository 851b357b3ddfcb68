import { readScanPage, releaseOcrWorkers } from '@bankcsv/converter/ocr';
import { MAX_SCAN_PAGES, scanPageKey } from '@bankcsv/domain';
import { availableParallelism } from 'node:os';
import { conversionSource } from '../adapters/converted-statement';
import { conversionsRepo } from '../adapters/conversions-repo';
import { putObject } from '../adapters/storage';
import { concurrencyLimit } from '../shared/concurrency';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { positiveInt, type ScanPageInput } from '../shared/workflow';

const env = functionEnv('read-scan-page');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
// Lambda hands a process one event at a time. Where handlers share a process (the local stack runs a Map's
// iterations side by side) no more pages are read at once than there are cores, so memory stays that of a few
// OCR workers and each page keeps to its task's timeout.
const reading = concurrencyLimit(availableParallelism());

/**
 * ReadScanPage, one iteration of ReadScanPages: one page of a scan read by OCR in an invocation of its own, stored as
 * JSON beside the conversion's files for AssembleScan (the workflow state could not hold the words), and counted on
 * the row as read.
 */
export async function handler(input: ScanPageInput): Promise<{ page: number; words: number }> {
  const page = positiveInt(input.page, 'page');
  const { bytes, password } = await conversionSource(conversions, env.APP_SECRET_ARN, input);
  const read = await reading(() => readScanPage(bytes, page, { password, maxPages: MAX_SCAN_PAGES }));
  const key = scanPageKey(input.userId, input.conversionId, page);
  await putObject(env.OUTPUTS_BUCKET, key, JSON.stringify(read), 'application/json');
  await conversions.addPageRead(input.userId, input.conversionId, page);
  logger.info('scan page read', { conversionId: input.conversionId, page, words: read.runs.length });
  // Discarded by the Map (ResultPath null): the state keeps nothing per page.
  return { page, words: read.runs.length };
}

/** Where handlers share a long-lived process (the local stack), its OCR workers end with it. */
export const release = releaseOcrWorkers;
