import { describe, expect, it } from 'vitest';
import {
  CSV_PROFILES,
  CSV_PROFILE_LABELS,
  DEFAULT_CSV_PROFILE,
  csvDownloadFileName,
  csvFormatKey,
  csvOutputKey,
  csvOutputKeys,
  csvPartsOf,
  downloadFileNames,
  outputKey,
  parseCsvProfile,
  type CsvProfile,
} from '../src';

const day = new Date('2025-03-14T09:00:00Z');

describe('CSV profiles', () => {
  it('lists every layout once with its label, Sage first and default', () => {
    expect(CSV_PROFILES).toEqual(['sage', 'sage4', 'xero', 'quickbooks', 'generic']);
    expect(DEFAULT_CSV_PROFILE).toBe('sage');
    expect(CSV_PROFILES.map((p) => CSV_PROFILE_LABELS[p])).toEqual([
      'Sage (Date, Description, Amount)',
      'Sage (Money In / Money Out)',
      'Xero',
      'QuickBooks',
      'Generic (with balance)',
    ]);
  });
});

describe('parseCsvProfile', () => {
  it.each(CSV_PROFILES.map((p) => [p, p]))('%j is %j', (input, expected) => {
    expect(parseCsvProfile(input)).toBe(expected);
  });

  it.each([['Xero'], [' sage'], ['sage3'], [''], ['csv'], ['__proto__'], ['toString'], [undefined], [null], [1], [['xero']]])('refuses %j', (input) => {
    expect(parseCsvProfile(input)).toBeUndefined();
  });
});

describe('csvPartsOf', () => {
  it('is the recorded parts, or Sage alone for a row converted before the layouts existed', () => {
    expect(csvPartsOf({ sage: 1, xero: 2 })).toEqual({ sage: 1, xero: 2 });
    expect(csvPartsOf(undefined)).toEqual({ sage: 1 });
  });
});

describe('csvDownloadFileName', () => {
  it.each<[string | null, CsvProfile, number, string]>([
    ['FNB Statement March.pdf', 'sage', 1, 'FNB_Statement_March_2025-03-14.csv'],
    ['FNB Statement March.pdf', 'sage4', 1, 'FNB_Statement_March_sage4_2025-03-14.csv'],
    ['FNB Statement March.pdf', 'xero', 1, 'FNB_Statement_March_xero_2025-03-14.csv'],
    ['FNB Statement March.pdf', 'xero', 2, 'FNB_Statement_March_xero_2025-03-14_part2.csv'],
    ['FNB Statement March.pdf', 'quickbooks', 1, 'FNB_Statement_March_quickbooks_2025-03-14.csv'],
    ['FNB Statement March.pdf', 'generic', 1, 'FNB_Statement_March_generic_2025-03-14.csv'],
    [null, 'xero', 3, 'Bank_Statement_xero_2025-03-14_part3.csv'],
    ['%%%.pdf', 'sage', 1, 'Bank_Statement_2025-03-14.csv'],
  ])('%j as %s part %i is %j', (name, profile, part, expected) => {
    expect(csvDownloadFileName(name, day, profile, part)).toBe(expected);
  });

  it.each([['jan.pdf'], [''], [`${'x'.repeat(80)}.pdf`], ['  (copy) rekening .pdf']])('keeps the name Sage downloads always had for %j', (name) => {
    expect(csvDownloadFileName(name, day, 'sage')).toBe(downloadFileNames(name, day).csv);
  });
});

describe('csvOutputKey', () => {
  it.each<[CsvProfile, number, string]>([
    ['sage', 1, 'outputs/u-1/c-1/statement.csv'],
    ['sage4', 1, 'outputs/u-1/c-1/statement-sage4.csv'],
    ['xero', 1, 'outputs/u-1/c-1/statement-xero.csv'],
    ['xero', 2, 'outputs/u-1/c-1/statement-xero-part2.csv'],
    ['generic', 1, 'outputs/u-1/c-1/statement-generic.csv'],
  ])('%s part %i is %s', (profile, part, expected) => {
    expect(csvOutputKey('u-1', 'c-1', profile, part)).toBe(expected);
  });

  it('keeps the key of the Sage file rows have always stored', () => {
    expect(csvOutputKey('u-1', 'c-1', 'sage')).toBe(outputKey('u-1', 'c-1', 'csv'));
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('refuses part %j', (part) => {
    expect(() => csvOutputKey('u-1', 'c-1', 'xero', part)).toThrow('Invalid part');
  });

  it('refuses ids that could leave the user prefix', () => {
    expect(() => csvOutputKey('../u', 'c-1', 'xero')).toThrow('Invalid user id');
    expect(() => csvOutputKey('u-1', 'c/1', 'xero', 2)).toThrow('Invalid conversion id');
  });
});

describe('csvOutputKeys', () => {
  it.each<[Record<string, number>, string[]]>([
    [{ sage: 1 }, ['statement.csv']],
    [{ xero: 2, sage: 1 }, ['statement.csv', 'statement-xero.csv', 'statement-xero-part2.csv']],
    [{ sage: 1, sage4: 1, xero: 1, quickbooks: 1, generic: 1 }, ['statement.csv', 'statement-sage4.csv', 'statement-xero.csv', 'statement-quickbooks.csv', 'statement-generic.csv']],
    [{}, []],
  ])('%j → %j', (parts, names) => {
    expect(csvOutputKeys('u-1', 'c-1', parts)).toEqual(names.map((n) => `outputs/u-1/c-1/${n}`));
  });
});

describe('csvFormatKey', () => {
  it('is per user', () => {
    expect(csvFormatKey('u1')).toBe('csvFormat_u1');
    expect(csvFormatKey('u2')).not.toBe(csvFormatKey('u1'));
  });
});
