import { convertScan, type ScanPage, type Statement } from '@bankcsv/converter';
import { scanCrops } from '@bankcsv/converter/ocr';
import { MAX_SCAN_PAGES, cropKey, scanPageKey } from '@bankcsv/domain';
import type { Context } from 'aws-lambda';
import { accountNumbersRepo } from '../adapters/account-numbers';
import { conversionSource, rowConvertOptions, storeConverted } from '../adapters/converted-statement';
import { conversionsRepo } from '../adapters/conversions-repo';
import { deleteObject, getObjectBytes, putObject } from '../adapters/storage';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { convertBudgetMs, isScanPlan, type ConvertResult, type WorkflowState } from '../shared/workflow';

const env = functionEnv('assemble-scan');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const accountNumbers = accountNumbersRepo(env.USERS_TABLE);

type Ids = Pick<WorkflowState, 'userId' | 'conversionId'>;

async function loadPage(state: Ids, page: number): Promise<ScanPage> {
  const bytes = await getObjectBytes(env.OUTPUTS_BUCKET, scanPageKey(state.userId, state.conversionId, page));
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as ScanPage;
}

/** The line image of each row that needs review (where OCR placed it), beside the conversion's other files. */
async function writeCrops(state: Ids, bytes: Uint8Array, statement: Statement, password?: string): Promise<number[]> {
  const rows = statement.transactions.flatMap((t, index) =>
    t.scan?.verdict === 'needs-review' && t.scan.box ? [{ index, box: t.scan.box }] : [],
  );
  const crops = await scanCrops(bytes, rows, { password, maxPages: MAX_SCAN_PAGES });
  await Promise.all(
    [...crops].map(([index, png]) =>
      putObject(env.OUTPUTS_BUCKET, cropKey(state.userId, state.conversionId, index), png, 'image/png'),
    ),
  );
  return [...crops.keys()].sort((a, b) => a - b);
}

/**
 * AssembleScan: the pages ReadScanPages read become the statement, every row judged by the balance chain
 * (`convertScan`; too few rows proven is ScanUnclearError, refunded), stored as ConvertStatement stores a statement,
 * with the image of each row that needs review. The pages read are deleted once the statement holds them; on a
 * failure the failure branch deletes them.
 */
export async function handler(state: WorkflowState, context?: Context): Promise<ConvertResult> {
  if (!isScanPlan(state.convert)) throw new Error('Workflow state has no scan to assemble');
  const pages = state.convert.scanPages;
  const { row, bytes, password } = await conversionSource(conversions, env.APP_SECRET_ARN, state);
  const read = await Promise.all(pages.map((page) => loadPage(state, page)));
  const statement = await convertScan(bytes, read, {
    ...rowConvertOptions(row),
    password,
    timeoutMs: convertBudgetMs(context),
  });
  const crops = await writeCrops(state, bytes, statement, password);
  const result = await storeConverted({ outputsBucket: env.OUTPUTS_BUCKET, accountNumbers }, state, statement);
  await Promise.all(
    pages.map((p) => deleteObject(env.OUTPUTS_BUCKET, scanPageKey(state.userId, state.conversionId, p))),
  );
  logger.info('scan assembled', {
    conversionId: state.conversionId,
    pages: pages.length,
    ...statement.scanned,
    crops: crops.length,
  });
  return { ...result, ...(statement.scanned ? { scanned: statement.scanned } : {}), crops };
}
