import type { Conversion } from '../../../lib/conversions';
import './row.css';

const DAY = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** `13 Nov – 14 Dec 2025`, or both years when they differ. */
export function formatPeriod(start: string | undefined, end: string | undefined): string | null {
  if (!start && !end) return null;
  if (!start || !end) return DAY.format(asDate((start ?? end)!));
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${(sameYear ? DAY_MONTH : DAY).format(asDate(start))} – ${DAY.format(asDate(end))}`;
}

/** `2 accounts: ····1234, ····5678` for a statement of several accounts (one without a printed number: `····?`). */
export function formatAccounts(last4: string[]): string {
  return `${last4.length} accounts: ${last4.map((d) => `····${d || '?'}`).join(', ')}`;
}

/**
 * Bank, last 4 digits (of every account, when there are several) and period beside the file name, so two statements of
 * one client can be told apart.
 */
export function StatementIdentity({ conversion }: { conversion: Conversion }) {
  const period = formatPeriod(conversion.periodStart, conversion.periodEnd);
  const several = conversion.accountsLast4 && conversion.accountsLast4.length > 1 ? conversion.accountsLast4 : null;
  const parts = [
    conversion.bank,
    several ? formatAccounts(several) : conversion.accountLast4 ? `····${conversion.accountLast4}` : undefined,
    period ?? undefined,
  ].filter((p): p is string => !!p);
  if (parts.length === 0) return null;
  const accounts = several
    ? `${several.length} accounts, ending ${several.map((d) => d || 'unknown').join(', ')}`
    : conversion.accountLast4 && `account ending ${conversion.accountLast4}`;
  const label = [conversion.bank, accounts, period && `statement period ${period}`].filter(Boolean).join(', ');
  return (
    <span className="tx-identity" aria-label={label}>
      {parts.join(' · ')}
    </span>
  );
}
