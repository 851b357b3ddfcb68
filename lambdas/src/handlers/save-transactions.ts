import {
  DOWNLOAD_MESSAGES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  applyEdits,
  isStatementYear,
  maxStatementYear,
  openingAfterEdits,
  pendingAssumptions,
  shiftYear,
  validateEdits,
  yearRangeMessage,
  type ReviewTransaction,
} from '@bankcsv/domain';
import { z } from 'zod';
import { conversionsRepo, toConversionJson } from '../adapters/conversions-repo';
import {
  assertEditing,
  exportStatement,
  nextVersion,
  publishVersion,
  reviewableRow,
  statementsOf,
} from '../adapters/review-versions';
import { functionEnv } from '../shared/env';
import { apiHandler, badRequest, json } from '../shared/http';

const env = functionEnv('save-transactions');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);

const edit = z.object({
  source: z.number().int().nullable(),
  date: z.string().max(10).nullable(),
  description: z.string().max(REVIEW_LIMITS.maxDescription + 100),
  amount: z.number().nullable(),
  excluded: z.boolean().optional(),
  confirmed: z.boolean().optional(),
});
const body = z
  .object({
    // The version the edits were made on: a save of any other gets 409, never a second "saved".
    version: z.number({ error: REVIEW_MESSAGES.noVersion }).int().min(0),
    transactions: z
      .array(edit, { error: 'Send the rows as a list.' })
      .max(REVIEW_LIMITS.maxRows, REVIEW_MESSAGES.tooMany)
      .optional(),
    year: z.number({ error: yearRangeMessage() }).int(yearRangeMessage()).optional(),
  })
  .refine((b) => b.transactions !== undefined || b.year !== undefined, REVIEW_MESSAGES.nothingToSave);

/** The dates of every row moved by whole years; a 29 February that does not exist in the new year is refused. */
function moveYears(rows: ReviewTransaction[], years: number): ReviewTransaction[] {
  return rows.map((t, i) => {
    if (t.date === null || years === 0) return t;
    const date = shiftYear(t.date, years);
    if (date === null)
      throw badRequest(
        `Row ${i + 1}: ${t.date.slice(8, 10)}/${t.date.slice(5, 7)} does not ` +
          `exist in that year. Change that row's date first.`,
      );
    return { ...t, date };
  });
}

/**
 * PUT /conversions/{id}/transactions: the review's rows and/or the year for every row. The extraction is
 * kept; the edits become a new version and every export is made again from them. No credit is charged.
 * `{ year }` alone confirms (same year) or changes the statement's year. `version` names the version edited:
 * of two saves of one version, one gets 200 and the other 409 (`REVIEW_MESSAGES.savedElsewhere`).
 */
export const handler = apiHandler('save-transactions', { body }, async ({ userId, pathId, body: input }) => {
  const row = await reviewableRow(conversions, userId, pathId, DOWNLOAD_MESSAGES.notFound);
  if (input.year !== undefined && !isStatementYear(input.year)) throw badRequest(yearRangeMessage());
  assertEditing(row, input.version);
  const { original, current } = await statementsOf(env.OUTPUTS_BUCKET, row);
  const currentYear = row.statementYear ?? current.year;

  let rows: ReviewTransaction[];
  if (input.transactions) {
    const problem = validateEdits(input.transactions, original.transactions.length, maxStatementYear());
    if (problem) throw badRequest(problem);
    // A sign or amount the conversion assumed stays named until the user confirms or changes it, whatever else is
    // saved.
    const pending = pendingAssumptions(
      original.transactions,
      original.dataQuality?.breaks ?? [],
      row.transactionsVersion === 0 ? undefined : current.transactions,
    );
    rows = applyEdits(original.transactions, input.transactions, pending);
  } else if (input.year !== undefined && input.year === currentYear) {
    // Confirming the year shown: nothing in the files changes.
    await conversions.transition(userId, row.conversionId, { from: ['completed'], set: { yearSource: 'user' } });
    return json(200, toConversionJson({ ...row, yearSource: 'user' }));
  } else {
    rows = moveYears(current.transactions, (input.year ?? 0) - (currentYear ?? input.year ?? 0));
  }

  const year =
    input.year !== undefined
      ? { source: 'user' as const, year: input.year }
      : { source: row.yearSource ?? current.yearSource, year: currentYear ?? null };
  // An opening worked out from a row whose sign was a guess follows the sign the user gave that row.
  const openingBalance = openingAfterEdits(original.openingBalance, original.dataQuality?.breaks ?? [], rows);
  const statement = { ...original, openingBalance, transactions: rows, yearSource: year.source, year: year.year };
  const exported = exportStatement(statement, false, year);
  await publishVersion(conversions, env.OUTPUTS_BUCKET, row, { version: nextVersion(row), statement, exported });
  const updated = await conversions.get(userId, row.conversionId);
  return json(200, toConversionJson(updated ?? row));
});
