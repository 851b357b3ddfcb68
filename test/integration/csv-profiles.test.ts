import { CSV_PROFILES } from '@bankcsv/domain';
import { describe, expect, inject, it } from 'vitest';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import {
  api,
  forceCredits,
  objectExists,
  registerUser,
  removeConversionField,
  storedConversion,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

const { resources } = inject('stack');

const HEADERS = {
  sage: 'Date,Description,Amount',
  sage4: 'Date,Description,Money In,Money Out',
  xero: 'Date,Amount,Payee,Description,Reference',
  quickbooks: 'Date,Description,Amount',
  generic: 'Date,Description,Amount,Balance',
} as const;

interface Link {
  url: string;
  fileName: string;
  message?: string;
}

const link = (user: TestUser, id: string, query: string) =>
  api<Link>(user, 'GET', `/conversions/${id}/download?${query}`);

/** Downloads through the presigned URL; the file's lines without the trailing empty one. */
async function lines(url: string): Promise<string[]> {
  const file = await fetch(url);
  expect(file.status).toBe(200);
  return (await file.text()).split('\r\n').slice(0, -1);
}

describe('CSV layouts: one file set per accounting package', () => {
  it('serves every layout with its own header, records the parts and refuses bad requests', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ layout: 'fnb-current', transactions: 9, seed: 21 });
    const id = await uploadStatement(user, fixture.pdf, { fileName: 'FNB March.pdf' });
    const done = await waitForConversion(user, id);
    expect(done.status).toBe('completed');
    expect(done.csvParts).toEqual({ sage: 1, sage4: 1, xero: 1, quickbooks: 1, generic: 1 });
    expect(JSON.stringify(done)).not.toContain('outputs/');

    for (const profile of CSV_PROFILES) {
      const res = await link(user, id, `kind=csv&profile=${profile}&part=1`);
      expect(res.status, profile).toBe(200);
      const suffix = profile === 'sage' ? '' : `-${profile}`;
      expect(res.body.fileName).toBe(`FNB-5678-${fixture.model.start}_to_${fixture.model.end}${suffix}.csv`);
      const [header, ...rows] = await lines(res.body.url);
      expect(header, profile).toBe(HEADERS[profile]);
      expect(rows, profile).toHaveLength(fixture.expected.length);
    }
    // Without a profile the download is the Sage file it always was.
    const plain = await link(user, id, 'kind=csv');
    expect(plain.body.fileName).toBe(done.csvFileName);
    expect((await lines(plain.body.url))[0]).toBe(HEADERS.sage);

    const badProfile = await link(user, id, 'kind=csv&profile=myob');
    expect(badProfile.status).toBe(400);
    expect(badProfile.body.message).toBe('Choose a CSV format: sage, sage4, xero, quickbooks, generic.');
    for (const part of ['2', '0', 'x', '-1']) {
      const badPart = await link(user, id, `kind=csv&profile=xero&part=${part}`);
      expect(badPart.status, part).toBe(400);
    }
    expect((await link(user, id, 'kind=csv&profile=xero&part=2')).body.message).toBe(
      'This format has a single part: choose part 1.',
    );

    const stranger = await registerUser();
    const theirs = await link(stranger, id, 'kind=csv&profile=xero');
    expect(theirs.status).toBe(404);
    expect(theirs.body.url).toBeUndefined();

    // Deleting removes every layout's file, not only the Sage one.
    const row = await storedConversion(user.userId, id);
    const prefix = `outputs/${user.userId}/${id}/`;
    const keys = [
      'statement.csv',
      'statement-sage4.csv',
      'statement-xero.csv',
      'statement-quickbooks.csv',
      'statement-generic.csv',
      'statement.xlsx',
    ];
    expect(row?.csvKey).toBe(`${prefix}statement.csv`);
    for (const key of keys) expect(await objectExists(resources.buckets.OUTPUTS_BUCKET, prefix + key), key).toBe(true);
    expect((await api(user, 'DELETE', `/conversions/${id}`)).status).toBe(204);
    for (const key of keys) expect(await objectExists(resources.buckets.OUTPUTS_BUCKET, prefix + key), key).toBe(false);
  });

  it('offers only Sage on a row converted before the other layouts existed', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({ transactions: 4, seed: 22 });
    const id = await uploadStatement(user, fixture.pdf, { fileName: 'old.pdf' });
    await waitForConversion(user, id);
    await removeConversionField(user.userId, id, 'csvParts');

    const view = await api<Record<string, unknown>>(user, 'GET', `/conversions/${id}`);
    expect(view.body.csvParts).toBeUndefined();
    const sage = await link(user, id, 'kind=csv&profile=sage');
    expect(sage.status).toBe(200);
    expect((await lines(sage.body.url))[0]).toBe(HEADERS.sage);
    const xero = await link(user, id, 'kind=csv&profile=xero');
    expect(xero.status).toBe(404);
    expect(xero.body.message).toBe(
      'This format is not available for this conversion. Convert the statement again to get it.',
    );
  });

  it('splits Xero into files of at most 1,000 lines, each with the header', async () => {
    const user = await registerUser();
    expect((await api(user, 'GET', '/me')).status).toBe(200);
    await forceCredits(user.userId, 100);
    const fixture = await makeFixture({ transactions: 1_100, seed: 23 });
    const id = await uploadStatement(user, fixture.pdf, { fileName: 'long.pdf' });
    const done = await waitForConversion(user, id, 90_000);
    expect(done.status).toBe('completed');
    expect(done.csvParts).toMatchObject({ sage: 1, xero: 2 });

    const first = await link(user, id, 'kind=csv&profile=xero&part=1');
    const second = await link(user, id, 'kind=csv&profile=xero&part=2');
    expect(second.body.fileName).toBe(`FNB-5678-${fixture.model.start}_to_${fixture.model.end}-xero-part2.csv`);
    const one = await lines(first.body.url);
    const two = await lines(second.body.url);
    expect(one).toHaveLength(1_000);
    expect(one[0]).toBe(HEADERS.xero);
    expect(two[0]).toBe(HEADERS.xero);
    expect(one.length - 1 + two.length - 1).toBe(fixture.expected.length);
    expect((await link(user, id, 'kind=csv&profile=xero&part=3')).status).toBe(400);
    const sage = await link(user, id, 'kind=csv&profile=sage&part=2');
    expect(sage.status).toBe(400);

    expect((await api(user, 'DELETE', `/conversions/${id}`)).status).toBe(204);
    const prefix = `outputs/${user.userId}/${id}/`;
    expect(await objectExists(resources.buckets.OUTPUTS_BUCKET, `${prefix}statement-xero-part2.csv`)).toBe(false);
  });
});
