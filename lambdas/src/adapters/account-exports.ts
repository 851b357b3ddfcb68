import { statementFormats, toCsvByAccount, toOfx, toQbo, toXlsx, type Statement } from '@bankcsv/converter';
import {
  ACCOUNT_MESSAGES,
  csvOutputKey,
  exportFileName,
  outputKey,
  type AccountExportRequest,
  type ExportFile,
} from '@bankcsv/domain';
import { badRequest } from '../shared/http';
import { newConversionId } from '../shared/ids';
import { statementFacts } from './outputs';
import { presignDownload, putObject } from './storage';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OFX_TYPE = 'application/x-ofx';
const CSV_TYPE = 'text/csv; charset=utf-8';

interface ExportedFile {
  key: string;
  body: Uint8Array | string;
  type: string;
  file: ExportFile;
}

/** The files of one format of a merged statement, made by the exporters that make a single statement's files. */
async function filesOf(userId: string, exportId: string, s: Statement, request: AccountExportRequest) {
  const { format } = request;
  if (format === 'csv') {
    const profile = request.csvProfile ?? 'sage';
    // Xero's and QuickBooks' limits split the file as they split one statement's.
    return toCsvByAccount(s, profile)
      .flat()
      .map<ExportedFile>((body, i) => ({
        key: csvOutputKey(userId, exportId, profile, i + 1),
        body,
        type: CSV_TYPE,
        file: { kind: 'csv', profile, part: i + 1 },
      }));
  }
  if (format === 'xlsx')
    return [
      { key: outputKey(userId, exportId, 'xlsx'), body: await toXlsx(s), type: XLSX_TYPE, file: { kind: format } },
    ];
  if (!statementFormats(s).includes(format)) throw badRequest(ACCOUNT_MESSAGES.noAccountNumber);
  const body = format === 'ofx' ? toOfx(s) : toQbo(s);
  return [{ key: outputKey(userId, exportId, format), body, type: OFX_TYPE, file: { kind: format } }];
}

/**
 * Writes a merged statement's files in the chosen format under the user's outputs (a folder of the export's own, so
 * they expire with the other outputs) and hands back a short-lived download URL for each.
 */
export async function writeAccountExport(
  bucket: string,
  userId: string,
  merged: Statement,
  request: AccountExportRequest,
): Promise<{ fileName: string; url: string }[]> {
  const exportId = `acc_${newConversionId()}`;
  const files = await filesOf(userId, exportId, merged, request);
  const facts = statementFacts(merged);
  await Promise.all(files.map((f) => putObject(bucket, f.key, f.body, f.type)));
  return Promise.all(
    files.map(async (f) => {
      const fileName = exportFileName(facts, null, f.file);
      return { fileName, url: await presignDownload(bucket, f.key, fileName) };
    }),
  );
}
