import type { AccountExportRequest, AccountExportView, AccountView, AccountsView } from '@bankcsv/domain';
import { apiRequest } from '../../lib/api-client';

const account = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}`;

/** `GET /accounts`: the user's accounts (from completed conversions) and the statements waiting to be assigned. */
export function getAccounts(signal?: AbortSignal): Promise<AccountsView> {
  return apiRequest<AccountsView>('/accounts', { signal });
}

/** `PUT /accounts/{id}/name`: at most 80 characters; empty clears the name. */
export function renameAccount(accountId: string, name: string): Promise<AccountView> {
  return apiRequest<AccountView>(`${account(accountId)}/name`, { method: 'PUT', body: { name } });
}

/** `PUT /statement-parts/{partId}/account`: a part that prints no number joins an account (null undoes it). */
export function assignPart(partId: string, accountId: string | null): Promise<AccountsView> {
  return apiRequest<AccountsView>(`/statement-parts/${encodeURIComponent(partId)}/account`, {
    method: 'PUT',
    body: { accountId },
  });
}

/** `POST /accounts/{id}/exports`: one merged file (or its parts) for the chosen period, as presigned links. */
export function exportAccount(accountId: string, request: AccountExportRequest): Promise<AccountExportView> {
  return apiRequest<AccountExportView>(`${account(accountId)}/exports`, { method: 'POST', body: request });
}
