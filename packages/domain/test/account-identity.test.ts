import { describe, expect, it } from 'vitest';
import {
  accountDigits,
  accountIdentity,
  accountKey,
  accountParts,
  accountTitle,
  groupByAccount,
  maskedNumber,
  type ConvertedStatement,
} from '../src';
import { twelveMonths } from './statement-chain';

const months = twelveMonths();
const may = months[4]?.statement as ConvertedStatement;

describe('account identity', () => {
  it('keeps only the digits of a printed number, and shows its last 4', () => {
    expect(accountDigits('62-8123 4567 8')).toBe('62812345678');
    expect(accountDigits('  ')).toBeNull();
    expect(accountDigits(null)).toBeNull();
    expect(maskedNumber('62812345678')).toBe('····5678');
    expect(maskedNumber('12')).toBeNull();
  });

  it('is bank and number; the same number printed differently is one account', () => {
    const a = accountIdentity({ bank: 'FNB', accountNumber: '6281 234 5678' });
    expect(a).toEqual({ bank: 'FNB', number: '62812345678' });
    expect(accountKey(a)).toBe(accountKey(accountIdentity({ bank: 'FNB', accountNumber: '62812345678' })));
    expect(accountKey(a)).not.toBe(accountKey(accountIdentity({ bank: 'Absa', accountNumber: '62812345678' })));
    expect(accountKey(accountIdentity({ bank: 'FNB', accountNumber: null }))).toBeNull();
    expect(accountIdentity({ bank: 'Unknown', accountNumber: '1234' }).bank).toBeNull();
  });

  it("is named by the user's name, else bank and masked number", () => {
    expect(accountTitle({ bank: 'FNB', number: '62812345678' })).toBe('FNB ····5678');
    expect(accountTitle({ bank: 'FNB', number: '62812345678' }, ' Client A — FNB cheque ')).toBe(
      'Client A — FNB cheque',
    );
    expect(accountTitle({ bank: null, number: null })).toBe('Account without a number');
  });

  it('splits a statement of several accounts into one part per account, each with its own rows and balances', () => {
    const both: ConvertedStatement = {
      ...may,
      transactions: [
        { date: '2025-05-02', description: 'a', amount: -10, balance: 90, page: 1, row: 1, section: 0 },
        { date: '2025-05-03', description: 'b', amount: 5, balance: 505, page: 2, row: 1, section: 1 },
      ],
      sections: [
        { accountNumber: '1111 2222', periodStart: null, periodEnd: null, openingBalance: 100, closingBalance: 90 },
        { accountNumber: '3333 4444', periodStart: null, periodEnd: null, openingBalance: 500, closingBalance: 505 },
      ],
    };
    const parts = accountParts({ id: 'c1', statement: both });
    expect(parts.map((p) => [p.id, p.conversionId, p.section, p.identity.number])).toEqual([
      ['c1#0', 'c1', 0, '11112222'],
      ['c1#1', 'c1', 1, '33334444'],
    ]);
    expect(parts[1]?.statement).toMatchObject({ openingBalance: 500, closingBalance: 505, sections: undefined });
    expect(parts[1]?.statement.periodStart).toBe(may.periodStart);
    expect(parts[1]?.statement.transactions.map((t) => t.description)).toEqual(['b']);
  });
});

describe('groupByAccount', () => {
  it("groups two accounts' statements mixed together by account, each in the order given", () => {
    const savings = months.slice(0, 3).map((p) => ({
      id: `s${p.id}`,
      statement: { ...p.statement, accountNumber: '9999 0000 1' },
    }));
    const mixed = [months[0], savings[0], months[1], savings[1], months[2], savings[2]].map((p) => p!);
    const { accounts, unassigned } = groupByAccount(mixed);
    expect(unassigned).toEqual([]);
    expect(accounts.map((a) => [a.key, a.parts.map((p) => p.id)])).toEqual([
      ['FNB:62812345678', ['m1', 'm2', 'm3']],
      ['FNB:999900001', ['sm1', 'sm2', 'sm3']],
    ]);
  });

  it('leaves a statement that prints no number out of every account until the user assigns it', () => {
    const bare = { id: 'bare', statement: { ...may, accountNumber: null } };
    const before = groupByAccount([months[0]!, bare]);
    expect(before.unassigned.map((p) => p.id)).toEqual(['bare']);
    expect(before.accounts.map((a) => a.parts.map((p) => p.id))).toEqual([['m1']]);
    const after = groupByAccount([months[0]!, bare], { bare: 'FNB:62812345678' });
    expect(after.unassigned).toEqual([]);
    expect(after.accounts).toHaveLength(1);
    expect(after.accounts[0]?.parts.map((p) => p.id)).toEqual(['m1', 'bare']);
    expect(after.accounts[0]?.identity.number).toBe('62812345678');
  });

  it('lets an account be started by a part without a number, taking its number from the next that has one', () => {
    const bare = { id: 'bare', statement: { ...may, accountNumber: null } };
    const { accounts } = groupByAccount([bare, months[0]!], { bare: 'FNB:62812345678' });
    expect(accounts[0]?.identity).toEqual({ bank: 'FNB', number: '62812345678' });
  });
});
