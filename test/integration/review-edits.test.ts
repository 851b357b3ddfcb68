import ExcelJS from 'exceljs';
import { describe, expect, inject, it } from 'vitest';
import {
  conversionQuality,
  statementDate,
  type EditedTransaction,
  type QualityInput,
  type TransactionsView,
} from '@bankcsv/domain';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { missingAmountFixture } from '../../packages/converter/test/fixtures/missing-amount';
import { makePerturbedFixture } from '../../packages/converter/test/fixtures/perturb/index';
import { reviewFixture } from '../support/review-fixture';
import {
  api,
  credits,
  keysUnder,
  registerUser,
  uploadStatement,
  waitForConversion,
  type TestUser,
} from '../support/stack-client';

const { resources } = inject('stack');

async function fileOf(user: TestUser, conversionId: string, query: string): Promise<Buffer> {
  const link = await api<{ url: string }>(user, 'GET', `/conversions/${conversionId}/download?${query}`);
  expect(link.status).toBe(200);
  return Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
}

/** Sage CSV rows as [date, description, amount]. */
async function sageRows(user: TestUser, conversionId: string): Promise<[string, string, number][]> {
  const csv = (await fileOf(user, conversionId, 'kind=csv')).toString('utf8');
  return csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => {
      const cells = line.split(',');
      return [
        cells[0] as string,
        cells.slice(1, -1).join(',').replace(/^"|"$/g, '').replace(/^'/, ''),
        Number(cells.at(-1)),
      ];
    });
}

