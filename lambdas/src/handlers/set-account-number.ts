import { ACCOUNT_NUMBER_MESSAGES, DOWNLOAD_MESSAGES, parseAccountNumber } from '@bankcsv/domain';
import { z } from 'zod';
import { accountNumbersRepo } from '../adapters/account-numbers';
import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import { accountNumberNeeds } from '../adapters/outputs';
import { exportStatement, publishVersion, reviewableRow, statementsOf } from '../adapters/review-versions';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, json } from '../shared/http';

const env = functionEnv('set-account-number');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const accountNumbers = accountNumbersRepo(env.USERS_TABLE);

const body = z.object({
  accountNumber: z.string({ error: ACCOUNT_NUMBER_MESSAGES.invalid }).max(40, ACCOUNT_NUMBER_MESSAGES.invalid),
  // The account's place in a statement of several; 0 (the only one) by default.
  section: z.number({ error: ACCOUNT_NUMBER_MESSAGES.noAccount }).int().min(0).optional(),
});

/**
 * PUT /conversions/{id}/account-number `{ accountNumber, section? }`: the number of an account the statement
 * prints none for. OFX and QBO are made again with it (the rows and the version stay), and the next statement
 * of the same account starts with it.
 */
export const handler = apiHandler('set-account-number', { body }, async ({ userId, pathId, body: input }) => {
  const row = await reviewableRow(conversions, userId, pathId, DOWNLOAD_MESSAGES.notFound);
  const accountNumber = parseAccountNumber(input.accountNumber);
  if (!accountNumber) throw badRequest(ACCOUNT_NUMBER_MESSAGES.invalid);
  const { current } = await statementsOf(env.OUTPUTS_BUCKET, row);
  const year = { source: row.yearSource ?? current.yearSource, year: row.statementYear ?? current.year };
  const exported = exportStatement(current, row.transactionsVersion === 0, year);
  // From the statement itself, so a row converted before the field existed can be given its number too.
  const needs = accountNumberNeeds(exported, row.accountNumbers);
  if (!needs) throw badRequest(ACCOUNT_NUMBER_MESSAGES.notNeeded);
  const need = needs.find((n) => n.section === (input.section ?? 0));
  if (!need) throw badRequest(ACCOUNT_NUMBER_MESSAGES.noAccount);

  await publishVersion(conversions, env.OUTPUTS_BUCKET, row, {
    version: row.transactionsVersion,
    statement: current,
    exported,
    accountNumbers: needs.map((n) => (n === need ? { ...n, given: accountNumber } : n)),
  });
  await accountNumbers.remember(userId, need.key, accountNumber);
  const updated = await conversions.get(userId, row.conversionId);
  return json(200, toConversionJson(updated ?? row));
});
