import { describe, expect, it } from 'vitest';
import type { ConversionError } from '@bankcsv/domain';
import { convertStatement } from '../src/index';
import { convertOnThread } from '../src/extract/thread-conversion';
import { LAYOUTS, type LayoutId } from './fixtures/index';
import type { LayoutDef } from './fixtures/layouts/index';
import type { StatementModel } from './fixtures/model';
import { renderStatement } from './fixtures/render';

/**
 * A period with no postings: only two 0.00 notices, the opening balance carried to the closing (real-layout-variants
 * §15).
 */
function emptyPeriod(opening: number, start: string): StatementModel {
  const day = (n: number) => `${start.slice(0, 8)}${String(Number(start.slice(8)) + n).padStart(2, '0')}`;
  return {
    start,
    end: day(27),
    opening,
    closing: opening,
    txs: [
      {
        date: day(3),
        description: 'Notification Fee Waived',
        amount: 0,
        balance: opening,
        nonPosting: true,
        notice: 'zero-value',
      },
      {
        date: day(9),
        description: 'Acc Status Enq',
        amount: 0,
        balance: opening,
        nonPosting: true,
        notice: 'zero-value',
      },
    ],
  };
}

const failure = async (pdf: Uint8Array): Promise<ConversionError> => {
  try {
    await convertStatement(pdf);
  } catch (e) {
    return e as ConversionError;
  }
  throw new Error('converted');
};

describe('an empty statement', () => {
  // Layouts that print an opening and a closing balance.
  it.each(['fnb-current', 'standard-bank-monthly', 'nedbank-monthly', 'capitec-2022', 'african-bank'] as LayoutId[])(
    '%s: says there are no transactions in this period, with its balance, not that the PDF may be scanned',
    async (layout) => {
      const def: LayoutDef = LAYOUTS[layout];
      const { pdf } = await renderStatement(def.spec, emptyPeriod(1_234_567, def.start ?? '2025-05-01'), { seed: 4 });
      const e = await failure(pdf);
      expect(e.code).toBe('NO_TRANSACTIONS_IN_PERIOD');
      expect(e.name).toBe('NoTransactionsInPeriodError');
      expect(e.message).toBe(
        'No transactions in this period: the statement shows an opening and ' +
          'closing balance of R 12 345.67 and no transactions.',
      );
      expect(e.message).not.toMatch(/scanned/i);
    },
  );

  it('says so in the same words from the command line, which converts on a thread of its own', async () => {
    const def: LayoutDef = LAYOUTS['fnb-current'];
    const { pdf } = await renderStatement(def.spec, emptyPeriod(1_234_567, def.start ?? '2025-05-01'), { seed: 4 });
    await expect(convertOnThread(pdf, { timeoutMs: 60_000 })).rejects.toMatchObject({
      code: 'NO_TRANSACTIONS_IN_PERIOD',
      message: (await failure(pdf)).message,
    });
  });
});
