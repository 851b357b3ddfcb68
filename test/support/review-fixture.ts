import { fnbSpec } from '../../packages/converter/test/fixtures/layouts/fnb';
import { num } from '../../packages/converter/test/fixtures/layouts/format';
import { makeModel, type TruthTx } from '../../packages/converter/test/fixtures/model';
import { renderStatement } from '../../packages/converter/test/fixtures/render';

/**
 * An FNB statement that extracts wrongly in two ways a reviewer can fix: one credit printed without
 * its "Cr" and without a running balance (so it reads as money out), and an authorisation hold
 * printed like a transaction (also without a balance). The balances then break; flipping the
 * credit's sign and excluding the hold makes them reconcile.
 */
export async function reviewFixture(o: { noPeriod?: boolean } = {}) {
  const model = makeModel({ seed: 41, count: 14, start: '2025-11-13' });
  const flipIndex = model.txs.findIndex((t, i) => i >= 3 && t.amount > 0);
  if (flipIndex < 0) throw new Error('fixture needs a credit');
  const flipped = model.txs[flipIndex] as TruthTx;
  const holdAfter = flipIndex + 3;
  const anchor = model.txs[holdAfter] as TruthTx;
  const hold: TruthTx = {
    date: anchor.date,
    description: 'Card Authorisation Hold Spar Parkhurst',
    amount: -12345,
    balance: anchor.balance,
    nonPosting: true,
  };
  const txs = [...model.txs.slice(0, holdAfter + 1), hold, ...model.txs.slice(holdAfter + 1)];
  const base = fnbSpec('current');
  const spec = {
    ...base,
    firstPage: (m: typeof model) =>
      base.firstPage(m).filter((l) => !o.noPeriod || typeof l !== 'string' || !/period/i.test(l)),
    row: (tx: TruthTx, prev: number) => {
      const printed = base.row(tx, prev);
      if (tx === flipped) return { ...printed, amount: num(tx.amount), balance: '' };
      if (tx === hold) return { ...printed, balance: '' };
      return printed;
    },
  };
  const { pdf } = await renderStatement(spec, { ...model, txs }, { seed: 41 });
  return {
    pdf,
    opening: model.opening / 100,
    closing: model.closing / 100,
    /** The truth, in rand. */
    expected: model.txs.map((t) => ({ date: t.date, description: t.description, amount: t.amount / 100 })),
    flipped: { description: flipped.description, amount: flipped.amount / 100 },
    hold: { description: hold.description, amount: hold.amount / 100 },
  };
}
