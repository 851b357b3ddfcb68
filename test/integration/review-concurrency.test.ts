import ExcelJS from 'exceljs';
import { describe, expect, inject, it } from 'vitest';
import { REVIEW_MESSAGES, type EditedTransaction, type TransactionsView } from '@bankcsv/domain';
import { reviewFixture } from '../support/review-fixture';
import {
  api,
  keysUnder,
  registerUser,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

const { resources } = inject('stack');
const ROUNDS = 5;

async function download(user: TestUser, id: string, query: string): Promise<Buffer> {
  const link = await api<{ url: string }>(user, 'GET', `/conversions/${id}/download?${query}`);
  expect(link.status, query).toBe(200);
  return Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
}

/** The workbook's transaction rows as [description, amount]. */
async function workbookRows(user: TestUser, id: string): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await download(user, id, 'kind=xlsx')) as unknown as ArrayBuffer);
  const rows: string[] = [];
  wb.getWorksheet('Transactions')?.eachRow((row, n) => {
    if (n > 1) rows.push(row.values && Array.isArray(row.values) ? row.values.join('|') : '');
  });
  return rows;
}

/** Two tabs' edits of the same rows: every description marked with its tab, and tab B also leaves out the first row. */
function tabEdits(view: TransactionsView, tab: 'A' | 'B', round: number): EditedTransaction[] {
  return view.original.map((t, i) => ({
    source: i,
    date: t.date,
    description: `${tab}${round} ${t.description}`,
    amount: t.amount,
    excluded: tab === 'B' && i === 0,
  }));
}

describe('review: saves of one version', () => {
  it(
    'two saves of the same version at once: one 200, one 409, and every ' +
      'file of the new version comes from the winner',
    async () => {
      const user = await registerUser();
      const id = await uploadStatement(user, (await reviewFixture()).pdf, { fileName: 'two-tabs.pdf' });
      await waitForConversion(user, id);
      const view = (await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`)).body;
      const prefix = `outputs/${user.userId}/${id}/`;

      for (let round = 1, version = 0; round <= ROUNDS; round += 1, version += 1) {
        const tabs = { A: tabEdits(view, 'A', round), B: tabEdits(view, 'B', round) };
        const answers = await Promise.all(
          (['A', 'B'] as const).map((tab) =>
            api<Record<string, unknown> & { message?: string }>(user, 'PUT', `/conversions/${id}/transactions`, {
              version,
              transactions: tabs[tab],
            }),
          ),
        );
        expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)?.body.message).toBe(REVIEW_MESSAGES.savedElsewhere);
        const winner = answers[0]?.status === 200 ? 'A' : 'B';
        const loser = winner === 'A' ? 'B' : 'A';
        const kept = tabs[winner].filter((e) => !e.excluded);

        // The row, the review and every export hold the winner's edits, and nothing of the other save.
        const row = await api<{ transactionsVersion: number; summary: { transactions: number } }>(
          user,
          'GET',
          `/conversions/${id}`,
        );
        expect(row.body).toMatchObject({ transactionsVersion: version + 1, summary: { transactions: kept.length } });
        expect(answers.find((a) => a.status === 200)?.body).toMatchObject({
          transactionsVersion: version + 1,
          summary: { transactions: kept.length },
        });
        const saved = (await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`)).body;
        expect(saved.version).toBe(version + 1);
        expect(saved.transactions.map((t) => [t.description, t.excluded ?? false])).toEqual(
          tabs[winner].map((e) => [e.description, e.excluded]),
        );
        for (const query of ['kind=csv', 'kind=csv&profile=xero', 'kind=csv&profile=generic']) {
          const text = (await download(user, id, query)).toString('utf8');
          expect(text.split('\r\n').filter(Boolean), query).toHaveLength(kept.length + 1);
          expect(text, query).toContain(`${winner}${round} `);
          expect(text, query).not.toContain(`${loser}${round} `);
        }
        const workbook = await workbookRows(user, id);
        expect(workbook).toHaveLength(kept.length);
        expect(workbook.every((r) => r.includes(`${winner}${round} `))).toBe(true);

        // Only the winner's files are stored: the loser's were deleted, and so were the version's it replaced.
        const versions = (await keysUnder(resources.buckets.OUTPUTS_BUCKET, prefix)).filter((key) =>
          /transactions-v\d+\.json$/.test(key),
        );
        expect(versions).toEqual([expect.stringMatching(new RegExp(`/transactions-v${version + 1}\\.json$`))]);
        const folder = versions[0]?.replace(/transactions-v\d+\.json$/, '') ?? '';
        expect(
          (await keysUnder(resources.buckets.OUTPUTS_BUCKET, prefix)).filter((key) => !key.startsWith(folder)),
        ).toEqual([`${prefix}transactions.json`]);
      }
    },
  );

  it(
    'a tab that opened an older version is refused with 409, for a save, a ' +
      'year and an undo; a save after an undo never reuses a number',
    async () => {
      const user = await registerUser();
      const id = await uploadStatement(user, (await reviewFixture()).pdf, { fileName: 'stale-tab.pdf' });
      await waitForConversion(user, id);
      const view = (await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`)).body;
      const put = (body: object) =>
        api<Record<string, unknown> & { message?: string }>(user, 'PUT', `/conversions/${id}/transactions`, body);
      const conflict = { status: 409, body: { message: REVIEW_MESSAGES.savedElsewhere } };

      expect(await put({ version: 0, transactions: tabEdits(view, 'A', 1) })).toMatchObject({
        status: 200,
        body: { transactionsVersion: 1 },
      });
      expect(await put({ version: 0, transactions: tabEdits(view, 'B', 1) })).toMatchObject(conflict);
      expect(await put({ version: 0, year: 2024 })).toMatchObject(conflict);
      expect(await api(user, 'DELETE', `/conversions/${id}/transactions?version=0`)).toMatchObject(conflict);
      expect(
        (await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`)).body.transactions[1]?.description,
      ).toMatch(/^A1 /);

      expect(await api(user, 'DELETE', `/conversions/${id}/transactions?version=1`)).toMatchObject({
        status: 200,
        body: { transactionsVersion: 0 },
      });
      expect(await put({ version: 0, transactions: tabEdits(view, 'B', 2) })).toMatchObject({
        status: 200,
        body: { transactionsVersion: 2 },
      });
      // A tab still showing the first save (version 1) cannot overwrite this one.
      expect(await put({ version: 1, transactions: tabEdits(view, 'A', 2) })).toMatchObject(conflict);
      expect((await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`)).body).toMatchObject({
        version: 2,
        transactions: expect.arrayContaining([expect.objectContaining({ description: expect.stringMatching(/^B2 /) })]),
      });
    },
  );
});
