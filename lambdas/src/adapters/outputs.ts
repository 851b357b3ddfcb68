import {
  isCardStatement,
  statementFormats,
  toCsvByAccount,
  toOfx,
  toQbo,
  toXlsx,
  withAccountNumbers,
  type Statement,
} from '@bankcsv/converter';
import {
  CSV_PROFILES,
  unnumberedAccountKey,
  accountLast4,
  csvOutputKey,
  knownBank,
  outputKey,
  type CsvAccountParts,
  type AccountNumberNeed,
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
 * The accounts that print no number (each with its key across statements), keeping what was already given or
 * remembered for the same account; undefined when every account prints its number.
 */
export function accountNumberNeeds(
  s: Statement,
  known: readonly AccountNumberNeed[] = [],
): AccountNumberNeed[] | undefined {
  const accounts = s.sections && s.sections.length > 1 ? s.sections : [s];
  const identity = { bank: knownBank(s.bank), layout: s.layout, card: isCardStatement(s), sections: accounts.length };
  const needs = accounts.flatMap((a, section) => {
    if (a.accountNumber?.replace(/\D/g, '')) return [];
    const key = unnumberedAccountKey({ ...identity, section });
    const before = known.find((n) => n.section === section && n.key === key);
    return [{ ...before, section, key }];
  });
  return needs.length > 0 ? needs : undefined;
}

/** The numbers given, each at its account's place in the statement. */
function givenBySection(needs: readonly AccountNumberNeed[] = []): (string | undefined)[] {
  const given: (string | undefined)[] = [];
  for (const n of needs) given[n.section] = n.given;
  return given;
}

/**
 * Every file of a converted statement in the outputs bucket: each CSV layout (each of its parts), the raw
 * XLSX, and OFX/QBO where the statement allows them. The one writer, so a re-export makes the same files.
 * A saved review writes them into its own folder (`filesId`). OFX and QBO take the account numbers the user gave
 * (`given`) where the statement prints none; without one they are not written (the row says why).
 */
export async function writeOutputs(
  bucket: string,
  userId: string,
  conversionId: string,
  statement: Statement,
  filesId?: string,
  given?: readonly AccountNumberNeed[],
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
  const needs = accountNumberNeeds(statement, given);
  const numbered = withAccountNumbers(statement, givenBySection(needs));
  const formats = statementFormats(numbered);
  if (formats.includes('ofx'))
    files.push({ key: outputKey(userId, conversionId, 'ofx', filesId), body: toOfx(numbered), type: OFX_TYPE });
  if (formats.includes('qbo'))
    files.push({ key: outputKey(userId, conversionId, 'qbo', filesId), body: toQbo(numbered), type: OFX_TYPE });
  await Promise.all(files.map((file) => putObject(bucket, file.key, file.body, file.type)));
  const facts = statementFacts(statement);
  if (facts.accountsLast4) facts.csvAccountParts = csvAccountParts;
  if (needs) facts.accountNumbers = needs;
  return {
    csvKey: csvOutputKey(userId, conversionId, 'sage', 1, filesId),
    xlsxKey,
    csvParts,
    formats,
    statement: facts,
  };
}
