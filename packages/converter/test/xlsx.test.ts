import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { convertStatement, toXlsx } from '../src/index';
import { makeFixture } from './fixtures/index';

describe('unformatted XLSX', () => {
  it('holds every row with page, line, typed date and number cells, and no formulas', async () => {
    const f = await makeFixture({ transactions: 30, seed: 4 });
    const s = await convertStatement(f.pdf);
    s.transactions[0]!.description = '=HYPERLINK("http://x")';
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await toXlsx(s)) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Transactions')!;
    expect(ws.rowCount).toBe(s.transactions.length + 1);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Page',
      'Row',
      'Date',
      'Description',
      'Amount',
      'Balance',
      'Balance check',
    ]);
    const first = ws.getRow(2);
    expect(first.getCell(1).value).toBe(s.transactions[0]!.page);
    expect(first.getCell(3).value).toEqual(new Date(`${s.transactions[0]!.date}T00:00:00Z`));
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(4).value).toBe('=HYPERLINK("http://x")');
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(5).value).toBe(s.transactions[0]!.amount);
    expect(first.getCell(7).value).toBe('OK');
    ws.eachRow((row) => row.eachCell((c) => expect(c.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it(
    "says in the balance-check column which row's amount was taken from the " +
      'balance, or its sign assumed, rather than OK or a mismatch',
    async () => {
      const s = await convertStatement((await makeFixture({ transactions: 10, seed: 4 })).pdf);
      const at = (i: number) => ({
        index: i,
        page: s.transactions[i]!.page,
        row: s.transactions[i]!.row,
        expected: s.transactions[i]!.amount as number,
        actual: s.transactions[i]!.balance as number,
      });
      s.dataQuality.breaks = [
        { ...at(0), kind: 'unconfirmed-sign' },
        { ...at(3), kind: 'amount-from-balance' },
      ];
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await toXlsx(s)) as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Transactions')!;
      expect([2, 3, 5].map((r) => ws.getRow(r).getCell(7).value)).toEqual([
        'Sign assumed: no balance before it confirms it, check it',
        'OK',
        'Amount not read: taken from the change in balance, check it',
      ]);
    },
  );
});
