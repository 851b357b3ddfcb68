import ExcelJS from 'exceljs';
import { CSV_PROFILES } from '@bankcsv/domain';
import { parseSync } from 'ofx-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertStatement, toCsv, toJson, toOfx, toQbo, toXlsx, type Statement } from '../src/index';
import { makeFixture } from './fixtures/index';

// Every bidi embedding, override and isolate, the marks, a NUL, DEL, a C1 control, zero-width and BOM.
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const HIDDEN = [...BIDI, '\u0000', '\u007f', '\u0090', '\u200e', '\u200f', '\u061c', '\u200b', '\ufeff'];
const letters = 'ABCDEFGHIJKLMNOPQ';
/** `＝1+2 Cafe` and one hidden character before each letter. */
const HOSTILE = `\uff1d1+2\u0000 Cafe ${HIDDEN.map((c, i) => `${c}${letters[i]}`).join('')}`;
const CLEAN = `\uff1d1+2 Cafe ${letters}`;
const HOSTILE_REF = `\u202eREF\u0000 42\u2066`;
const CLEAN_REF = 'REF 42';

// Finding control characters is the point.
const anyHidden =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe('hidden and reordering characters never reach a file; a leading full-width ＝ is neutralised in CSV', () => {
  let s: Statement;
  beforeAll(async () => {
    // A statement as the converter makes it, with the text a hostile PDF could carry.
    s = await convertStatement((await makeFixture({ transactions: 6, seed: 12 })).pdf);
    s.accountNumber = '62812345678';
    s.transactions[0]!.description = HOSTILE;
    s.transactions[0]!.reference = HOSTILE_REF;
    s.transactions[1]!.description = '-5 refund\u202e';
  });

  it.each(CSV_PROFILES)('CSV %s', (profile) => {
    const [file] = toCsv(s, profile);
    expect(file).not.toMatch(anyHidden);
    const [, first, second] = file!.split('\r\n');
    expect(first!.split(',')).toContain(`'${CLEAN}`);
    expect(second!.split(',')).toContain("'-5 refund");
    // Xero's Reference column holds the reference; its Payee is the counterparty, never the reference again.
    if (profile === 'xero') expect(first!.split(',').filter((c) => c === CLEAN_REF)).toHaveLength(1);
    // Amounts keep their minus sign: only text cells are neutralised.
    const amount = s.transactions[0]!.amount as number;
    if (profile !== 'sage4' && amount < 0) expect(first).toContain(`,${amount.toFixed(2)}`);
  });

  it('each bidi code on its own goes from a CSV cell', () => {
    for (const code of BIDI) {
      const [file] = toCsv({ ...s, transactions: [{ ...s.transactions[2]!, description: `Shop${code}Name` }] });
      expect(file!.split('\r\n')[1]!.split(',')[1], code.codePointAt(0)!.toString(16)).toBe('ShopName');
    }
  });

  it('XLSX', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await toXlsx(s)) as unknown as ArrayBuffer);
    const row = wb.getWorksheet('Transactions')!.getRow(2);
    expect(row.getCell(4).value).toBe(CLEAN);
    expect(row.getCell(5).value).toBe(CLEAN_REF);
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.String);
  });

  it.each([
    ['OFX', toOfx],
    ['QBO', toQbo],
  ] as const)('%s', (_name, write) => {
    const file = write(s);
    expect(file).not.toMatch(anyHidden);
    const parsed = parseSync(file);
    const first = parsed.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN[0];
    expect(first.MEMO).toBe(CLEAN);
    expect(first.NAME).toBe(CLEAN.slice(0, 32));
  });

  it('OFX names a line whose text was only hidden characters as a transaction', () => {
    const file = toOfx({ ...s, transactions: [{ ...s.transactions[2]!, description: '\u202e\u0000' }] });
    expect(file).toContain('<NAME>Transaction\n');
  });

  it('JSON', () => {
    const json = toJson(s);
    expect(json).not.toMatch(/\\u0000|\\u007f/);
    expect(json).not.toMatch(anyHidden);
    const out = JSON.parse(json) as { transactions: { description: string; reference?: string }[] };
    expect(out.transactions[0]).toMatchObject({ description: CLEAN, reference: CLEAN_REF });
  });
});
