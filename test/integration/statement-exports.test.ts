import { parseSync } from 'ofx-js';
import { describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import {
  api,
  objectExists,
  registerUser,
  removeConversionField,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

const { resources } = inject('stack');

interface Link {
  url: string;
  fileName: string;
  message?: string;
}

const link = (user: TestUser, id: string, query: string) =>
  api<Link>(user, 'GET', `/conversions/${id}/download?${query}`);

async function fetchText(url: string): Promise<string> {
  const file = await fetch(url);
  expect(file.status).toBe(200);
  return file.text();
}

describe('OFX and QBO downloads, and rows that know their statement', () => {
  it('records bank, last 4 digits and period, and serves OFX and QBO that an OFX parser reads back', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ layout: 'fnb-current', transactions: 14, seed: 31 });
    const id = await uploadStatement(user, fixture.pdf, { fileName: 'statement (3).pdf' });
    const done = await waitForConversion(user, id);
    expect(done).toMatchObject({
      status: 'completed',
      bank: 'FNB',
      accountLast4: '5678',
      periodStart: fixture.model.start,
      periodEnd: fixture.model.end,
      formats: ['ofx', 'qbo'],
    });
    // Only the last 4 digits are kept.
    expect(JSON.stringify(done)).not.toContain('62812345678');
    const base = `FNB-5678-${fixture.model.start}_to_${fixture.model.end}`;

    const ofxLink = await link(user, id, 'kind=ofx');
    expect(ofxLink.status).toBe(200);
    expect(ofxLink.body.fileName).toBe(`${base}.ofx`);
    const ofx = parseSync(await fetchText(ofxLink.body.url));
    const stmt = ofx.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    expect(stmt.BANKACCTFROM.ACCTID).toBe('62812345678');
    const list = stmt.BANKTRANLIST.STMTTRN as { TRNAMT: string; DTPOSTED: string }[];
    expect(list.map((t) => Number(t.TRNAMT))).toEqual(fixture.expected.map((t) => t.amount));
    expect(list.map((t) => t.DTPOSTED)).toEqual(fixture.expected.map((t) => t.date.replaceAll('-', '')));

    const qboLink = await link(user, id, 'kind=qbo');
    expect(qboLink.body.fileName).toBe(`${base}.qbo`);
    const qbo = parseSync(await fetchText(qboLink.body.url));
    expect(qbo.OFX.SIGNONMSGSRSV1.SONRS.INTUBID).toBe('3000');
    expect((qbo.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN as unknown[]).length).toBe(
      fixture.expected.length,
    );

    expect((await link(user, id, 'kind=xlsx')).body.fileName).toBe(`${base}-raw.xlsx`);
    const bad = await link(user, id, 'kind=pdf');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose a download kind: csv, xlsx, ofx, qbo.');
    const stranger = await registerUser();
    expect((await link(stranger, id, 'kind=ofx')).status).toBe(404);

    const prefix = `outputs/${user.userId}/${id}/`;
    for (const key of ['statement.ofx', 'statement.qbo'])
      expect(await objectExists(resources.buckets.OUTPUTS_BUCKET, prefix + key), key).toBe(true);
    expect((await api(user, 'DELETE', `/conversions/${id}`)).status).toBe(204);
    for (const key of ['statement.ofx', 'statement.qbo'])
      expect(await objectExists(resources.buckets.OUTPUTS_BUCKET, prefix + key), key).toBe(false);
  });

  it('makes no OFX or QBO for a statement without an account number, and says why', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ layout: 'capitec-2022', transactions: 6, seed: 32 });
    const id = await uploadStatement(user, fixture.pdf, { fileName: 'capitec.pdf' });
    const done = await waitForConversion(user, id);
    expect(done).toMatchObject({ status: 'completed', bank: 'Capitec', formats: [] });
    expect(done.accountLast4).toBeUndefined();
    const ofx = await link(user, id, 'kind=ofx');
    expect(ofx.status).toBe(404);
    expect(ofx.body.message).toBe('OFX needs the account number, which was not found on the statement.');
    const qbo = await link(user, id, 'kind=qbo');
    expect(qbo.status).toBe(404);
    expect(qbo.body.message).toBe('QBO needs the account number, which was not found on the statement.');
  });

  it('tells a row converted before OFX existed to convert again', async () => {
    const user = await registerUser();
    const id = await uploadStatement(user, (await makeFixture({ transactions: 3, seed: 33 })).pdf, {
      fileName: 'old.pdf',
    });
    await waitForConversion(user, id);
    await removeConversionField(user.userId, id, 'formats');
    const ofx = await link(user, id, 'kind=ofx');
    expect(ofx.status).toBe(404);
    expect(ofx.body.message).toBe(
      'OFX was not made for conversions from before it existed: convert the statement again to get it.',
    );
  });
});
