import {
  isCardStatement,
  statementFormats,
  toCsvByAccount,
  toOfx,
  toQbo,
  toXlsx,
  type Statement,
} from '@bankcsv/converter';
import {
  CSV_PROFILES,
  accountLast4,
  csvOutputKey,
  knownBank,
  outputKey,
  type CsvAccountParts,
  type CsvParts,
  type StatementFormat,
} from '@bankcsv/domain';
import type { StatementFacts } from '../shared/workflow';
import { putObject } from './storage';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OFX_TYPE = 'application/x-ofx';

export interface WrittenOutputs {
  /** The Sage file's key, the one every row has. */
  csvKey: string;
  xlsxKey: string;
  csvParts: CsvParts;
  formats: StatementFormat[];
  statement: StatementFacts;
}

/** The printed period, else the span of the dated lines: what the statement covers, never the day it was converted. */
export function statementFacts(s: Statement): StatementFacts {
  const dates = s.transactions
    .map((t) => t.date)
    .filter((d): d is string => d !== null)
    .sort();
  const facts: StatementFacts = {
    bank: knownBank(s.bank) ?? undefined,
    accountLast4: accountLast4(s.accountNumber) ?? undefined,
    // The row names every account found, not only the first.
    accountsLast4:
      s.sections && s.sections.length > 1 ? s.sections.map((a) => accountLast4(a.accountNumber) ?? '') : undefined,
    // A card statement is imported into a credit-card account: the download area says so.
    card: isCardStatement(s) ? true : undefined,
    periodStart: s.periodStart ?? dates[0],
    periodEnd: s.periodEnd ?? dates.at(-1),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as StatementFacts;
}

/**
 * Every file of a converted statement in the outputs bucket: each CSV layout (each of its parts), the raw
 * XLSX, and OFX/QBO where the statement allows them. The one writer, so a re-export makes the same files.
 * A saved review writes them into its own folder (`filesId`).
 */
export async function writeOutputs(
  bucket: string,
  userId: string,
  conversionId: string,
  statement: Statement,
  filesId?: string,
): Promise<WrittenOutputs> {
  const csvParts: CsvParts = {};
  // A statement of several accounts: which files are whose, so each download is named after its account.
  const csvAccountParts: CsvAccountParts = {};
  const files: { key: string; body: Uint8Array | string; type: string }[] = CSV_PROFILES.flatMap((profile) => {
    const accounts = toCsvByAccount(statement, profile);
    const parts = accounts.flat();
    csvParts[profile] = parts.length;
    csvAccountParts[profile] = accounts.map((a) => a.length);
    return parts.map((body, i) => ({
      key: csvOutputKey(userId, conversionId, profile, i + 1, filesId),
      body,
      type: 'text/csv; charset=utf-8',
    }));
  });
  const xlsxKey = outputKey(userId, conversionId, 'xlsx', filesId);
  files.push({ key: xlsxKey, body: await toXlsx(statement), type: XLSX_TYPE });
  const formats = statementFormats(statement);
  if (formats.includes('ofx'))
    files.push({ key: outputKey(userId, conversionId, 'ofx', filesId), body: toOfx(statement), type: OFX_TYPE });
  if (formats.includes('qbo'))
    files.push({ key: outputKey(userId, conversionId, 'qbo', filesId), body: toQbo(statement), type: OFX_TYPE });
  await Promise.all(files.map((file) => putObject(bucket, file.key, file.body, file.type)));
  const facts = statementFacts(statement);
  if (facts.accountsLast4) facts.csvAccountParts = csvAccountParts;
  return {
    csvKey: csvOutputKey(userId, conversionId, 'sage', 1, filesId),
    xlsxKey,
    csvParts,
    formats,
    statement: facts,
  };
}
