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
    expect(ws.getRow(1).values).toEqual([undefined, 'Page', 'Row', 'Date', 'Description', 'Amount', 'Balance', 'Balance check']);
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
});
