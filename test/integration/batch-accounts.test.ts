import type { AccountExportView, AccountsView, AccountView } from '@bankcsv/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatementModel } from '../../packages/converter/test/fixtures/model';
import { eventually } from '../support/eventually';
import {
  api,
  createUpload,
  forceCredits,
  postFile,
  registerUser,
  type ConversionJson,
  type TestUser,
} from '../support/stack-client';
import { addDays, chainedModels, statementPdfs } from '../support/statement-year';
import { parseCsv } from '../support/csv-rows';

// A client's year dropped at once (docs/batches.md, docs/continuity.md): 12 monthly FNB statements with one month
// missing (no movement that month, so the balances carry over it) and one statement overlapping the one before by
// 5 days, the same FNB statement uploaded twice, and 3 Nedbank statements of a second account.
const fnbModels = chainedModels({
  layout: 'fnb-current',
  start: '2024-01-01',
  count: 12,
  opening: 1_250_000,
  gapAfter: 4,
  overlapAt: 8,
});
const nedModels = chainedModels({
  layout: 'nedbank-monthly',
  start: '2024-03-01',
  count: 3,
  opening: 800_000,
  seed: 50,
});

type BatchView = { batchId: string; conversions: ConversionJson[] };

const cents = (rand: number | string): number => Math.round(Number(rand) * 100);
/** The posting rows of the models, each once (an overlap prints the same rows twice). */
const uniqueRows = (models: StatementModel[]): number =>
  new Set(models.flatMap((m) => m.txs.filter((t) => !t.nonPosting).map((t) => `${t.date}|${t.amount}|${t.balance}`)))
    .size;

let owner: TestUser;
let batchId: string;
let ids: string[];

/** Drops the year as one batch and waits until every file has converted. */
beforeAll(async () => {
  owner = await registerUser();
  expect((await api(owner, 'GET', '/me')).status).toBe(200);
  await forceCredits(owner.userId, 100);
  const fnb = await statementPdfs('fnb-current', fnbModels);
  const ned = await statementPdfs('nedbank-monthly', nedModels);
  const files = [
    ...fnb.map((pdf, k) => ({ pdf, name: `FNB ${k + 1}.pdf` })),
    { pdf: fnb[2] as Uint8Array, name: 'FNB 3 again.pdf' },
    ...ned.map((pdf, k) => ({ pdf, name: `Nedbank ${k + 1}.pdf` })),
  ];
  const created = await api<{ batchId: string }>(owner, 'POST', '/batches');
  expect(created.status).toBe(201);
  batchId = created.body.batchId;
  ids = [];
  for (const file of files) {
    const ticket = await createUpload(owner, { fileName: file.name, fileSize: file.pdf.byteLength, batchId });
    expect((await postFile(ticket, file.pdf, file.name)).ok).toBe(true);
    ids.push(ticket.conversionId);
  }
  const batch = await eventually(
    'the batch converts',
    async () => (await api<BatchView>(owner, 'GET', `/batches/${batchId}`)).body,
    { until: (b) => b.conversions.every((c) => c.status === 'completed' || c.status === 'error'), timeoutMs: 300_000 },
  );
  expect(batch.conversions.map((c) => [c.originalFileName, c.status])).toEqual(files.map((f) => [f.name, 'completed']));
}, 360_000);

async function accounts(user: TestUser = owner): Promise<AccountsView> {
  const res = await api<AccountsView>(user, 'GET', '/accounts');
  expect(res.status).toBe(200);
  return res.body;
}

const fnbOf = (view: AccountsView): AccountView => view.accounts.find((a) => a.bank === 'FNB') as AccountView;

