import { periodText, type AccountView, type StatementPartView } from '@bankcsv/domain';
import { AccountExport } from './account-export';
import { RenameAccount } from './rename-account';
import { StatementTimeline } from './statement-timeline';

const USE_TEXT: Record<StatementPartView['use'], string | null> = {
  included: null,
  duplicate: 'duplicate: counted once',
  reissue: 'reissue: left out',
  'no-period': 'no period: cannot be placed',
};

/** A part's period in words, or that it shows none. */
export function partPeriod(part: StatementPartView): string {
  return part.periodStart && part.periodEnd
    ? periodText({ start: part.periodStart, end: part.periodEnd })
    : 'No period shown';
}

function StatementList({ statements, onUnassign }: { statements: StatementPartView[]; onUnassign(id: string): void }) {
  return (
    <ul className="account-statements" aria-label="Statements">
      {statements.map((part) => (
        <li key={part.partId}>
          <span className="account-statement-period">{partPeriod(part)}</span>{' '}
          <span className="account-statement-file">{part.originalFileName}</span>
          {USE_TEXT[part.use] ? <span className="account-statement-use"> ({USE_TEXT[part.use]})</span> : null}
          {part.assigned ? (
            <button
              type="button"
              className="btn btn-link btn-small"
              aria-label={`Take ${part.originalFileName} out of this account`}
              onClick={() => onUnassign(part.partId)}
            >
              Not this account
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface AccountCardProps {
  account: AccountView;
  onRenamed(account: AccountView): void;
  /** Takes a statement the user assigned back out of the account (it waits for an account again). */
  onUnassign(partId: string): void;
}

/** One account: its title (and rename), its statements month by month, what does not carry on, and its export. */
export function AccountCard({ account, onRenamed, onUnassign }: AccountCardProps) {
  const headingId = `account-${account.accountId}`;
  const identity = [account.bank ?? 'Unknown bank', account.last4 ? `····${account.last4}` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <article className="card account-card" aria-labelledby={headingId}>
      <div className="account-head">
        <div>
          <h2 id={headingId}>{account.title}</h2>
          {account.name ? <p className="account-identity">{identity}</p> : null}
        </div>
        <RenameAccount account={account} onRenamed={onRenamed} />
      </div>
      <StatementTimeline statements={account.statements} />
      {account.continuity.length > 0 ? (
        <ul className="account-notes" aria-label={`Notes on ${account.title}`}>
          {account.continuity.map((note) => (
            <li key={`${note.kind}-${note.message}`} className={`account-note account-note-${note.kind}`}>
              {note.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="account-ok">The statements carry on from one to the next.</p>
      )}
      <details className="account-details">
        <summary>{account.statements.length} statements</summary>
        <StatementList statements={account.statements} onUnassign={onUnassign} />
      </details>
      <AccountExport account={account} />
    </article>
  );
}
