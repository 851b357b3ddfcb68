import { describe, expect, it } from 'vitest';
import { formatCents, parseAmount, unreadNotation } from '../src/parse/amount';
import { findDates, isoToDmy, parseDate } from '../src/parse/date';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 123456, 0],
    ['1 234.56', 123456, 0],
    ['1 234,56', 123456, 0],
    ['1.234,56', 123456, 0],
    ['1.234.567,89', 123456789, 0],
    ['3.765,29Kt', 376529, 1],
    ['-10.251,26', 1025126, -1],
    ['1234.56', 123456, 0],
    ['300.00 Cr', 30000, 1],
    ['300.00Cr', 30000, 1],
    ['453.72 Dr', 45372, -1],
    ['12.00 Kt', 1200, 1],
    ['12.00Dt', 1200, -1],
    ['1,469.35-', 146935, -1],
    ['-30.00*', 3000, -1],
    ['\u00ad150.00', 15000, -1],
    ['- R80.00', 8000, -1],
    ['R97.50', 9750, 0],
    ['R2 101.35', 210135, 0],
    ['R 450.00-', 45000, -1],
    ['(50.00)', 5000, -1],
    ['13.50 A', 1350, 0],
    ['1,234.56 #', 123456, 0],
    ['65.00##', 6500, 0],
    ['12,345.67 CR', 1234567, 1],
    ['+4,521.00', 452100, 1],
    ['+ R450.00', 45000, 1],
    ['R+450.00', 45000, 1],
    // The rand by its currency code, as online banking prints it: before, no figure so printed was read.
    ['ZAR -1,591.99', 159199, -1],
    ['ZAR 83,137.90', 8313790, 0],
    ['1,591.99 ZAR', 159199, 0],
  ])('%j', (text, cents, sign) => expect(parseAmount(text)).toMatchObject({ cents, sign }));

  it.each([
    '',
    '-',
    'Apple.Com',
    '14',
    '1,234',
    '12/03/2025',
    '02 17',
    'R',
    '1.2.3',
    '1.234.56',
    '12.34,56',
    '+',
    '++1.00',
    '+-1.00',
    '9'.repeat(50),
    `${'9'.repeat(30)}.00`,
  ])('rejects %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it.each([
    ["1'234.56", 123456],
    ["-12'345.00", 1234500],
    ['1 23 456.78 Cr', 12345678],
  ])('names %j as a figure in a notation it does not read', (text, cents) => {
    expect(parseAmount(text)).toBeNull();
    expect(unreadNotation(text)?.cents).toBe(cents);
  });

  it.each(['1,234.56', 'POS 12.00', 'Ref 2025', '12/03/2025', 'Fee'])('%j is no unread notation', (text) => {
    expect(unreadNotation(text)).toBeNull();
  });

  it('formats cents for importers', () => {
    expect([formatCents(-123456), formatCents(5), formatCents(0), formatCents(-1)]).toEqual([
      '-1234.56',
      '0.05',
      '0.00',
      '-0.01',
    ]);
  });
});

