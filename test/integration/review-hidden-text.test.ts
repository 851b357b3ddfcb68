import ExcelJS from 'exceljs';
import { parseSync } from 'ofx-js';
import { CSV_PROFILES, type EditedTransaction, type TransactionsView } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { api, registerUser, uploadStatement, waitForConversion, type TestUser } from '../support/stack-client';

// What a user could type or paste in the review: a NUL, every bidi embedding/override/isolate, a leading full-width ＝.
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const TYPED = `\uff1dHYPERLINK(1)\u0000 Rent ${BIDI.map((c, i) => `${c}${i}`).join('')}`;
const CLEAN = '\uff1dHYPERLINK(1) Rent 012345678';
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const anyHidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

async function download(user: TestUser, id: string, query: string): Promise<Buffer> {
  const link = await api<{ url: string }>(user, 'GET', `/conversions/${id}/download?${query}`);
  expect(link.status, query).toBe(200);
  return Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
}

describe('review: text typed in the review is saved and exported clean', () => {
  it(
    'strips NUL and bidi codes from the saved version and every file, and ' +
      'neutralises a leading ＝ in each CSV layout',
    async () => {
      const user = await registerUser();
      const id = await uploadStatement(
        user,
        (await makeFixture({ layout: 'fnb-current', transactions: 5, seed: 61 })).pdf,
      );
      expect(await waitForConversion(user, id)).toMatchObject({ status: 'completed', formats: ['ofx', 'qbo'] });
      const view = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      const edits: EditedTransaction[] = view.body.transactions.map((t, i) => ({
        source: i,
        date: t.date,
        description: i === 0 ? TYPED : t.description,
        amount: t.amount,
      }));
      expect(
        (await api(user, 'PUT', `/conversions/${id}/transactions`, { version: 0, transactions: edits })).status,
      ).toBe(200);

      // The review shows what the files hold.
      const saved = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(saved.body.transactions[0]?.description).toBe(CLEAN);

      for (const profile of CSV_PROFILES) {
        const csv = (await download(user, id, `kind=csv&profile=${profile}&part=1`)).toString('utf8');
        expect(csv, profile).not.toMatch(anyHidden);
        expect(csv.split('\r\n')[1]?.split(','), profile).toContain(`'${CLEAN}`);
      }
      for (const kind of ['ofx', 'qbo']) {
        const text = (await download(user, id, `kind=${kind}`)).toString('utf8');
        expect(text, kind).not.toMatch(anyHidden);
        expect(parseSync(text).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN[0].MEMO, kind).toBe(CLEAN);
      }
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await download(user, id, 'kind=xlsx')) as unknown as ArrayBuffer);
      expect(wb.getWorksheet('Transactions')?.getRow(2).getCell(4).value).toBe(CLEAN);
    },
  );
});
