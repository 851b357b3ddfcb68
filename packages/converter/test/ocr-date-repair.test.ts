import { describe, expect, it } from 'vitest';
import { checkDates, dayReadings, repairUnreadDate, tokenReadings, yearReadings } from '../src/ocr/date-repair';

const NOV = { start: '2025-11-01', end: '2025-11-30' };

describe('OCR dates: in the period and in order, repaired only when one reading fits', () => {
  it('keeps dates that lie in the period and in order', () => {
    const r = checkDates(['2025-11-03', '2025-11-03', '2025-11-10', '2025-11-28'], NOV);
    expect(r.map((x) => x.verdict)).toEqual(['as-read', 'as-read', 'as-read', 'as-read']);
  });

  it('reads a day a digit away for its look-alikes', () => {
    expect(dayReadings('2025-11-29')).toEqual(expect.arrayContaining(['2025-11-28', '2025-11-20']));
    expect(dayReadings('2025-02-28')).not.toContain('2025-02-29'); // no 29 February in 2025
  });

  it('repairs a day out of order when exactly one look-alike fits between its neighbours', () => {
    const r = checkDates(['2025-11-02', '2025-11-13', '2025-11-04', '2025-11-05'], NOV); // 03 read as 13
    expect(r[1]).toEqual({ date: '2025-11-03', verdict: 'corrected', read: '2025-11-13' });
    expect(r.filter((x) => x.verdict === 'as-read')).toHaveLength(3);
  });

  it('repairs a day outside the period', () => {
    const r = checkDates(['2025-11-27', '2025-11-29', '2025-11-30'], { start: '2025-11-01', end: '2025-11-28' });
    expect(r[1]).toMatchObject({ date: '2025-11-28', verdict: 'corrected' }); // 29 → 28 (20 and 26 come before 27)
    expect(r[2]?.verdict).toBe('needs-review'); // 30: no look-alike of it lies in the period after the 27th
    // A 9 read for a 6 as well: the 26th and the 28th both fit after the 26th, and nothing says which.
    const both = checkDates(['2025-11-26', '2025-11-29', '2025-11-30'], { start: '2025-11-01', end: '2025-11-28' });
    expect(both[1]).toMatchObject({ verdict: 'needs-review', read: '2025-11-29' });
  });

  it('takes the period from the dates where the statement prints none: a date a month from the rest is doubted', () => {
    const none = { start: null, end: null };
    const r = checkDates(['2025-05-26', '2025-05-29', '2025-05-30', '2025-08-31'], none); // 05 read as 08
    expect(r.map((x) => x.verdict)).toEqual(['as-read', 'as-read', 'as-read', 'needs-review']);
    // A year of monthly rows is one run of dates: every one stands.
    const year = Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}-25`);
    expect(checkDates(year, none).every((x) => x.verdict === 'as-read')).toBe(true);
  });

  it('reads an unreadable date column text with a digit too many, or glyphs for digits', () => {
    expect(tokenReadings('122 21', 2024)).toEqual(['2024-12-21']);
    expect(tokenReadings('20125 08 22', 2025)).toContain('2025-08-22');
    expect(tokenReadings('0S/03/2025', 2025)).toContain('2025-03-05');
  });

  it('reads a letter no table knows as any digit where it is the only one, for the order to choose', () => {
    expect(tokenReadings('or 07', 2025)).toContain('2025-01-07'); // `01 07`, its 1 read as an r
    const around = { before: '2025-01-06', after: '2025-01-08', year: 2025 };
    expect(repairUnreadDate('or 07', around, { start: '2024-12-15', end: '2025-01-14' })).toBe('2025-01-07');
    // Two such letters: too many readings to say anything.
    expect(tokenReadings('cr 07', 2025)).toEqual([]);
  });

  it('takes the one reading of it that stands in order between the rows around it, and none where several do', () => {
    const around = { before: '2024-12-20', after: '2024-12-22', year: 2024 };
    const period = { start: '2024-12-15', end: '2025-01-15' };
    expect(repairUnreadDate('122 21', around, period)).toBe('2024-12-21');
    // `2025 085 22`: the 8th or the 5th month, both in a long enough period.
    const wide = { before: '2025-05-01', after: '2025-08-30', year: 2025 };
    expect(repairUnreadDate('2025 085 22', wide, { start: '2025-01-01', end: '2025-12-31' })).toBeNull();
  });

  it('counts a 5 read as an 8 among a day’s readings: a thin 1-bit serif gives both', () => {
    expect(dayReadings('2025-05-08')).toEqual(expect.arrayContaining(['2025-05-05', '2025-05-06']));
    // 05 read as 08 between the 5th and the 6th: the 5th and the 6th both fit, so it is not taken for the 6th.
    const r = checkDates(['2025-05-05', '2025-05-08', '2025-05-06'], { start: '2025-05-01', end: '2025-05-31' });
    expect(r[1]).toMatchObject({ verdict: 'needs-review', read: '2025-05-08' });
  });

  it('leaves a date every ordered run of the dates holds as read beside a misread one out of order after it', () => {
    const r = checkDates(['2018-03-17', '2018-03-19', '2018-03-02', '2018-03-24'], { start: null, end: null });
    expect(r.map((x) => x.verdict)).toEqual(['as-read', 'as-read', 'needs-review', 'as-read']); // `2/03` for 22/03
  });

  it('asks for review where two readings fit, or none', () => {
    const two = checkDates(['2025-11-01', '2025-11-29', '2025-11-09', '2025-11-30'], NOV);
    expect(two[2]?.verdict).toBe('needs-review'); // 09 between 01 and 30 once 29 is doubted: several days fit
    const none = checkDates(['2025-11-10', '2025-11-02', '2025-11-12'], NOV);
    expect(none[1]).toMatchObject({ verdict: 'needs-review', read: '2025-11-02' });
  });

  it('reads a print listed newest first in its own order', () => {
    const r = checkDates(['2025-11-20', '2025-11-18', '2025-11-16', '2025-11-15'], NOV, true);
    expect(r.every((x) => x.verdict === 'as-read')).toBe(true);
    const slip = checkDates(['2025-11-20', '2025-11-19', '2025-11-13', '2025-11-15', '2025-11-14'], NOV, true);
    expect(slip[2]).toMatchObject({ date: '2025-11-18', verdict: 'corrected', read: '2025-11-13' }); // 8 read as 3
    expect(slip.filter((x) => x.verdict === 'as-read')).toHaveLength(4);
  });

  it('repairs a year a digit away from the period’s only where the day then fits', () => {
    expect(yearReadings('2028-03-02', { start: '2025-03-01', end: '2025-04-01' })).toEqual(['2025-03-02']);
    expect(yearReadings('2031-03-02', { start: '2025-03-01', end: '2025-04-01' })).toEqual([]);
    const r = checkDates(['2025-11-02', '2028-11-03', '2025-11-04'], NOV); // 2025 read as 2028
    expect(r[1]).toEqual({ date: '2025-11-03', verdict: 'corrected', read: '2028-11-03' });
  });

  it('asks for review of two dates out of order with each other, though each fits the sure ones', () => {
    // 21 read as 23: the 23rd and the 22nd each fit between the 20th and the last 23rd, not one after the other.
    const r = checkDates(['2025-11-19', '2025-11-20', '2025-11-23', '2025-11-22', '2025-11-23'], NOV);
    expect(r.map((x) => x.verdict)).toEqual(['as-read', 'as-read', 'needs-review', 'needs-review', 'as-read']);
  });

  it('never trusts a row without a date', () => {
    expect(checkDates([null], NOV)).toEqual([{ date: null, verdict: 'needs-review' }]);
  });
});