describe('parseDate', () => {
  it.each([
    ['13 Nov', false, { day: 13, month: 11, year: null }],
    ['05 Mei', false, { day: 5, month: 5, year: null }],
    ['14 Des', false, { day: 14, month: 12, year: null }],
    ['02 Maa', false, { day: 2, month: 3, year: null }],
    ['13 Nov 24', false, { day: 13, month: 11, year: 2024 }],
    ['8 Jan 2026', false, { day: 8, month: 1, year: 2026 }],
    // Run together, as mainframe prints do.
    ['01FEB24', false, { day: 1, month: 2, year: 2024 }],
    ['29Feb2024', false, { day: 29, month: 2, year: 2024 }],
    ['3Mar', false, { day: 3, month: 3, year: null }],
    ['3/09/2024', false, { day: 3, month: 9, year: 2024 }],
    ['20/06/2025', false, { day: 20, month: 6, year: 2025 }],
    ['20250114', false, { day: 14, month: 1, year: 2025 }],
    ['250601', false, { day: 1, month: 6, year: 2025 }],
    ['2025/05/03', false, { day: 3, month: 5, year: 2025 }],
    ['2015-10-31', false, { day: 31, month: 10, year: 2015 }],
    ['14.03.2025', false, { day: 14, month: 3, year: 2025 }],
    ['14-03-2025', false, { day: 14, month: 3, year: 2025 }],
    ['03.14.25', true, { day: 14, month: 3, year: 2025 }],
    ['02 17', true, { day: 17, month: 2, year: null }],
    // Day and month as figures, no year: two digits of month (a fraction such as `1/2` is no date).
    ['05/03', false, { day: 5, month: 3, year: null }],
    ['5/03', false, { day: 5, month: 3, year: null }],
    ['03/25', true, { day: 25, month: 3, year: null }],
    // A weekday's name before the date, in either language, whole or cut short.
    ['Mon 03 Mar', false, { day: 3, month: 3, year: null }],
    ['Tue, 4 March 2025', false, { day: 4, month: 3, year: 2025 }],
    ['Wednesday 05/03/2025', false, { day: 5, month: 3, year: 2025 }],
    ['Vry 7 Mrt', false, { day: 7, month: 3, year: null }],
    ['Saterdag, 8 Maart 2025', false, { day: 8, month: 3, year: 2025 }],
    // Afrikaans cuts them to two letters: before, no row so dated was found.
    ['Vr, 13 Jun 2025', false, { day: 13, month: 6, year: 2025 }],
    ['Di 05 Mrt 2024', false, { day: 5, month: 3, year: 2024 }],
  ])('%j', (text, monthFirst, want) => expect(parseDate(text, monthFirst)).toEqual(want));

  it('reads no fraction, nor a day or month out of range, as a date with no year', () => {
    for (const text of ['1/2', '3/4', '13/13', '32/01', '0/05']) expect(parseDate(text)).toBeNull();
  });

  it('reads no date after a word that names no weekday', () => {
    for (const text of ['Pay 03 Mar', 'Monthly 03 Mar', 'Sunshine 4 March 2025', 'Mo 03 Mar'])
      expect(parseDate(text)).toBeNull();
  });

  it('reads no date from a figure run into a word that names no month', () => {
    for (const text of ['3Months', '12ABC34', '1st', '24Hrs']) expect(parseDate(text)).toBeNull();
  });

  // Afrikaans statements abbreviate March as `Mrt` (no prefix of `Maart`); every month, short and full, in both forms.
  const AF_SHORT = ['Jan', 'Feb', 'Mrt', 'Apr', 'Mei', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Des'];
  const AF_FULL = [
    'Januarie',
    'Februarie',
    'Maart',
    'April',
    'Mei',
    'Junie',
    'Julie',
    'Augustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ];
  it.each(AF_SHORT.map((m, i) => [m, i + 1] as const))('reads the Afrikaans month %s', (name, month) => {
    expect(parseDate(`21 ${name} 2025`)).toEqual({ day: 21, month, year: 2025 });
    expect(parseDate(`02 ${name}`)).toEqual({ day: 2, month, year: null });
    expect(parseDate(`7-${name}-2024`)).toEqual({ day: 7, month, year: 2024 });
    expect(parseDate(`21 ${AF_FULL[month - 1]!} 2025`)).toEqual({ day: 21, month, year: 2025 });
  });

  it('finds an Afrikaans date in free text', () => {
    expect(findDates('Staat vanaf 21 Mrt 2025 tot 20 Apr 25').map((d) => [d.year, d.month, d.day])).toEqual([
      [2025, 3, 21],
      [2025, 4, 20],
    ]);
  });

  it.each([
    '02 17',
    '12 Marketing',
    '31/13/2025',
    '32 Jan',
    'Nov 13',
    '1,234.56',
    '12 Mrtx',
    '3 Mr',
    '14.03/2025',
    '1.234.56',
  ])('rejects %j', (text) => expect(parseDate(text)).toBeNull());

  it('exports DD/MM/YYYY', () => expect(isoToDmy('2025-01-09')).toBe('09/01/2025'));
});

describe('findDates', () => {
  it.each([
    [
      'Statement period: 2015-03-01 to 2015-04-01',
      [
        [2015, 3, 1],
        [2015, 4, 1],
      ],
    ],
    [
      'Statement Period: 2024/12/01 to 2025/01/31',
      [
        [2024, 12, 1],
        [2025, 1, 31],
      ],
    ],
    [
      'Statement from 15 February 2025 to 15 March 2025',
      [
        [2025, 2, 15],
        [2025, 3, 15],
      ],
    ],
    ['From Date: 01/10/2025', [[2025, 10, 1]]],
    [
      'Tydperk 01.10.2025 - 31-10-2025',
      [
        [2025, 10, 1],
        [2025, 10, 31],
      ],
    ],
    ['Ref 2015-13-40 and 12345-01-01', []],
  ])('%s', (text, want) => {
    expect(findDates(text).map((d) => [d.year, d.month, d.day])).toEqual(want);
  });
});