describe('accounts of a batch of statements', () => {
  it('groups two accounts and names the missing month, the 5-day overlap and the duplicate', async () => {
    const view = await accounts();
    expect(view.unassigned).toEqual([]);
    expect(view.accounts.map((a) => [a.title, a.statements.length]).sort()).toEqual([
      ['FNB ····5678', 13],
      ['Nedbank ····7890', 3],
    ]);
    const fnb = fnbOf(view);
    expect(fnb.statements.map((s) => s.use)).toEqual([...Array(12).fill('included'), 'duplicate']);
    expect(fnb.statements.slice(0, 12).map((s) => s.conversionId)).toEqual(ids.slice(0, 12));
    expect(fnb.statements.map((s) => [s.periodStart, s.periodEnd]).slice(0, 12)).toEqual(
      fnbModels.map((m) => [m.start, m.end]),
    );
    const gap = fnb.continuity.find((n) => n.kind === 'gap');
    expect(gap?.partIds).toEqual([ids[4], ids[5]]);
    expect(gap?.message).toContain('(32 days)');
    const overlap = fnb.continuity.find((n) => n.kind === 'overlap');
    expect(overlap?.partIds).toEqual([ids[7], ids[8]]);
    expect(overlap?.message).toContain('(5 days)');
    expect(fnb.continuity.find((n) => n.kind === 'duplicate')?.partIds).toEqual([ids[12], ids[2]]);
    // The balances carry across the month with no movement and across the overlap.
    expect(fnb.continuity.map((n) => n.kind).sort()).toEqual(['duplicate', 'gap', 'overlap']);
    expect([fnb.firstDay, fnb.lastDay]).toEqual([fnbModels[0]?.start, fnbModels[11]?.end]);
    const ned = view.accounts.find((a) => a.bank === 'Nedbank');
    expect(ned?.continuity).toEqual([]);
  });

  it('exports the account merged: its rows reconcile from first opening to last closing', async () => {
    const fnb = fnbOf(await accounts());
    const res = await api<AccountExportView>(owner, 'POST', `/accounts/${fnb.accountId}/exports`, {
      format: 'csv',
      csvProfile: 'generic',
    });
    expect(res.status).toBe(200);
    const first = fnbModels[0] as StatementModel;
    const last = fnbModels[11] as StatementModel;
    expect(res.body).toMatchObject({ from: first.start, to: last.end, breaks: [] });
    expect([cents(res.body.openingBalance ?? 0), cents(res.body.closingBalance ?? 0)]).toEqual([
      first.opening,
      last.closing,
    ]);
    expect(res.body.continuity.map((n) => n.kind).sort()).toEqual(['duplicate', 'gap', 'overlap']);
    expect(res.body.files).toHaveLength(1);
    const csv = await (await fetch(res.body.files[0]?.url as string)).text();
    const [header, ...rows] = parseCsv(csv.trim());
    expect(header).toEqual(['Date', 'Description', 'Amount', 'Balance']);
    // The duplicate's rows and the overlap's repeated days are counted once.
    expect(rows).toHaveLength(uniqueRows(fnbModels));
    expect(res.body.transactions).toBe(rows.length);
    const sum = rows.reduce((total, row) => total + cents(row[2] as string), 0);
    expect(sum).toBe(last.closing - first.opening);
    expect(cents(rows.at(-1)?.[3] as string)).toBe(last.closing);
    expect(res.body.files[0]?.fileName).toMatch(/^FNB-5678-.*-generic\.csv$/);
  });

  it('exports a period of the other account, and OFX with its number', async () => {
    const ned = (await accounts()).accounts.find((a) => a.bank === 'Nedbank') as AccountView;
    const second = nedModels[1] as StatementModel;
    const csv = await api<AccountExportView>(owner, 'POST', `/accounts/${ned.accountId}/exports`, {
      format: 'csv',
      from: second.start,
      to: second.end,
    });
    expect(csv.status).toBe(200);
    expect([cents(csv.body.openingBalance ?? 0), cents(csv.body.closingBalance ?? 0)]).toEqual([
      second.opening,
      second.closing,
    ]);
    const ofx = await api<AccountExportView>(owner, 'POST', `/accounts/${ned.accountId}/exports`, { format: 'ofx' });
    expect(ofx.status).toBe(200);
    expect(await (await fetch(ofx.body.files[0]?.url as string)).text()).toContain('<ACCTID>1234567890');
    const bad = await api(owner, 'POST', `/accounts/${ned.accountId}/exports`, { format: 'pdf' });
    expect(bad.status).toBe(400);
  });

  it('names an account, moves a part into another account and back', async () => {
    const view = await accounts();
    const fnb = fnbOf(view);
    const named = await api<AccountView>(owner, 'PUT', `/accounts/${fnb.accountId}/name`, { name: 'Client A cheque' });
    expect(named.status).toBe(200);
    expect([named.body.title, named.body.name]).toEqual(['Client A cheque', 'Client A cheque']);
    expect((await api(owner, 'PUT', `/accounts/${fnb.accountId}/name`, { name: 'x'.repeat(81) })).status).toBe(400);
    const ned = view.accounts.find((a) => a.bank === 'Nedbank') as AccountView;
    const part = encodeURIComponent(ned.statements[0]?.partId as string);
    const moved = await api<AccountsView>(owner, 'PUT', `/statement-parts/${part}/account`, {
      accountId: fnb.accountId,
    });
    expect(moved.status).toBe(200);
    expect(fnbOf(moved.body).statements).toHaveLength(14);
    const back = await api<AccountsView>(owner, 'PUT', `/statement-parts/${part}/account`, { accountId: null });
    expect(fnbOf(back.body).statements).toHaveLength(13);
    expect(fnbOf(await accounts()).title).toBe('Client A cheque');
    const cleared = await api<AccountView>(owner, 'PUT', `/accounts/${fnb.accountId}/name`, { name: '' });
    expect(cleared.body.title).toBe('FNB ····5678');
  });

  it("answers another user's batch, account and part with 404", async () => {
    const other = await registerUser();
    const fnb = fnbOf(await accounts());
    const part = encodeURIComponent(fnb.statements[0]?.partId as string);
    expect((await api(other, 'GET', `/batches/${batchId}`)).status).toBe(404);
    expect((await api(other, 'PUT', `/accounts/${fnb.accountId}/name`, { name: 'Mine' })).status).toBe(404);
    expect((await api(other, 'POST', `/accounts/${fnb.accountId}/exports`, { format: 'csv' })).status).toBe(404);
    expect((await api(other, 'PUT', `/statement-parts/${part}/account`, { accountId: null })).status).toBe(404);
    expect((await api(other, 'PUT', `/statement-parts/${part}/account`, { accountId: fnb.accountId })).status).toBe(
      404,
    );
    expect(await accounts(other)).toEqual({ accounts: [], unassigned: [] });
    expect(fnbOf(await accounts()).name).toBeNull();
    expect(addDays(fnb.firstDay as string, 0)).toBe(fnbModels[0]?.start);
  });
});
