import { describe, expect, it } from 'vitest';
import { numberCell, textCell, toCsv, type Statement } from '../src/index';

const statement = (descriptions: string[], amounts: number[]): Statement => ({
  bank: 'FNB',
  layout: 'fnb-current',
  pages: 1,
  accountNumber: null,
  periodStart: null,
  periodEnd: null,
  openingBalance: 0,
  closingBalance: 0,
  transactions: descriptions.map((description, i) => ({
    date: '2025-12-31',
    description,
    amount: amounts[i] ?? 0,
    balance: 10.5,
    page: 1,
    row: i + 1,
  })),
  dataQuality: {
    isComplete: true,
    qualityScore: 100,
    unknownDates: 0,
    unknownDescriptions: 0,
    unknownAmounts: 0,
    totalTransactions: descriptions.length,
    balanceCheck: 'passed',
    breaks: [],
  },
  yearSource: 'printed',
  year: 2025,
});

describe('formula injection (OWASP vectors)', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'=1"],
    ['=1+2";=1+2', `"'=1+2"";=1+2"`],
    ['  =HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['Payment, Ref 12', '"Payment, Ref 12"'],
    ['Line\nbreak', 'Line break'],
    ['\uff1d1+2', "'\uff1d1+2"],
    ['\uff0bSUM(A1)', "'\uff0bSUM(A1)"],
    ['\uff0d2+3', "'\uff0d2+3"],
    ['\uff20SUM(1)', "'\uff20SUM(1)"],
    ['\u202e\u0000=1+2', "'=1+2"],
    ['POS Purchase', 'POS Purchase'],
  ])('text %j → %j', (input, out) => expect(textCell(input)).toBe(out));

  it('never touches amounts', () => {
    expect(numberCell('-150.00')).toBe('-150.00');
    expect(numberCell('-0.01')).toBe('-0.01');
    expect(numberCell('1234.56')).toBe('1234.56');
    expect(numberCell('1e3')).toBe('1e3');
    expect(numberCell('-1e3')).toBe("'-1e3");
  });
});

describe('CSV profiles', () => {
  const s = statement(['=cmd', 'Salary, March', 'Fee'], [-150, 12500.5, -0.01]);

  it('sage: Date,Description,Amount with DD/MM/YYYY and bare signed amounts, CRLF, no BOM', () => {
    const [file] = toCsv(s);
    expect(file).toBe(
      'Date,Description,Amount\r\n31/12/2025,\'=cmd,-150.00\r\n31/12/2025,"Salary, ' +
        'March",12500.50\r\n31/12/2025,Fee,-0.01\r\n',
    );
    expect(file?.charCodeAt(0)).toBe(0x44);
  });

  it('sage4 splits money in and out, both positive', () => {
    expect(toCsv(s, 'sage4')[0]?.split('\r\n').slice(0, 3)).toEqual([
      'Date,Description,Money In,Money Out',
      "31/12/2025,'=cmd,,150.00",
      '31/12/2025,"Salary, March",12500.50,',
    ]);
  });

  it('xero: its column order, at most 1,000 lines a file', () => {
    const big = statement(
      Array.from({ length: 2500 }, (_, i) => `Row ${i}`),
      Array.from({ length: 2500 }, () => -1),
    );
    const files = toCsv(big, 'xero');
    expect(files).toHaveLength(3);
    for (const f of files) expect(f.trimEnd().split('\r\n').length).toBeLessThanOrEqual(1000);
    expect(files[0]?.startsWith('Date,Amount,Payee,Description,Reference\r\n31/12/2025,-1.00,Row 0,Row 0,\r\n')).toBe(
      true,
    );
    expect(files.reduce((n, f) => n + f.trimEnd().split('\r\n').length - 1, 0)).toBe(2500);
  });

  it(
    "xero: Payee is the other party, Reference the statement's reference, " + 'never a card mask or the list number',
    () => {
      const s = statement(
        [
          'POS Purchase Checkers Sandton 412752*6823',
          'FNB App Payment To Rent Flat 4 Oak Avenue',
          'Payment 1Day Cr From T Nkosi Ref Invoice 4821',
          'Interest Received',
          'Debit Order 000001',
        ],
        [-1, -2, 3, 4, -5],
      );
      s.transactions = s.transactions.map((t, i) =>
        i === 0 ? { ...t, reference: '000001' } : i === 1 ? { ...t, reference: '**** 6823' } : t,
      );
      const rows = (toCsv(s, 'xero')[0] ?? '')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',').slice(2));
      expect(rows).toEqual([
        ['Checkers Sandton', 'POS Purchase Checkers Sandton 412752*6823', '000001'],
        ['Rent Flat 4 Oak Avenue', 'FNB App Payment To Rent Flat 4 Oak Avenue', '**** 6823'],
        ['T Nkosi', 'Payment 1Day Cr From T Nkosi Ref Invoice 4821', ''],
        ['Interest Received', 'Interest Received', ''],
        ['Debit Order 000001', 'Debit Order 000001', ''],
      ]);
    },
  );

  it('quickbooks and generic', () => {
    expect(toCsv(s, 'quickbooks')[0]?.split('\r\n')[0]).toBe('Date,Description,Amount');
    expect(toCsv(s, 'generic')[0]?.split('\r\n').slice(0, 2)).toEqual([
      'Date,Description,Amount,Balance',
      "31/12/2025,'=cmd,-150.00,10.50",
    ]);
  });
});
