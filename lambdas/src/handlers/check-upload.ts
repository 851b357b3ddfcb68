import { inspectPdf } from '@bankcsv/converter';
import { ConversionError, LIFECYCLE, MAX_FILE_SIZE_BYTES, creditsForPageSizes } from '@bankcsv/domain';
import { conversionsRepo } from '../adapters/conversions-repo';
import { getObjectBytes, headObject } from '../adapters/storage';
import { openPassword } from '../shared/crypto';
import { functionEnv } from '../shared/env';
import { logger } from '../shared/logger';
import { pdfDigest } from '../shared/pdf-digest';
import { appKey } from '../shared/secrets';
import { ConversionNotActiveError, hasPdfSignature, type CheckResult, type WorkflowState } from '../shared/workflow';

const env = functionEnv('check-upload');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

/**
 * CheckUpload: the browser's Content-Type proves nothing, so the file is checked here (size, PDF
 * signature, page count, password) before any credit is taken. Its result (`$.check`) is the
 * page count and the credits it costs (by A4-equivalent page area and statement pages carried, domain
 * `creditsForPageSizes`).
 */
export async function handler(state: WorkflowState): Promise<CheckResult> {
  const row = await conversions.get(state.userId, state.conversionId);
  if (row?.status !== 'processing') throw new ConversionNotActiveError(row?.status);
  const head = await headObject(state.bucket, state.key);
  if (!head) throw new ConversionError('UPLOAD_MISSING');
  if (head.size < 1) throw new ConversionError('EMPTY_FILE');
  if (head.size > MAX_FILE_SIZE_BYTES) throw new ConversionError('FILE_TOO_LARGE');

  const bytes = await getObjectBytes(state.bucket, state.key);
  // A support sample is later accepted only if it is this very file (send-support-sample).
  await conversions.transition(state.userId, state.conversionId, {
    from: ['processing'],
    set: { pdfSha256: pdfDigest(bytes) },
  });
  if (!hasPdfSignature(bytes)) throw new ConversionError('NOT_A_PDF');
  const password = row.passwordCipher
    ? openPassword(await appKey(env.APP_SECRET_ARN), row.conversionId, row.passwordCipher)
    : undefined;
  const { pages, pageSizes, statementPages } = await inspectPdf(bytes, { password });
  // Pages larger than A4 cost their area in A4 pages, and a page carrying several numbered statement
  // pages costs those: a statement redrawn as one tall page, or printed six to a sheet, pays in full.
  const credits = creditsForPageSizes(pageSizes, statementPages);

  const marked = await conversions.transition(state.userId, state.conversionId, {
    from: ['processing'],
    set: { processingStarted: new Date().toISOString(), pages, progress: LIFECYCLE.checked.progress },
  });
  if (!marked) throw new ConversionNotActiveError(undefined);
  logger.info('upload checked', { conversionId: state.conversionId, pages, credits });
  return { pages, credits };
}
