import { describe, expect, it } from 'vitest';
import {
  accountLast4,
  cleanBaseName,
  exportFileName,
  knownBank,
  periodForName,
  statementBaseName,
  type ExportFile,
} from '../src';

const fnbMarch = { bank: 'FNB', accountLast4: '1234', periodStart: '2025-03-01', periodEnd: '2025-03-31' };

describe('statementBaseName', () => {
  it.each([
    [fnbMarch, 'FNB-1234-2025-03'],
    [{ ...fnbMarch, bank: 'Standard Bank' }, 'Standard-Bank-1234-2025-03'],
    [{ ...fnbMarch, periodStart: '2025-11-13', periodEnd: '2025-12-14' }, 'FNB-1234-2025-11-13_to_2025-12-14'],
    [{ ...fnbMarch, accountLast4: null }, 'FNB-2025-03'],
    [{ ...fnbMarch, bank: 'Unknown' }, '1234-2025-03'],
    [{ bank: 'Capitec', periodStart: null, periodEnd: null }, 'Capitec'],
    [{ bank: 'Nedbank', periodStart: '2025-06-20', periodEnd: null }, 'Nedbank-2025-06'],
    [{ ...fnbMarch, accountLast4: '12a4' }, 'FNB-2025-03'],
  ])('%j is %s', (identity, expected) => {
    expect(statementBaseName(identity, 'ignored.pdf')).toBe(expected);
  });

  it(
    'falls back to the PDF name, never to the day of the conversion, when ' + 'nothing about the statement is known',
    () => {
      expect(statementBaseName({}, 'FNB Statement March.pdf')).toBe('FNB_Statement_March');
      expect(statementBaseName({ bank: 'Unknown' }, '%%%.pdf')).toBe('Bank_Statement');
      expect(statementBaseName({}, null)).toBe('Bank_Statement');
    },
  );
});

describe('exportFileName', () => {
  it.each<[ExportFile, string]>([
    [{ kind: 'csv', profile: 'sage', part: 1 }, 'FNB-1234-2025-03.csv'],
    [{ kind: 'csv', profile: 'sage4', part: 1 }, 'FNB-1234-2025-03-sage4.csv'],
    [{ kind: 'csv', profile: 'xero', part: 2 }, 'FNB-1234-2025-03-xero-part2.csv'],
    [{ kind: 'csv', profile: 'quickbooks', part: 3 }, 'FNB-1234-2025-03-quickbooks-part3.csv'],
    [{ kind: 'xlsx' }, 'FNB-1234-2025-03-raw.xlsx'],
    [{ kind: 'ofx' }, 'FNB-1234-2025-03.ofx'],
    [{ kind: 'qbo' }, 'FNB-1234-2025-03.qbo'],
  ])('%j is %s', (file, expected) => {
    expect(exportFileName(fnbMarch, 'x.pdf', file)).toBe(expected);
  });
});

describe('parts of a name', () => {
  it.each([
    ['62812345678', '5678'],
    ['10 12 345 678 9', '6789'],
    ['40-9876-5432', '5432'],
    ['123', null],
    [null, null],
  ])('accountLast4(%j) is %j', (account, expected) => {
    expect(accountLast4(account)).toBe(expected);
  });

  it('leaves out a bank the converter could not name', () => {
    expect(knownBank('Unknown')).toBeNull();
    expect(knownBank('')).toBeNull();
    expect(knownBank('ABSA')).toBe('ABSA');
  });

  it.each([
    ['2025-03-01', '2025-03-31', '2025-03'],
    ['2024-12-15', '2025-01-15', '2024-12-15_to_2025-01-15'],
    [null, '2025-01-15', '2025-01'],
    ['13 Nov', null, null],
    [null, null, null],
  ])('periodForName(%j, %j) is %j', (start, end, expected) => {
    expect(periodForName(start, end)).toBe(expected);
  });

  it('cleans a PDF name down to letters, digits, hyphens and single underscores', () => {
    expect(cleanBaseName('  (copy) rekening .pdf')).toBe('copy_rekening');
    expect(cleanBaseName('archive.2025.pdf')).toBe('archive_2025');
    expect(cleanBaseName(`${'a'.repeat(59)} b.pdf`)).toBe('a'.repeat(59));
  });
});

describe('exportFileName on a statement of several accounts', () => {
  // A cheque account (1234) and a savings account (5678); Xero splits the savings account's file in two.
  const twoAccounts = { ...fnbMarch, accountsLast4: ['1234', '5678'], csvAccountParts: { sage: [1, 1], xero: [1, 2] } };

  it.each<[ExportFile, string]>([
    [{ kind: 'csv', profile: 'sage', part: 1 }, 'FNB-1234-2025-03-1234.csv'],
    [{ kind: 'csv', profile: 'sage', part: 2 }, 'FNB-1234-2025-03-5678.csv'],
    [{ kind: 'csv', profile: 'xero', part: 1 }, 'FNB-1234-2025-03-xero-1234.csv'],
    [{ kind: 'csv', profile: 'xero', part: 2 }, 'FNB-1234-2025-03-xero-5678.csv'],
    [{ kind: 'csv', profile: 'xero', part: 3 }, 'FNB-1234-2025-03-xero-5678-part2.csv'],
    [{ kind: 'xlsx' }, 'FNB-1234-2025-03-raw.xlsx'],
  ])('%j is %s', (file, expected) => {
    expect(exportFileName(twoAccounts, 'x.pdf', file)).toBe(expected);
  });

  it('an account that prints no number is named by its place', () => {
    expect(
      exportFileName({ ...twoAccounts, accountsLast4: ['1234', ''] }, 'x.pdf', {
        kind: 'csv',
        profile: 'sage',
        part: 2,
      }),
    ).toBe('FNB-1234-2025-03-account2.csv');
  });

  it('a statement of one account keeps its names', () => {
    expect(
      exportFileName({ ...fnbMarch, csvAccountParts: { xero: [2] } }, 'x.pdf', {
        kind: 'csv',
        profile: 'xero',
        part: 2,
      }),
    ).toBe('FNB-1234-2025-03-xero-part2.csv');
  });
});
