import { QUICKBOOKS_MAX_BYTES } from '@bankcsv/domain';
import { parseSync } from 'ofx-js';
import { describe, expect, it } from 'vitest';
import {
  MissingAccountNumberError,
  convertStatement,
  statementFormats,
  toCsv,
  toOfx,
  toQbo,
  withAccountNumbers,
  type Statement,
  type Transaction,
} from '../src/index';
import { makeFixture } from './fixtures/index';

const tx = (i: number, extra: Partial<Transaction> = {}): Transaction => ({
  date: '2025-03-14',
  description: `POS Purchase Checkers Rosebank ${i} ${'x'.repeat(40)}`,
  amount: -(i + 1) / 100,
  balance: null,
  page: 1,
  row: i + 1,
  ...extra,
});

const statement = (transactions: Transaction[], accountNumber: string | null = '62812345678'): Statement => ({
  bank: 'FNB',
  layout: 'fnb-current',
  pages: 1,
  accountNumber,
  periodStart: '2025-03-01',
  periodEnd: '2025-03-31',
  openingBalance: 0,
  closingBalance: 0,
  transactions,
  yearSource: 'printed',
  year: 2025,
  dataQuality: {
    isComplete: true,
    qualityScore: 100,
    unknownDates: 0,
    unknownDescriptions: 0,
    unknownAmounts: 0,
    totalTransactions: transactions.length,
    balanceCheck: 'passed',
    breaks: [],
  },
});

const byteLength = (s: string) => new TextEncoder().encode(s).byteLength;
const dataLines = (file: string) => file.trimEnd().split('\r\n').slice(1);

describe('QuickBooks CSV', () => {
  it('splits at 350 KB a file, every part with its header, no line lost or repeated', () => {
    const big = statement(Array.from({ length: 6000 }, (_, i) => tx(i)));
    const files = toCsv(big, 'quickbooks');
    expect(files.length).toBeGreaterThan(1);
    for (const f of files) {
      expect(byteLength(f)).toBeLessThanOrEqual(QUICKBOOKS_MAX_BYTES);
      expect(f.startsWith('Date,Description,Amount\r\n')).toBe(true);
    }
    const all = files.flatMap(dataLines);
    expect(all).toHaveLength(6000);
    expect(all[5999]).toBe(`14/03/2025,POS Purchase Checkers Rosebank 5999 ${'x'.repeat(40)},-60.00`);
    // Parts are full: the first would have been over the limit with one more line.
    expect(byteLength(files[0]!) + byteLength(`${dataLines(files[1]!)[0]!}\r\n`)).toBeGreaterThan(QUICKBOOKS_MAX_BYTES);
  });

  it('keeps a small statement in one file', () => {
    expect(toCsv(statement([tx(1), tx(2)]), 'quickbooks')).toHaveLength(1);
  });
});

