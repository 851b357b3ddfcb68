import { describe, expect, it } from 'vitest';
import type { EditedTransaction, TransactionsView } from '@bankcsv/domain';
import { makePerturbedFixture } from '../../packages/converter/test/fixtures/perturb/index';
import { api, registerUser, uploadStatement, waitForConversion, type TestUser } from '../support/stack-client';

interface Link {
  url: string;
  fileName: string;
}

/** Each Sage CSV part as its file name and its amounts. */
async function sageParts(
  user: TestUser,
  id: string,
  parts: number,
): Promise<{ fileName: string; amounts: number[] }[]> {
  const out: { fileName: string; amounts: number[] }[] = [];
  for (let part = 1; part <= parts; part++) {
    const link = await api<Link>(user, 'GET', `/conversions/${id}/download?kind=csv&part=${part}`);
    expect(link.status).toBe(200);
    const csv = await (await fetch(link.body.url)).text();
    out.push({
      fileName: link.body.fileName,
      amounts: csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',').at(-1))),
    });
  }
  return out;
}

describe('review of a statement of two accounts', () => {
  it(
    'a saved review keeps the accounts apart: each reconciles on its own ' +
      'and the CSV parts are those of the conversion',
    async () => {
      const user = await registerUser();
      const f = await makePerturbedFixture({
        layout: 'fnb-current',
        seed: 11,
        share: 0,
        transactions: 24,
        sections: { count: 2, newPage: false },
      });
      const truth = f.sections!;
      const id = await uploadStatement(user, f.pdf, { fileName: 'two accounts.pdf' });
      const done = await waitForConversion(user, id);
      const last4 = truth.map((t) => t.account.slice(-4));
      expect(done).toMatchObject({
        status: 'completed',
        accountsLast4: last4,
        csvParts: { sage: 2 },
        csvAccountParts: { sage: [1, 1] },
        dataQuality: { balanceCheck: 'passed' },
      });
      const converted = await sageParts(user, id, 2);
      expect(converted.map((p) => p.amounts.length)).toEqual(truth.map((t) => t.rows));
      expect(
        converted.map((p) =>
          p.fileName
            .replace(/\.csv$/, '')
            .split('-')
            .at(-1),
        ),
      ).toEqual(last4);

      const view = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(view.status).toBe(200);
      expect(view.body.sections).toEqual(
        truth.map((t) => ({
          accountLast4: t.account.slice(-4),
          openingBalance: t.opening / 100,
          closingBalance: t.closing / 100,
        })),
      );
      expect(view.body.transactions.map((t) => t.section)).toEqual(
        truth.flatMap((t, k) => Array<number>(t.rows).fill(k)),
      );

      // A description edited in each account: nothing about the balances changes.
      const firstOfSecond = truth[0]!.rows;
      const edits: EditedTransaction[] = view.body.transactions.map((t, i) => ({
        source: i,
        date: t.date,
        description: i === 0 || i === firstOfSecond ? `${t.description} (checked)` : t.description,
        amount: t.amount,
      }));
      const saved = await api<Record<string, unknown>>(user, 'PUT', `/conversions/${id}/transactions`, {
        version: 0,
        transactions: edits,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        transactionsVersion: 1,
        accountsLast4: last4,
        csvParts: { sage: 2 },
        dataQuality: { balanceCheck: 'passed', breaks: [] },
      });
      expect(await sageParts(user, id, 2)).toEqual(converted);

      const again = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(again.body.transactions.map((t) => t.section)).toEqual(view.body.transactions.map((t) => t.section));
      expect(again.body.transactions[firstOfSecond]?.description).toMatch(/\(checked\)$/);
    },
  );
});
