import { conversionQuality } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import type { PartialDate } from '../src/parse/date';
import { yearResolver } from '../src/parse/years';
import { convertStatement } from '../src/index';
import { makeFixture } from './fixtures/index';

const d = (day: number, month: number, year: number | null = null): PartialDate => ({ day, month, year });
const none = { periodStart: null, periodEnd: null, userYear: undefined };

describe('the year of dates printed without one', () => {
  it('takes it from a statement period that crosses New Year', () => {
    const dates = [d(20, 12), d(2, 1)];
    const y = yearResolver({ periodStart: d(13, 12, 2025), periodEnd: d(13, 1, 2026), userYear: 2020, dates });
    expect(dates.map(y.resolve)).toEqual(['2025-12-20', '2026-01-02']);
    expect([y.source, y.year]).toEqual(['period', 2025]);
  });

  it("uses the user's year without a period and rolls December over to January", () => {
    const dates = [d(28, 12), d(30, 12), d(1, 1), d(3, 2)];
    const y = yearResolver({ ...none, userYear: 2023, dates });
    expect(dates.map(y.resolve)).toEqual(['2023-12-28', '2023-12-30', '2024-01-01', '2024-02-03']);
    expect([y.source, y.year]).toEqual(['user', 2023]);
  });

  it('keeps printed years and says so, whatever year the user typed', () => {
    const dates = [d(1, 3, 2019), d(5, 3, 2019)];
    const y = yearResolver({ ...none, userYear: 1999, dates });
    expect(dates.map(y.resolve)).toEqual(['2019-03-01', '2019-03-05']);
    expect([y.source, y.year]).toEqual(['printed', 2019]);
  });

  it('assumes the latest year that puts no row after the upload date', () => {
    const dates = [d(13, 11), d(2, 12), d(12, 12)];
    const y = yearResolver({ ...none, dates, uploadedAt: new Date('2026-11-23T08:00:00Z') });
    // 2026 would put 2 and 12 December after the upload: the statement is last year's.
    expect(dates.map(y.resolve)).toEqual(['2025-11-13', '2025-12-02', '2025-12-12']);
    expect([y.source, y.year]).toEqual(['assumed', 2025]);
    const sameYear = yearResolver({ ...none, dates, uploadedAt: new Date('2026-12-20T08:00:00Z') });
    expect([sameYear.source, sameYear.year]).toEqual(['assumed', 2026]);
  });

  it('assumes across December → January: a statement uploaded in January starts the year before', () => {
    const dates = [d(15, 12), d(28, 12), d(3, 1), d(14, 1)];
    const y = yearResolver({ ...none, dates, uploadedAt: new Date('2026-01-20T00:00:00Z') });
    expect(dates.map(y.resolve)).toEqual(['2025-12-15', '2025-12-28', '2026-01-03', '2026-01-14']);
    expect(y.year).toBe(2025);
  });

  it('places the rows nearest a single printed period date', () => {
    const dates = [d(20, 12), d(5, 1)];
    const y = yearResolver({ periodStart: d(14, 1, 2026), periodEnd: null, userYear: undefined, dates });
    expect(dates.map(y.resolve)).toEqual(['2025-12-20', '2026-01-05']);
    expect(y.source).toBe('period');
  });
});

describe('yearSource on converted statements', () => {
  const uploadedAt = new Date('2026-11-23T09:00:00Z');

  it('a year-less statement with no period and no year: assumed, never in the future, and not ready', async () => {
    const f = await makeFixture({
      layout: 'fnb-current',
      transactions: 30,
      seed: 21,
      start: '2025-11-13',
      noPeriod: true,
    });
    const s = await convertStatement(f.pdf, { uploadedAt });
    expect([s.yearSource, s.year]).toEqual(['assumed', 2025]);
    expect(s.transactions.map((t) => t.date)).toEqual(f.expected.map((t) => t.date));
    expect(s.transactions.every((t) => (t.date ?? '') <= '2026-11-23')).toBe(true);
    expect(conversionQuality({ dataQuality: s.dataQuality, yearSource: s.yearSource, year: s.year })).toMatchObject({
      ready: false,
      yearPending: 'Year assumed: 2025',
    });
  });

  it("the same statement with the user's year: user", async () => {
    const f = await makeFixture({
      layout: 'fnb-current',
      transactions: 30,
      seed: 21,
      start: '2024-11-13',
      noPeriod: true,
    });
    const s = await convertStatement(f.pdf, { year: 2024, uploadedAt });
    expect([s.yearSource, s.year]).toEqual(['user', 2024]);
    expect(s.transactions.map((t) => t.date)).toEqual(f.expected.map((t) => t.date));
  });

  it('a printed period wins over a typed year, which is reported as not needed', async () => {
    const f = await makeFixture({ layout: 'fnb-current', transactions: 30, seed: 21, start: '2024-11-13' });
    const s = await convertStatement(f.pdf, { year: 1999, uploadedAt });
    expect([s.yearSource, s.year]).toEqual(['period', 2024]);
    expect(s.transactions.map((t) => t.date)).toEqual(f.expected.map((t) => t.date));
    expect(
      conversionQuality({ dataQuality: s.dataQuality, yearSource: s.yearSource, year: s.year, userYear: 1999 }).notes,
    ).toContain('Statement dates use 2024; your 1999 was not needed');
  });

  it('full dates on every row: printed', async () => {
    const f = await makeFixture({ layout: 'capitec-2022', transactions: 20, seed: 3 });
    const s = await convertStatement(f.pdf, { year: 1999, uploadedAt });
    expect([s.yearSource, s.year]).toEqual(['printed', 2025]);
  });
});
