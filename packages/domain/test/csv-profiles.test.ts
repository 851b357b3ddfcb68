import { describe, expect, it } from 'vitest';
import {
  CSV_PROFILES,
  CSV_PROFILE_LABELS,
  DEFAULT_CSV_PROFILE,
  csvFormatKey,
  csvOutputKey,
  csvOutputKeys,
  csvPartsOf,
  outputKey,
  parseCsvProfile,
  splitExplanation,
  type CsvProfile,
} from '../src';

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

  it.each([
    ['Xero'],
    [' sage'],
    ['sage3'],
    [''],
    ['csv'],
    ['__proto__'],
    ['toString'],
    [undefined],
    [null],
    [1],
    [['xero']],
  ])('refuses %j', (input) => {
    expect(parseCsvProfile(input)).toBeUndefined();
  });
});

describe('csvPartsOf', () => {
  it('is the recorded parts, or Sage alone for a row converted before the layouts existed', () => {
    expect(csvPartsOf({ sage: 1, xero: 2 })).toEqual({ sage: 1, xero: 2 });
    expect(csvPartsOf(undefined)).toEqual({ sage: 1 });
  });
});

describe('splitExplanation', () => {
  it('says which limit split the layout and in which order to import the parts', () => {
    expect(splitExplanation('xero', 2)).toBe('Xero accepts 1,000 lines a file: import part 1, then part 2');
    expect(splitExplanation('quickbooks', 3)).toBe(
      'QuickBooks accepts 350 KB a file: import part 1, then part 2, then part 3',
    );
    expect(splitExplanation('xero', 1)).toBeNull();
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
    [
      { sage: 1, sage4: 1, xero: 1, quickbooks: 1, generic: 1 },
      [
        'statement.csv',
        'statement-sage4.csv',
        'statement-xero.csv',
        'statement-quickbooks.csv',
        'statement-generic.csv',
      ],
    ],
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
