/**
 * What `GET /accounts` and an account's merged export show (docs/batches.md): the user's completed statements grouped
 * by account (`groupByAccount`), each account's continuity (`checkContinuity`) and the findings in the product's
 * words, with the parts they are about. Pure: the handlers load the statements and the user's names and assignments.
 */
import {
  accountTitle,
  groupByAccount,
  type AccountGroup,
  type ConvertedStatement,
  type StatementPart,
} from './account-identity';
import type { AccountExportView, AccountsView, AccountView, ContinuityNoteView, StatementPartView } from './batch';
import { checkContinuity, type ContinuityFinding, type ContinuityReport } from './continuity';
import { accountLast4 } from './file-names';
import type { MergedExport } from './merge-statements';
import { statementPeriod } from './statement-period';

/** The longest name an account may be given; an empty name clears it. */
export const ACCOUNT_NAME_MAX = 80;

export const ACCOUNT_MESSAGES = {
  notFound: 'This account was not found.',
  partNotFound: 'This statement was not found among your converted statements.',
  nameTooLong: `An account name has at most ${ACCOUNT_NAME_MAX} characters.`,
  noRows: 'None of this account’s statements fall in the chosen period.',
  badPeriod: 'Choose a period whose first day is not after its last (dates as YYYY-MM-DD).',
  noAccountNumber: 'OFX and QBO need the account number, and this account has none.',
} as const;

/** One completed conversion's current statement, with what the views name it by. */
export interface CompletedStatement<S extends ConvertedStatement = ConvertedStatement> {
  conversionId: string;
  originalFileName: string;
  statement: S;
}

/** What the user decided (the user's record): names by account key, and parts moved to an account (part id → key). */
export interface AccountChoices {
  names: Readonly<Record<string, string>>;
  assigned: Readonly<Record<string, string>>;
}

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The URL-safe id of an account key (base64url of `bank:number`).
 * @example accountIdOf('FNB:62812345678') // 'Rk5COjYyODEyMzQ1Njc4'
 */
export function accountIdOf(key: string): string {
  return toBase64Url(new TextEncoder().encode(key));
}

/** The account key an id stands for, or null when it is no id of ours. */
export function accountKeyOf(accountId: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(accountId)) return null;
  try {
    const binary = atob(accountId.replace(/-/g, '+').replace(/_/g, '/'));
    const key = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return accountIdOf(key) === accountId && key.includes(':') ? key : null;
  } catch {
    return null;
  }
}

/** The parts each finding is about: the statement it names first, then the one it is measured against. */
function findingParts(f: ContinuityFinding): string[] {
  switch (f.kind) {
    case 'gap':
      return [f.after, f.before];
    case 'overlap':
      return [f.first, f.second];
    case 'duplicate':
    case 'reissue':
      return [f.id, f.of];
    case 'balance-mismatch':
      return [f.from, f.to];
    case 'no-period':
      return [f.id];
  }
}

/** The continuity findings as the views show them. */
export function continuityNotes(findings: readonly ContinuityFinding[]): ContinuityNoteView[] {
  return findings.map((f) => ({ kind: f.kind, message: f.message, partIds: findingParts(f) }));
}

/** Whether the part is in its account's chain, or left out of it (and why). */
function partUse(id: string, report: ContinuityReport | null): StatementPartView['use'] {
  const left = report?.findings.find((f) => (f.kind === 'duplicate' || f.kind === 'reissue') && f.id === id);
  if (left) return left.kind as 'duplicate' | 'reissue';
  if (report ? !report.periods[id] : false) return 'no-period';
  return 'included';
}

function partView<S extends ConvertedStatement>(
  part: StatementPart<S>,
  names: ReadonlyMap<string, string>,
  report: ContinuityReport | null,
  assigned?: true,
): StatementPartView {
  const s = part.statement;
  const period = report?.periods[part.id] ?? statementPeriod(s);
  return {
    partId: part.id,
    conversionId: part.conversionId,
    originalFileName: names.get(part.conversionId) ?? '',
    section: part.section,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    openingBalance: s.openingBalance,
    closingBalance: s.closingBalance,
    transactions: s.transactions.filter((t) => !t.excluded).length,
    use: report ? partUse(part.id, report) : period ? 'included' : 'no-period',
    ...(assigned ? { assigned } : {}),
  };
}

function accountView<S extends ConvertedStatement>(
  group: AccountGroup<S>,
  fileNames: ReadonlyMap<string, string>,
  choices: AccountChoices,
): AccountView {
  const report = checkContinuity(group.parts);
  const rank = new Map(report.order.map((id, k) => [id, k]));
  const ordered = [...group.parts].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  const periods = report.order.map((id) => report.periods[id]).filter((p) => p !== undefined);
  const name = choices.names[group.key]?.trim() || null;
  return {
    accountId: accountIdOf(group.key),
    title: accountTitle(group.identity, name),
    name,
    bank: group.identity.bank,
    last4: accountLast4(group.identity.number),
    statements: ordered.map((p) => partView(p, fileNames, report, choices.assigned[p.id] ? true : undefined)),
    continuity: continuityNotes(report.findings),
    firstDay: periods.map((p) => p.start).sort()[0] ?? null,
    lastDay:
      periods
        .map((p) => p.end)
        .sort()
        .at(-1) ?? null,
  };
}

/** Every account of the user's completed statements, and the parts that wait for an assignment. */
export function accountsView<S extends ConvertedStatement>(
  statements: readonly CompletedStatement<S>[],
  choices: AccountChoices,
): AccountsView {
  const fileNames = new Map(statements.map((c) => [c.conversionId, c.originalFileName]));
  const grouping = groupByAccount(
    statements.map((c) => ({ id: c.conversionId, statement: c.statement })),
    choices.assigned,
  );
  return {
    accounts: grouping.accounts.map((g) => accountView(g, fileNames, choices)),
    unassigned: grouping.unassigned.map((p) => partView(p, fileNames, null)),
  };
}

/** The account of `accountId` among the user's statements, or undefined (another user's id is simply not found). */
export function findAccount<S extends ConvertedStatement>(
  statements: readonly CompletedStatement<S>[],
  choices: AccountChoices,
  accountId: string,
): AccountGroup<S> | undefined {
  const key = accountKeyOf(accountId);
  if (key === null) return undefined;
  const grouping = groupByAccount(
    statements.map((c) => ({ id: c.conversionId, statement: c.statement })),
    choices.assigned,
  );
  return grouping.accounts.find((g) => g.key === key);
}

/** The part ids of the user's statements (what an assignment may name). */
export function partIdsOf<S extends ConvertedStatement>(statements: readonly CompletedStatement<S>[]): Set<string> {
  const grouping = groupByAccount(statements.map((c) => ({ id: c.conversionId, statement: c.statement })));
  return new Set([...grouping.accounts.flatMap((g) => g.parts), ...grouping.unassigned].map((p) => p.id));
}

/** A merged export as its view shows it, without the files: the period, balances, breaks and findings within it. */
export function exportView<S extends ConvertedStatement>(merged: MergedExport<S>): Omit<AccountExportView, 'files'> {
  const used = new Set(merged.used);
  const s = merged.statement;
  return {
    from: s.periodStart,
    to: s.periodEnd,
    openingBalance: s.openingBalance,
    closingBalance: s.closingBalance,
    transactions: s.transactions.length,
    breaks: merged.breaks.map((b) => b.message),
    continuity: continuityNotes(merged.continuity.findings).filter((n) => n.partIds.some((id) => used.has(id))),
  };
}
