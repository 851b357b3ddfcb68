import { describe, expect, it } from 'vitest';
import { dayMonthYear, isoFromDayMonthYear } from '../src/review-dates';

describe('review dates, day first', () => {
  it('shows an ISO date as DD/MM/YYYY and leaves text being typed as it is', () => {
    expect(dayMonthYear('2019-12-04')).toBe('04/12/2019');
    expect(dayMonthYear('04/12/20')).toBe('04/12/20');
    expect(dayMonthYear('')).toBe('');
  });

  it('takes DD/MM/YYYY and D/M/YYYY as day first, and refuses a day that does not exist', () => {
    expect(isoFromDayMonthYear('04/12/2019')).toBe('2019-12-04');
    expect(isoFromDayMonthYear(' 4/12/2019 ')).toBe('2019-12-04');
    expect(isoFromDayMonthYear('4.12.2019')).toBe('2019-12-04');
    expect(isoFromDayMonthYear('31/02/2025')).toBeNull();
    expect(isoFromDayMonthYear('12/31/2019')).toBeNull();
    expect(isoFromDayMonthYear('2019-12-04')).toBeNull();
    expect(isoFromDayMonthYear('04/12/19')).toBeNull();
  });
});
