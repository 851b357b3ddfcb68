import type { StatementPartView } from '@bankcsv/domain';
import { timelineMonths } from './timeline';

/** The account's months in order, each covered by its statements or marked as a gap. */
export function StatementTimeline({ statements }: { statements: StatementPartView[] }) {
  const months = timelineMonths(statements);
  if (months.length === 0) return <p className="field-hint">No statement here shows its period yet.</p>;
  const gaps = months.filter((m) => m.statements.length === 0).length;
  return (
    <div className="timeline">
      <p className="timeline-caption">
        {months[0]?.label} to {months.at(-1)?.label}
        {gaps > 0 ? `: ${gaps} ${gaps === 1 ? 'month' : 'months'} with no statement` : ': every month covered'}
      </p>
      <ol className="timeline-months" aria-label="Months">
        {months.map((m) => (
          <li
            key={m.month}
            className={`timeline-month${m.statements.length === 0 ? ' timeline-gap' : ''}`}
            title={m.statements.map((s) => s.originalFileName).join(', ') || 'No statement'}
          >
            <span className="timeline-label">{m.label}</span>
            <span className="timeline-state">
              {m.statements.length === 0
                ? 'Gap'
                : m.statements.length === 1
                  ? '1 statement'
                  : `${m.statements.length} statements`}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
