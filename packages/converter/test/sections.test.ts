import { describe, expect, it } from 'vitest';
import type { LayoutId } from './fixtures/index';
import { pdfLines } from './fixtures/pdf-text';
import { makePerturbedFixture } from './fixtures/perturb/index';

// Statements of several accounts (a transactional account and a savings or call account), each section with its own
// heading, account number, opening and closing lines and rows.

const LAYOUTS: LayoutId[] = ['fnb-current', 'absa-cheque', 'standard-bank-monthly', 'nedbank-monthly', 'tymebank', 'generic'];

describe('account sections in the generator', () => {
  it.each(LAYOUTS)('%s: each section prints its own account number and its rows chain from its own opening', async (layout) => {
    for (const [count, newPage] of [[2, false], [3, true]] as const) {
      const f = await makePerturbedFixture({ layout, seed: 5, share: 0, transactions: 24, sections: { count, newPage } });
      const doc = await pdfLines(f.pdf);
      const digits = doc.lines.map((l) => l.text.replace(/\D/g, ''));
      const truth = f.sections ?? [];
      expect(truth).toHaveLength(count);
      expect(new Set(truth.map((t) => t.account)).size).toBe(count);
      for (const t of truth) expect(digits.some((d) => d.includes(t.account)), `${layout}: account ${t.account}`).toBe(true);
      expect(truth.reduce((n, t) => n + t.rows, 0)).toBe(f.expected.length);
      // The model's rows, section by section, chain from each section's own opening to its own closing.
      let at = 0;
      for (const t of truth) {
        let bal = t.opening;
        let rows = 0;
        while (rows < t.rows) {
          const tx = f.model.txs[at++]!;
          if (tx.nonPosting) continue;
          bal += tx.amount;
          rows += tx.rowFee ? 2 : 1;
          expect(tx.balance).toBe(bal);
        }
        expect(bal).toBe(t.closing);
      }
    }
  });
});
