import { describe, expect, it } from 'vitest';
import type { Statement } from '@bankcsv/converter';
import { accountNumberNeeds, statementFacts } from '../../src/adapters/outputs';
import { toConversionJson, type ConversionRecord } from '../../src/adapters/conversions-repo';

const statement = (sections?: Statement['sections']): Statement => ({
  bank: 'FNB',
  layout: 'fnb-current',
  pages: 3,
  accountNumber: '62812345678',
  periodStart: '2025-11-13',
  periodEnd: '2025-12-14',
  openingBalance: 100,
  closingBalance: 200,
  transactions: [],
  ...(sections ? { sections } : {}),
  dataQuality: {
    isComplete: true,
    qualityScore: 100,
    unknownDates: 0,
    unknownDescriptions: 0,
    unknownAmounts: 0,
    totalTransactions: 0,
    balanceCheck: 'passed',
    breaks: [],
  },
  yearSource: 'period',
  year: 2025,
});

const section = (accountNumber: string | null): NonNullable<Statement['sections']>[number] => ({
  accountNumber,
  periodStart: null,
  periodEnd: null,
  openingBalance: 1,
  closingBalance: 2,
  transactions: 3,
  balanceCheck: 'passed',
  page: 1,
});

describe('what the history row keeps about the statement', () => {
  it('names every account of a statement of several accounts, by its last 4 digits', () => {
    const facts = statementFacts(statement([section('62812345678'), section('96379135791'), section(null)]));
    expect(facts.accountLast4).toBe('5678');
    expect(facts.accountsLast4).toEqual(['5678', '5791', '']);
    const row = {
      conversionId: 'C1',
      userId: 'u1',
      fileName: 'a.pdf',
      originalFileName: 'a.pdf',
      fileSize: 1,
      status: 'completed',
      progress: 100,
      creditsUsed: 3,
      createdAt: '2025-01-31T10:00:00.000Z',
      expiresAt: 1,
      lastUpdated: '2025-01-31T10:00:00.000Z',
      ...facts,
    } as ConversionRecord;
    expect(toConversionJson(row).accountsLast4).toEqual(['5678', '5791', '']);
  });

  it('says a statement read as a credit card is one, and a bank account says nothing', () => {
    const facts = statementFacts({ ...statement(), bank: 'ABSA', layout: 'absa-credit-card' });
    expect(facts.card).toBe(true);
    expect(statementFacts(statement()).card).toBeUndefined();
    const row = {
      conversionId: 'C1',
      userId: 'u1',
      fileName: 'a.pdf',
      originalFileName: 'a.pdf',
      fileSize: 1,
      status: 'completed',
      progress: 100,
      creditsUsed: 3,
      createdAt: '2025-01-31T10:00:00.000Z',
      expiresAt: 1,
      lastUpdated: '2025-01-31T10:00:00.000Z',
      ...facts,
    } as ConversionRecord;
    expect(toConversionJson(row).card).toBe(true);
  });

  it('keeps no list for a statement of one account', () => {
    expect(statementFacts(statement()).accountsLast4).toBeUndefined();
  });
});

describe('the accounts that need a number given', () => {
  it('names each account that prints none by its place and key, keeping what was given or remembered', () => {
    const s = statement([section('62812345678'), section(null), section('')]);
    expect(accountNumberNeeds(s)).toEqual([
      { section: 1, key: 'fnb|fnb-current|account|2/3' },
      { section: 2, key: 'fnb|fnb-current|account|3/3' },
    ]);
    const known = [
      { section: 1, key: 'fnb|fnb-current|account|2/3', given: '1234567' },
      // The same place on a statement of another shape is another account.
      { section: 2, key: 'fnb|fnb-current|account|3/4', remembered: '7654321' },
    ];
    expect(accountNumberNeeds(s, known)).toEqual([
      { section: 1, key: 'fnb|fnb-current|account|2/3', given: '1234567' },
      { section: 2, key: 'fnb|fnb-current|account|3/3' },
    ]);
  });

  it('is undefined when every account prints its number', () => {
    expect(accountNumberNeeds(statement())).toBeUndefined();
    expect(accountNumberNeeds({ ...statement(), accountNumber: null })).toEqual([
      { section: 0, key: 'fnb|fnb-current|account|1/1' },
    ]);
  });
});
