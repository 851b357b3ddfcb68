import { withAccountNumbers, type Statement } from '@bankcsv/converter';
import { ACCOUNT_MESSAGES, exportView, mergeStatements, parseCsvProfile } from '@bankcsv/domain';
import { z } from 'zod';
import { writeAccountExport } from '../adapters/account-exports';
import { loadAccount } from '../adapters/account-statements';
import { conversionsRepo } from '../adapters/conversions-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, json } from '../shared/http';

const env = functionEnv('create-account-export');
const sources = {
  conversions: conversionsRepo(env.CONVERSIONS_TABLE),
  usersTable: env.USERS_TABLE,
  outputsBucket: env.OUTPUTS_BUCKET,
};

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ACCOUNT_MESSAGES.badPeriod);
const body = z.object({
  format: z.enum(['csv', 'xlsx', 'ofx', 'qbo'], { error: 'Choose a format: csv, xlsx, ofx or qbo.' }),
  csvProfile: z
    .string()
    .optional()
    .transform((p, ctx) => {
      if (p === undefined) return undefined;
      const profile = parseCsvProfile(p);
      if (!profile) ctx.addIssue({ code: 'custom', message: 'Choose a CSV format the converter offers.' });
      return profile ?? undefined;
    }),
  from: day.optional(),
  to: day.optional(),
});

/**
 * POST /accounts/{id}/exports: the account's statements merged for the chosen period (duplicates and overlaps
 * counted once), written in one format by the exporters of a single statement, with download URLs.
 */
export const handler = apiHandler('create-account-export', { body }, async ({ userId, pathId, body: input }) => {
  if (input.from && input.to && input.from > input.to) throw badRequest(ACCOUNT_MESSAGES.badPeriod);
  const { account } = await loadAccount(sources, userId, pathId, ACCOUNT_MESSAGES.notFound);
  const merged = mergeStatements(account.parts, { from: input.from, to: input.to });
  if (merged.used.length === 0) throw badRequest(ACCOUNT_MESSAGES.noRows);
  // A part the user assigned prints no number: the account's own number goes into OFX and QBO.
  const statement = withAccountNumbers(merged.statement as Statement, [account.identity.number ?? undefined]);
  const files = await writeAccountExport(env.OUTPUTS_BUCKET, userId, statement, input);
  return json(200, { files, ...exportView(merged) });
});