async function xlsxRows(user: TestUser, conversionId: string): Promise<{ amount: number; check: string }[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await fileOf(user, conversionId, 'kind=xlsx')) as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Transactions');
  const rows: { amount: number; check: string }[] = [];
  ws?.eachRow((row, n) => {
    if (n > 1) rows.push({ amount: Number(row.getCell(5).value), check: String(row.getCell(7).value) });
  });
  return rows;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe('review: PUT /conversions/{id}/transactions', () => {
  it(
    'shows the breaks on the row, saves a flip and an exclusion as a new ' +
      'version, regenerates the files free, and undoes',
    async () => {
      const user = await registerUser();
      const f = await reviewFixture();
      const id = await uploadStatement(user, f.pdf, { fileName: 'review.pdf' });
      const done = await waitForConversion(user, id);
      expect(done).toMatchObject({
        status: 'completed',
        yearSource: 'period',
        statementYear: 2025,
        transactionsVersion: 0,
      });
      expect(done.summary).toMatchObject({
        transactions: f.expected.length + 1,
        openingBalance: f.opening,
        closingBalance: f.closing,
      });
      const quality = done.dataQuality as unknown as {
        balanceCheck: string;
        breaks: { page: number | null; row: number | null; date?: string | null }[];
      };
      expect(quality.balanceCheck).toBe('failed');
      expect(quality.breaks[0]).toMatchObject({
        page: 1,
        row: expect.any(Number),
        date: expect.stringMatching(/^2025-\d{2}-\d{2}$/),
      });
      const creditsBefore = await credits(user);

      const view = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ version: 0, openingBalance: f.opening, closingBalance: f.closing });
      expect(view.body.transactions).toEqual(view.body.original);
      const rows = view.body.transactions;
      const flipAt = rows.findIndex((t) => t.description === f.flipped.description);
      const holdAt = rows.findIndex((t) => t.description === f.hold.description);
      expect(rows[flipAt]?.amount).toBe(-f.flipped.amount);

      const edits: EditedTransaction[] = rows.map((t, i) => ({
        source: i,
        date: t.date,
        description: t.description,
        amount: i === flipAt ? -(t.amount as number) : t.amount,
        excluded: i === holdAt,
      }));
      const put = (body: object) =>
        api<Record<string, unknown> & { message?: string }>(user, 'PUT', `/conversions/${id}/transactions`, {
          version: 0,
          ...body,
        });

      // Validation: nothing half-saved.
      expect(await api(user, 'PUT', `/conversions/${id}/transactions`, { transactions: edits })).toMatchObject({
        status: 400,
        body: { message: 'This page is out of date. Reload it and make your changes again.' },
      });
      expect(
        await put({ transactions: edits.map((e, i) => (i === 2 ? { ...e, date: '2025-02-30' } : e)) }),
      ).toMatchObject({ status: 400, body: { message: 'Row 3: enter a real date (day, month and year).' } });
      expect(await put({ transactions: [...edits, { ...edits[0], source: 0 }] })).toMatchObject({
        status: 400,
        body: { message: 'A transaction appears twice. Reload and try again.' },
      });
      expect(await put({ transactions: edits.map((e, i) => (i === 0 ? { ...e, amount: 1.234 } : e)) })).toMatchObject({
        status: 400,
      });
      expect(await put({})).toMatchObject({
        status: 400,
        body: { message: 'Nothing to save: change a row or the year first.' },
      });
      const stranger = await registerUser();
      expect(
        (await api(stranger, 'PUT', `/conversions/${id}/transactions`, { version: 0, transactions: edits })).status,
      ).toBe(404);
      expect((await api(stranger, 'GET', `/conversions/${id}/transactions`)).status).toBe(404);
      expect((await api(user, 'GET', `/conversions/${id}`)).body).toMatchObject({ transactionsVersion: 0 });

      const saved = await put({ transactions: edits });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        transactionsVersion: 1,
        editedAt: expect.any(String),
        dataQuality: { balanceCheck: 'passed', breaks: [] },
      });
      expect(saved.body.summary).toMatchObject({ transactions: f.expected.length });
      expect(await credits(user)).toBe(creditsBefore);

      const csv = await sageRows(user, id);
      expect(csv.map(([date, , amount]) => [date, amount])).toEqual(f.expected.map((t) => [dmy(t.date), t.amount]));
      const xlsx = await xlsxRows(user, id);
      expect(xlsx.map((r) => r.amount)).toEqual(f.expected.map((t) => t.amount));
      expect(new Set(xlsx.map((r) => r.check))).toEqual(new Set(['OK']));
      const sum = csv.reduce((s, [, , a]) => s + Math.round(a * 100), 0);
      expect(Math.round(f.opening * 100) + sum).toBe(Math.round(f.closing * 100));

      const edited = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(edited.body.version).toBe(1);
      expect(edited.body.transactions[holdAt]).toMatchObject({ excluded: true });
      expect(edited.body.original[flipAt]?.amount).toBe(-f.flipped.amount);
      const prefix = `outputs/${user.userId}/${id}/`;
      // The saved version and its files are in a folder of that save's own.
      const savedKeys = await keysUnder(resources.buckets.OUTPUTS_BUCKET, prefix);
      const savedVersion = savedKeys.find((key) => key.endsWith('/transactions-v1.json')) ?? '';
      expect(savedVersion).toMatch(new RegExp(`^${prefix}[0-9a-f-]{36}/transactions-v1\\.json$`));
      expect(savedKeys).toContain(`${prefix}transactions.json`);
      expect(
        savedKeys
          .filter((key) => !key.endsWith('transactions.json'))
          .every((key) => key.startsWith(savedVersion.replace('transactions-v1.json', ''))),
      ).toBe(true);

      const undone = await api<Record<string, unknown>>(user, 'DELETE', `/conversions/${id}/transactions`);
      expect(undone.status).toBe(200);
      expect(undone.body).toMatchObject({ transactionsVersion: 0, dataQuality: { balanceCheck: 'failed' } });
      expect(undone.body.editedAt).toBeUndefined();
      expect(await sageRows(user, id)).toHaveLength(f.expected.length + 1);
      expect(await keysUnder(resources.buckets.OUTPUTS_BUCKET, prefix)).not.toContain(savedVersion);

      expect((await api(user, 'DELETE', `/conversions/${id}`)).status).toBe(204);
      expect(await keysUnder(resources.buckets.OUTPUTS_BUCKET, prefix)).toEqual([]);
    },
  );

  it('an assumed year is confirmed without new files, or changed for every row', async () => {
    const user = await registerUser();
    const fixture = await makeFixture({
      layout: 'fnb-current',
      transactions: 10,
      seed: 8,
      start: '2025-11-13',
      noPeriod: true,
    });
    const id = await uploadStatement(user, fixture.pdf, { fileName: 'no-year.pdf' });
    const done = await waitForConversion(user, id);
    // The rows run 14 Nov to mid December: the latest year that puts none of them after today.
    const lastDay = fixture.expected
      .map((t) => t.date.slice(5))
      .sort()
      .at(-1) as string;
    const expectedYear = new Date().getUTCFullYear() - (new Date().toISOString().slice(5, 10) < lastDay ? 1 : 0);
    expect(done).toMatchObject({ status: 'completed', yearSource: 'assumed', statementYear: expectedYear });
    const put = (body: object) =>
      api<Record<string, unknown> & { message?: string }>(user, 'PUT', `/conversions/${id}/transactions`, {
        version: 0,
        ...body,
      });

    expect(await put({ year: 1989 })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Year must be between 1990 and \d{4}$/) },
    });
    expect(await put({ year: expectedYear })).toMatchObject({
      status: 200,
      body: { yearSource: 'user', transactionsVersion: 0 },
    });

    const changed = await put({ year: 2023 });
    expect(changed).toMatchObject({
      status: 200,
      body: { yearSource: 'user', statementYear: 2023, transactionsVersion: 1 },
    });
    const csv = await sageRows(user, id);
    expect(csv.map(([date]) => date)).toEqual(fixture.expected.map((t) => dmy(`2023${t.date.slice(4)}`)));
  });

  it(
    'a first row whose sign was a guess: the row is not ready, and once the ' +
      'user sets its sign the opening follows and the saved version ' +
      'reconciles',
    async () => {
      const user = await registerUser();
      const f = await makePerturbedFixture({
        layout: 'investec',
        seed: 81,
        force: [
          'header-wrap',
          'label-align',
          'balance-sign',
          'stamp',
          'stamp-every-page',
          'notices',
          'reference-spill',
          'no-opening',
          'footer-near-rows',
          'running-header',
          'header-once',
        ],
        share: 0,
      });
      const id = await uploadStatement(user, f.pdf, { fileName: 'guessed-sign.pdf' });
      const done = await waitForConversion(user, id);
      expect(done.dataQuality).toMatchObject({
        balanceCheck: 'failed',
        breaks: [{ kind: 'unconfirmed-sign', index: 0 }],
      });
      const view = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      const first = view.body.transactions[0] as TransactionsView['transactions'][number];
      const edits: EditedTransaction[] = view.body.transactions.map((t, i) => ({
        source: i,
        date: t.date,
        description: t.description,
        amount: i === 0 && t.amount !== null ? -t.amount : t.amount,
        excluded: false,
      }));
      const saved = await api<Record<string, unknown>>(user, 'PUT', `/conversions/${id}/transactions`, {
        version: 0,
        transactions: edits,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ transactionsVersion: 1, dataQuality: { balanceCheck: 'passed', breaks: [] } });
      const edited = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(edited.body.openingBalance).toBe(Math.round(((first.balance ?? 0) + (first.amount ?? 0)) * 100) / 100);
    },
  );

  it(
    'a row whose amount was taken from the balance is named with its page, ' +
      'row and date; a save of other rows keeps it named, and once the user ' +
      'confirms it the saved version reconciles',
    async () => {
      const user = await registerUser();
      const f = await missingAmountFixture(4, '');
      const id = await uploadStatement(user, f.pdf, { fileName: 'missing-amount.pdf' });
      const done = await waitForConversion(user, id);
      const view = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      const rows = view.body.transactions;
      expect(rows.map(({ date, amount }) => ({ date, amount }))).toEqual(
        f.expected.map(({ date, amount }) => ({ date, amount })),
      );
      // A fee label the statement draws as an image is read by OCR in front of what the text layer holds.
      rows.forEach((r, i) => {
        const printed = f.expected[i]?.description ?? '';
        if (r.descriptionFromImage)
          expect(r.description.endsWith(printed) && r.description.length > printed.length).toBe(true);
        else expect(r.description).toBe(printed);
      });
      const filled = rows[4] as TransactionsView['transactions'][number];
      const named = {
        kind: 'amount-from-balance',
        index: 4,
        page: filled.page,
        row: filled.row,
        date: filled.date,
        expected: (f.target?.amount ?? 0) / 100,
      };
      expect(done).toMatchObject({
        status: 'completed',
        transactionsVersion: 0,
        dataQuality: { balanceCheck: 'failed', breaks: [named] },
      });
      expect(done.dataQuality).toMatchObject({ breaks: { length: 1 } });
      const state = conversionQuality(done as unknown as QualityInput);
      expect(state.ready).toBe(false);
      expect(state.reconciliation).toBe(
        `Amount taken from the balance at page ${filled.page}, row ` +
          `${filled.row} (${statementDate(filled.date ?? '')}): check before ` +
          `importing`,
      );

      const put = (version: number, edit: (e: EditedTransaction, i: number) => EditedTransaction) =>
        api<Record<string, unknown>>(user, 'PUT', `/conversions/${id}/transactions`, {
          version,
          transactions: rows.map((t, i) =>
            edit({ source: i, date: t.date, description: t.description, amount: t.amount, excluded: false }, i),
          ),
        });

      // Another row edited: the row the user has not looked at stays named, in the dashboard, the review and the
      // workbook.
      const other = await put(0, (e, i) => (i === 0 ? { ...e, description: `${e.description} (checked)` } : e));
      expect(other).toMatchObject({
        status: 200,
        body: { transactionsVersion: 1, dataQuality: { balanceCheck: 'failed', breaks: [named] } },
      });
      expect(other.body.dataQuality).toMatchObject({ breaks: { length: 1 } });
      const saved = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(saved.body.transactions[0]?.description).toBe(`${f.expected[0]?.description} (checked)`);
      expect(saved.body.transactions.map((t) => t.assumed)).toEqual(
        rows.map((_, i) => (i === 4 ? 'amount-from-balance' : undefined)),
      );
      expect((await xlsxRows(user, id))[4]?.check).toMatch(/^Amount not read/);

      // Confirmed as it is: the flag goes and the balances vouch for every row.
      const confirmed = await put(1, (e, i) =>
        i === 0 ? { ...e, description: `${e.description} (checked)` } : i === 4 ? { ...e, confirmed: true } : e,
      );
      expect(confirmed).toMatchObject({
        status: 200,
        body: { transactionsVersion: 2, dataQuality: { balanceCheck: 'passed', breaks: [] } },
      });
      expect(
        (await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`)).body.transactions[4]?.assumed,
      ).toBeUndefined();
      expect(new Set((await xlsxRows(user, id)).map((r) => r.check))).toEqual(new Set(['OK']));
      expect((await sageRows(user, id)).map(([, , amount]) => amount)).toEqual(f.expected.map((t) => t.amount));
    },
  );
});