describe('Xero CSV', () => {
  it("carries the statement's reference in Reference where the layout prints one, the other party in Payee", () => {
    const [file] = toCsv(statement([tx(0, { reference: '000123' }), tx(1), tx(2, { reference: '=HACK()' })]), 'xero');
    const lines = file!.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Amount,Payee,Description,Reference');
    expect(lines[1]).toMatch(/^14\/03\/2025,-0\.01,Checkers Rosebank 0 x+,POS Purchase .*,000123$/);
    expect(lines[2]).toMatch(/^14\/03\/2025,-0\.02,Checkers Rosebank 1 x+,POS Purchase .*,$/);
    expect(lines[3]).toMatch(/,'=HACK\(\)$/);
  });
});

describe('OFX and QBO, read back with an OFX parser', () => {
  it('parses the OFX of a converted statement: account, period, every amount and date, ledger balance', async () => {
    const f = await makeFixture({ layout: 'fnb-current', transactions: 30, seed: 5 });
    const s = await convertStatement(f.pdf);
    const parsed = parseSync(toOfx(s));
    const stmt = parsed.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    expect(parsed.header.OFXHEADER).toBe('100');
    expect(stmt.CURDEF).toBe('ZAR');
    expect(stmt.BANKACCTFROM.ACCTID).toBe('62812345678');
    expect(stmt.BANKTRANLIST.DTSTART).toBe('20251113');
    const list = stmt.BANKTRANLIST.STMTTRN as { TRNAMT: string; DTPOSTED: string; FITID: string; TRNTYPE: string }[];
    expect(list.map((t) => Number(t.TRNAMT))).toEqual(f.expected.map((t) => t.amount));
    expect(list.map((t) => t.DTPOSTED)).toEqual(f.expected.map((t) => t.date.replaceAll('-', '')));
    expect(list.every((t) => Number(t.TRNAMT) < 0 === (t.TRNTYPE === 'DEBIT'))).toBe(true);
    expect(new Set(list.map((t) => t.FITID)).size).toBe(list.length);
    expect(Number(stmt.LEDGERBAL.BALAMT)).toBe(f.model.closing / 100);
  });

  it("QBO is the same statement with Intuit's bank id, and OFX has none", async () => {
    const f = await makeFixture({ layout: 'nedbank-monthly', transactions: 12, seed: 2 });
    const s = await convertStatement(f.pdf);
    const qbo = parseSync(toQbo(s));
    expect(qbo.OFX.SIGNONMSGSRSV1.SONRS.INTUBID).toBe('3000');
    expect(qbo.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKACCTFROM.ACCTID).toBe('1234567890');
    expect((qbo.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN as unknown[]).length).toBe(f.expected.length);
    expect(parseSync(toOfx(s)).OFX.SIGNONMSGSRSV1.SONRS.INTUBID).toBeUndefined();
  });
});

describe('statementFormats', () => {
  it('offers OFX and QBO for a complete statement with an account number', () => {
    expect(statementFormats(statement([tx(1)]))).toEqual(['ofx', 'qbo']);
  });

  it('offers OFX alone for a number too short for QuickBooks to match its account by', () => {
    expect(statementFormats(statement([tx(1)], '12'))).toEqual(['ofx']);
  });

  it('offers neither without an account number, and the OFX writer refuses to make one up', () => {
    const s = statement([tx(1)], null);
    expect(statementFormats(s)).toEqual([]);
    expect(() => toOfx(s)).toThrow(MissingAccountNumberError);
    expect(() => toQbo(s)).toThrow('OFX needs the account number, which was not found on the statement.');
  });

  it('offers both once the user gives the number, and the files carry it', () => {
    const s = withAccountNumbers(statement([tx(1)], null), ['4051234567']);
    expect(statementFormats(s)).toEqual(['ofx', 'qbo']);
    expect(parseSync(toOfx(s)).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKACCTFROM.ACCTID).toBe('4051234567');
    expect(parseSync(toQbo(s)).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKACCTFROM.ACCTID).toBe('4051234567');
  });

  it('never puts a given number over a printed one, and fills each account of several by its place', () => {
    expect(withAccountNumbers(statement([tx(1)]), ['4051234567']).accountNumber).toBe('62812345678');
    const section = { periodStart: null, periodEnd: null, openingBalance: 0, closingBalance: 0, page: 1 } as const;
    const two: Statement = {
      ...statement([tx(1, { section: 0 }), tx(2, { section: 1 })], '11112222'),
      sections: [
        { ...section, accountNumber: '11112222', transactions: 1, balanceCheck: 'passed' },
        { ...section, accountNumber: null, transactions: 1, balanceCheck: 'passed' },
      ],
    };
    expect(statementFormats(two)).toEqual([]);
    const given = withAccountNumbers(two, [undefined, '33334444']);
    expect(statementFormats(given)).toEqual(['ofx']);
    const ids = toOfx(given)
      .split('<STMTTRNRS>')
      .slice(1)
      .map((r) => /<ACCTID>(\d+)/.exec(r)?.[1]);
    expect(ids).toEqual(['11112222', '33334444']);
  });

  it('offers neither when a line has no date or no amount: OFX cannot leave them blank', () => {
    expect(statementFormats(statement([tx(1), tx(2, { date: null })]))).toEqual([]);
    expect(statementFormats(statement([tx(1, { amount: null })]))).toEqual([]);
    expect(statementFormats(statement([]))).toEqual([]);
  });
});
