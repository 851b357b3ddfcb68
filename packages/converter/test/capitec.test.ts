import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { convertStatement, toXlsx } from '../src/index';
import { makeFixture } from './fixtures/index';

describe('Capitec 2022: a fee beside money in or out', () => {
  it('books the fee as its own transaction, same date and printed row, balance only after both', async () => {
    const f = await makeFixture({ layout: 'capitec-2022', transactions: 90, seed: 31 });
    const rowFees = f.model.txs.filter((t) => t.rowFee);
    expect(rowFees.some((t) => t.amount - t.rowFee! > 0)).toBe(true); // money in with a fee
    expect(rowFees.some((t) => t.amount - t.rowFee! < 0)).toBe(true); // money out with a fee
    const s = await convertStatement(f.pdf);
    expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(f.expected);
    expect(s.dataQuality).toMatchObject({ isComplete: true, balanceCheck: 'passed', breaks: [] });

    const feeIdx = s.transactions.flatMap((t, i) => (t.description.endsWith(' (fee)') ? [i] : []));
    expect(feeIdx).toHaveLength(rowFees.length);
    for (const [k, i] of feeIdx.entries()) {
      const main = s.transactions[i - 1]!;
      const fee = s.transactions[i]!;
      const truth = rowFees[k]!;
      expect(fee.description).toBe(`${main.description} (fee)`);
      expect([main.date, fee.date]).toEqual([truth.date, truth.date]);
      expect([main.page, main.row]).toEqual([fee.page, fee.row]);
      expect(main.balance).toBeNull();
      expect(fee.balance).toBe(truth.balance / 100);
      expect(Math.round((main.amount! + fee.amount!) * 100)).toBe(truth.amount);
    }

    // The workbook lists both halves under the printed row's page and line.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await toXlsx(s)) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Transactions')!;
    expect(ws.rowCount).toBe(s.transactions.length + 1);
    const i = feeIdx[0]!;
    const [main, fee] = [ws.getRow(i + 1), ws.getRow(i + 2)];
    expect([main.getCell(1).value, main.getCell(2).value]).toEqual([fee.getCell(1).value, fee.getCell(2).value]);
    expect(main.getCell(6).value).toBeNull();
    expect(fee.getCell(6).value).toBe(s.transactions[i]!.balance);
    expect([main.getCell(7).value, fee.getCell(7).value]).toEqual(['OK', 'OK']);
  });
});
