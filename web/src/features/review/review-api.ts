import type { EditedTransaction, TransactionsView } from '@bankcsv/domain';
import { ApiError, GENERIC_ERROR, apiRequest } from '../../lib/api-client';
import type { Conversion } from '../../lib/conversions';

const base = (conversionId: string) => `/conversions/${encodeURIComponent(conversionId)}/transactions`;

export function getTransactions(conversionId: string, signal?: AbortSignal): Promise<TransactionsView> {
  return apiRequest<TransactionsView>(base(conversionId), { signal });
}

/**
 * Saves the review's rows (and the year for all of them, when set) as edits of `version`; the server makes
 * every file again. 409 when that version is no longer the current one (saved elsewhere first).
 */
export function saveTransactions(
  conversionId: string,
  body: { version: number; transactions?: EditedTransaction[]; year?: number },
): Promise<Conversion> {
  return apiRequest<Conversion>(base(conversionId), { method: 'PUT', body });
}

/** Confirms the year shown (nothing else changes) or moves every row to another year. */
export function setStatementYear(conversionId: string, version: number, year: number): Promise<Conversion> {
  return apiRequest<Conversion>(base(conversionId), { method: 'PUT', body: { version, year } });
}

/** Undo every saved edit of `version`: the files are made again from the transactions as extracted. */
export function restoreOriginal(conversionId: string, version: number): Promise<Conversion> {
  return apiRequest<Conversion>(`${base(conversionId)}?version=${version}`, { method: 'DELETE' });
}

/** What the review says of a failure: the API's own message, never the text of an exception thrown in the page. */
export function failureText(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : GENERIC_ERROR;
}
