import type { Statement } from '@bankcsv/converter';
import { findAccount, type AccountChoices, type CompletedStatement } from '@bankcsv/domain';
import { notFound } from '../shared/http';
import type { ConversionsRepo } from './conversions-repo';
import { exportStatement, type ReviewableRow } from './review-versions';
import { getStatementVersion } from './statement-files';
import { userMaps } from './user-maps';

export interface AccountSources {
  conversions: ConversionsRepo;
  usersTable: string;
  outputsBucket: string;
}

/**
 * The current version of every completed conversion of the user (as its review and its files show it), oldest
 * upload first: what accounts, continuity and merged exports are made of.
 */
export async function completedStatements(
  deps: AccountSources,
  userId: string,
): Promise<CompletedStatement<Statement>[]> {
  const rows = (await deps.conversions.list(userId))
    .filter((row) => row.status === 'completed' && row.transactionsVersion !== undefined)
    .reverse() as ReviewableRow[];
  return Promise.all(
    rows.map(async (row) => {
      const isOriginal = row.transactionsVersion === 0;
      const stored = await getStatementVersion(
        deps.outputsBucket,
        userId,
        row.conversionId,
        row.transactionsVersion,
        isOriginal ? undefined : row.filesId,
      );
      const year = { source: row.yearSource ?? stored.yearSource, year: row.statementYear ?? stored.year };
      return {
        conversionId: row.conversionId,
        originalFileName: row.originalFileName,
        statement: exportStatement(stored, isOriginal, year),
      };
    }),
  );
}

/** The names the user gave accounts and the parts the user assigned, from the user's record. */
export async function accountChoices(usersTable: string, userId: string): Promise<AccountChoices> {
  const maps = await userMaps(usersTable).read(userId, ['accountNames', 'partAccounts']);
  return { names: maps.accountNames, assigned: maps.partAccounts };
}

/** The user's statements and choices together. */
export async function loadAccounts(deps: AccountSources, userId: string) {
  const [statements, choices] = await Promise.all([
    completedStatements(deps, userId),
    accountChoices(deps.usersTable, userId),
  ]);
  return { statements, choices };
}

/** The account of `accountId` among the user's own statements, else 404 (another user's id is simply not found). */
export async function loadAccount(deps: AccountSources, userId: string, accountId: string | undefined, text: string) {
  const loaded = await loadAccounts(deps, userId);
  const account = accountId ? findAccount(loaded.statements, loaded.choices, accountId) : undefined;
  if (!account) throw notFound(text);
  return { ...loaded, account };
}
