import { parseSync } from 'ofx-js';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import {
  api,
  registerUser,
  removeConversionField,
  setConversionFields,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

interface Need {
  section: number;
  key: string;
  given?: string;
  remembered?: string;
}
interface Row {
  formats?: string[];
  accountNumbers?: Need[];
  message?: string;
}

const download = (user: TestUser, id: string, kind: string) =>
  api<{ url: string; message?: string }>(user, 'GET', `/conversions/${id}/download?kind=${kind}`);
const setNumber = (user: TestUser, id: string, body: unknown) =>
  api<Row>(user, 'PUT', `/conversions/${id}/account-number`, body);

async function convertCapitec(user: TestUser, seed: number): Promise<{ id: string; done: Row }> {
  // This layout prints no account number.
  const fixture = await makeFixture({ layout: 'capitec-2022', transactions: 5, seed });
  const id = await uploadStatement(user, fixture.pdf, { fileName: `capitec-${seed}.pdf` });
  return { id, done: (await waitForConversion(user, id)) as Row };
}

describe('the account number a statement does not print', () => {
  it('is asked for before OFX and QBO, goes into both, and starts the next statement of the account', async () => {
    const user = await registerUser();
    const first = await convertCapitec(user, 41);
    expect(first.done.formats).toEqual([]);
    expect(first.done.accountNumbers).toEqual([{ section: 0, key: 'capitec|capitec-2022|account|1/1' }]);
    for (const kind of ['ofx', 'qbo']) {
      const missing = await download(user, first.id, kind);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(
        `${kind.toUpperCase()} needs the account number, which was not found on the statement.`,
      );
    }

    const bad = await setNumber(user, first.id, { accountNumber: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Enter the account number as 6 to 16 digits (spaces and dashes are fine).');
    expect((await setNumber(user, first.id, { accountNumber: '1234567890', section: 1 })).status).toBe(400);
    const stranger = await registerUser();
    expect((await setNumber(stranger, first.id, { accountNumber: '1234567890' })).status).toBe(404);

    const set = await setNumber(user, first.id, { accountNumber: '1234 567-890' });
    expect(set.status).toBe(200);
    expect(set.body.formats).toEqual(['ofx', 'qbo']);
    expect(set.body.accountNumbers?.[0]?.given).toBe('1234567890');
    const ofx = await download(user, first.id, 'ofx');
    expect(ofx.status).toBe(200);
    const parsed = parseSync(await (await fetch(ofx.body.url)).text());
    expect(parsed.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKACCTFROM.ACCTID).toBe('1234567890');
    const qbo = await download(user, first.id, 'qbo');
    expect(qbo.status).toBe(200);
    expect(await (await fetch(qbo.body.url)).text()).toContain('<ACCTID>1234567890<');

    // A saved review makes every file again: OFX keeps the number given.
    const view = await api<{ transactions: { date: string | null; description: string; amount: number | null }[] }>(
      user,
      'GET',
      `/conversions/${first.id}/transactions`,
    );
    const rows = view.body.transactions;
    const edits = rows.map((t, i) => ({ source: i, ...t, excluded: i === rows.length - 1 }));
    const saved = await api<Row>(user, 'PUT', `/conversions/${first.id}/transactions`, {
      version: 0,
      transactions: edits,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.formats).toEqual(['ofx', 'qbo']);
    const resaved = await (await fetch((await download(user, first.id, 'ofx')).body.url)).text();
    expect(resaved).toContain('<ACCTID>1234567890<');
    expect(resaved.match(/<STMTTRN>/g)?.length).toBe(rows.length - 1);

    // The next statement of the same account: the field starts with the number, and the user confirms it.
    const second = await convertCapitec(user, 46);
    expect(second.done.formats).toEqual([]);
    expect(second.done.accountNumbers).toEqual([
      { section: 0, key: 'capitec|capitec-2022|account|1/1', remembered: '1234567890' },
    ]);
    // Another user's statements never start from this user's numbers.
    expect((await convertCapitec(stranger, 47)).done.accountNumbers?.[0]?.remembered).toBeUndefined();
  });

  it('can be given to a row converted before it was asked for (its OFX had no number of its own)', async () => {
    const user = await registerUser();
    const { id } = await convertCapitec(user, 45);
    await removeConversionField(user.userId, id, 'accountNumbers');
    await setConversionFields(user.userId, id, { formats: ['ofx'] });
    const set = await setNumber(user, id, { accountNumber: '9876543210' });
    expect(set.status).toBe(200);
    expect(set.body.formats).toEqual(['ofx', 'qbo']);
    const ofx = await (await fetch((await download(user, id, 'ofx')).body.url)).text();
    expect(ofx).toContain('<ACCTID>9876543210<');
  });

  it('can be corrected once given: OFX and QBO are made again with the new number', async () => {
    const user = await registerUser();
    const { id } = await convertCapitec(user, 48);
    expect((await setNumber(user, id, { accountNumber: '1234567890' })).status).toBe(200);
    const fixed = await setNumber(user, id, { accountNumber: '1234567899' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.accountNumbers?.[0]?.given).toBe('1234567899');
    const ofx = await (await fetch((await download(user, id, 'ofx')).body.url)).text();
    expect(ofx).toContain('<ACCTID>1234567899<');
    const qbo = await (await fetch((await download(user, id, 'qbo')).body.url)).text();
    expect(qbo).toContain('<ACCTID>1234567899<');
  });

  it('is refused for a statement that prints its number', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ layout: 'fnb-current', transactions: 4, seed: 44 });
    const id = await uploadStatement(user, fixture.pdf, { fileName: 'fnb.pdf' });
    expect(((await waitForConversion(user, id)) as Row).accountNumbers).toBeUndefined();
    const refused = await setNumber(user, id, { accountNumber: '1234567890' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This statement prints its account number: there is nothing to enter.');
  });
});
