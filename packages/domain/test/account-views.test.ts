import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NAME_MAX,
  accountIdOf,
  accountKeyOf,
  accountsView,
  continuityNotes,
  exportView,
  findAccount,
  mergeStatements,
  partIdsOf,
  type CompletedStatement,
  type ConvertedStatement,
} from '../src';
import { cut, runChain, twelveMonths, yearOfRows } from './statement-chain';

const none = { names: {}, assigned: {} };

/** The twelve months as completed conversions named `mK.pdf`, with a second account's two months. */
function completed(): CompletedStatement[] {
  const fnb = twelveMonths().map((p) => ({
    conversionId: p.id,
    originalFileName: `${p.id}.pdf`,
    statement: p.statement,
  }));
  const chain = runChain(500, yearOfRows(2025));
  const other = (id: string, start: string, end: string): CompletedStatement => ({
    conversionId: id,
    originalFileName: `${id}.pdf`,
    statement: cut(500, chain, start, end, { bank: 'Nedbank', accountNumber: '1234567890' }),
  });
  return [...fnb, other('n1', '2025-01-01', '2025-01-31'), other('n2', '2025-02-01', '2025-02-28')];
}

describe('account ids', () => {
  it('are the base64url of the account key, and only our own ids read back', () => {
    expect(accountIdOf('FNB:62812345678')).toBe('Rk5COjYyODEyMzQ1Njc4');
    expect(accountKeyOf('Rk5COjYyODEyMzQ1Njc4')).toBe('FNB:62812345678');
    expect(accountKeyOf(accountIdOf('Unknown bank:12345'))).toBe('Unknown bank:12345');
    for (const bad of ['', 'a/b', '%%%', accountIdOf('no colon'), 'Rk5COjYyODEyMzQ1Njc4='])
      expect(accountKeyOf(bad), bad).toBeNull();
  });
});

describe('accountsView', () => {
  it('groups statements by account, in period order, with the days they cover and no findings', () => {
    const view = accountsView(completed(), none);
    expect(view.unassigned).toEqual([]);
    expect(view.accounts.map((a) => [a.title, a.bank, a.last4, a.statements.length])).toEqual([
      ['FNB ····5678', 'FNB', '5678', 12],
      ['Nedbank ····7890', 'Nedbank', '7890', 2],
    ]);
    const [fnb] = view.accounts;
    expect(fnb?.accountId).toBe(accountIdOf('FNB:62812345678'));
    expect(fnb?.statements[0]).toMatchObject({
      partId: 'm1',
      conversionId: 'm1',
      originalFileName: 'm1.pdf',
      section: null,
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      transactions: 4,
      use: 'included',
    });
    expect([fnb?.firstDay, fnb?.lastDay]).toEqual(['2025-01-01', '2025-12-31']);
    expect(fnb?.continuity).toEqual([]);
  });

  it('names a gap, a duplicate and a reissue with the parts they are about, left-out parts after the chain', () => {
    const base = completed().filter((c) => c.conversionId !== 'm3');
    const dup = { ...(base[0] as CompletedStatement), conversionId: 'dup', originalFileName: 'again.pdf' };
    const m2 = base[1] as CompletedStatement;
    const reissue = {
      ...m2,
      conversionId: 're',
      statement: { ...m2.statement, transactions: m2.statement.transactions.slice(1) },
    };
    const fnb = accountsView([dup, ...base, reissue], none).accounts[0];
    const kinds = fnb?.continuity.map((n) => [n.kind, n.partIds]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['duplicate', ['m1', 'dup']],
        ['reissue', ['re', 'm2']],
        ['gap', ['m2', 'm4']],
        ['balance-mismatch', ['m2', 'm4']],
      ]),
    );
    expect(fnb?.continuity.find((n) => n.kind === 'gap')?.message).toMatch(/^No statement covers 1 Mar 2025 to 31/);
    // The first upload of a period stands for it; the duplicate and the reissue come after the chain.
    expect(fnb?.statements.slice(-2).map((s) => [s.partId, s.use])).toEqual([
      ['m1', 'duplicate'],
      ['re', 'reissue'],
    ]);
    expect(fnb?.statements[0]?.partId).toBe('dup');
  });

  it('keeps a part without a number apart until it is assigned, then the name and assignment apply', () => {
    const statements = completed();
    const n2 = statements.at(-1) as CompletedStatement;
    n2.statement = { ...n2.statement, accountNumber: null } as ConvertedStatement;
    const before = accountsView(statements, none);
    expect(before.unassigned.map((p) => [p.partId, p.use])).toEqual([['n2', 'included']]);
    const key = 'Nedbank:1234567890';
    const after = accountsView(statements, { names: { [key]: ' Client A cheque ' }, assigned: { n2: key } });
    expect(after.unassigned).toEqual([]);
    expect(after.accounts[1]).toMatchObject({ title: 'Client A cheque', name: 'Client A cheque', last4: '7890' });
    expect(after.accounts[1]?.statements.map((s) => s.partId)).toEqual(['n1', 'n2']);
    // The one the user put there says so, so it can be taken out again; the printed one does not.
    expect(after.accounts[1]?.statements.map((s) => s.assigned ?? false)).toEqual([false, true]);
    expect(partIdsOf(statements)).toEqual(new Set([...statements.map((c) => c.conversionId)]));
    expect(findAccount(statements, none, accountIdOf(key))?.parts.map((p) => p.id)).toEqual(['n1']);
    expect(findAccount(statements, none, accountIdOf('FNB:1'))).toBeUndefined();
    expect(ACCOUNT_NAME_MAX).toBe(80);
  });
});

describe('exportView', () => {
  it('gives the merged period, balances and rows, and the findings about the statements used', () => {
    const months = twelveMonths().filter((p) => p.id !== 'm3');
    const merged = mergeStatements(months, { from: '2025-01-01', to: '2025-04-30' });
    const view = exportView(merged);
    expect([view.from, view.to, view.transactions]).toEqual(['2025-01-01', '2025-04-30', 12]);
    expect(view.openingBalance).toBe(months[0]?.statement.openingBalance);
    expect(view.breaks).toEqual(merged.breaks.map((b) => b.message));
    expect(view.breaks.length).toBeGreaterThan(0);
    expect(view.continuity.map((n) => n.kind)).toEqual(['gap', 'balance-mismatch']);
    expect(continuityNotes(merged.continuity.findings)).toHaveLength(2);
  });
});
