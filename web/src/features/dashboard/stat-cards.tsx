import { statCounts } from '@bankcsv/domain';
import type { Conversion } from '../../lib/conversions';

export function StatCards({ credits, items }: { credits: number; items: Conversion[] }) {
  const counts = statCounts(items);
  const cards = [
    { label: 'Available Credits', value: credits, tone: 'primary' },
    { label: 'Total Processed', value: counts.totalProcessed, tone: 'success' },
    { label: 'Processing', value: counts.processing, tone: 'info' },
    { label: 'Failed', value: counts.failed, tone: 'danger' },
  ];
  return (
    <section className="stat-cards" aria-label="Statistics">
      {cards.map((card) => (
        <div key={card.label} className={`stat-card card stat-${card.tone}`}>
          <span className="stat-label">{card.label}</span>
          <span className="stat-value">{card.value}</span>
        </div>
      ))}
    </section>
  );
}
