import type { StatementPartView } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { monthLabel, timelineMonths } from './timeline';

const part = (
  id: string,
  periodStart: string | null,
  periodEnd: string | null,
  use: StatementPartView['use'] = 'included',
) =>
  ({
    partId: id,
    conversionId: id,
    originalFileName: `${id}.pdf`,
    section: null,
    periodStart,
    periodEnd,
    openingBalance: 0,
    closingBalance: 0,
    transactions: 3,
    use,
  }) satisfies StatementPartView;

describe('timelineMonths', () => {
  it('lays the months out from first to last, with a gap month holding no statement', () => {
    const months = timelineMonths([
      part('nov', '2024-11-01', '2024-11-30'),
      part('dec-jan', '2024-12-15', '2025-01-14'),
      part('mar', '2025-03-01', '2025-03-31'),
      part('dup', '2025-03-01', '2025-03-31', 'duplicate'),
      part('none', null, null, 'no-period'),
    ]);
    expect(months.map((m) => [m.label, m.statements.map((s) => s.partId)])).toEqual([
      ['Nov 2024', ['nov']],
      ['Dec 2024', ['dec-jan']],
      ['Jan 2025', ['dec-jan']],
      ['Feb 2025', []],
      ['Mar 2025', ['mar']],
    ]);
  });

  it('is empty when no statement can be placed', () => {
    expect(timelineMonths([part('x', null, null, 'no-period')])).toEqual([]);
  });

  it('names months', () => {
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });
});
