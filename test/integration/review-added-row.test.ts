import { describe, expect, it } from 'vitest';
import type { EditedTransaction, TransactionsView } from '@bankcsv/domain';
import { makePerturbedFixture } from '../../packages/converter/test/fixtures/perturb/index';
import { draftRows } from '../../web/src/features/review/review-rows';
import { api, registerUser, uploadStatement, waitForConversion } from '../support/stack-client';

describe('review: a row added, saved, opened again and undone', () => {
  it(
    'the saved version opens in the review with the added row in its ' + 'account, and undo brings back the extraction',
    async () => {
      const user = await registerUser();
      const f = await makePerturbedFixture({
        layout: 'fnb-current',
        seed: 11,
        share: 0,
        transactions: 24,
        sections: { count: 2, newPage: false },
      });
      const id = await uploadStatement(user, f.pdf, { fileName: 'added row.pdf' });
      expect(await waitForConversion(user, id)).toMatchObject({ status: 'completed', transactionsVersion: 0 });
      const view = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(view.status).toBe(200);
      const rows = view.body.transactions;

      // The added row goes below the first: every extracted row after it moves down one place.
      const edits: EditedTransaction[] = rows.map((t, i) => ({
        source: i,
        date: t.date,
        description: t.description,
        amount: t.amount,
      }));
      edits.splice(1, 0, { source: null, date: rows[0]!.date, description: 'Cash deposit', amount: 15 });
      const saved = await api<Record<string, unknown>>(user, 'PUT', `/conversions/${id}/transactions`, {
        version: 0,
        transactions: edits,
      });
      expect(saved).toMatchObject({ status: 200, body: { transactionsVersion: 1 } });

      const reopened = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(reopened.status).toBe(200);
      expect(reopened.body.transactions).toHaveLength(rows.length + 1);
      expect(reopened.body.transactions[1]).toMatchObject({
        description: 'Cash deposit',
        amount: 15,
        page: null,
        row: null,
        section: 0,
      });
      // The review page reads the saved version back into its rows, each extracted row pointing at its source.
      expect(draftRows(reopened.body).map((r) => r.source)).toEqual([0, null, ...rows.slice(1).map((_, i) => i + 1)]);

      const undone = await api<Record<string, unknown>>(user, 'DELETE', `/conversions/${id}/transactions?version=1`);
      expect(undone).toMatchObject({ status: 200, body: { transactionsVersion: 0 } });
      const back = await api<TransactionsView>(user, 'GET', `/conversions/${id}/transactions`);
      expect(back.body.transactions).toEqual(rows);
    },
  );
});
