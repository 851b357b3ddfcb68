import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConversionError, convertStatement } from '../src/index';
import { parseAmount } from '../src/parse/amount';
import { parseDate } from '../src/parse/date';
import { makeStatementPdf } from './fixtures/index';

const SEED = 20251123;

/** Only a Statement or a ConversionError may come out, whatever the bytes. */
async function onlyTypedOutcomes(bytes: Uint8Array): Promise<void> {
  try {
    const s = await convertStatement(bytes, { timeoutMs: 10_000 });
    expect(s.transactions.length).toBeGreaterThan(0);
  } catch (e) {
    expect(e).toBeInstanceOf(ConversionError);
  }
}

describe('fuzzing the converter', () => {
  let base: Uint8Array;
  beforeAll(async () => {
    base = await makeStatementPdf({ transactions: 20, seed: 9 });
  });

  it('survives corrupted statements', async () => {
    const mutation = fc.record({
      edits: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 40 }),
      cut: fc.option(fc.nat(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ edits, cut }) => {
        const bytes = base.slice(0, cut === undefined ? base.length : cut % base.length);
        for (const [at, value] of edits) bytes[at % bytes.length] = value;
        await onlyTypedOutcomes(bytes);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('survives arbitrary bytes behind a PDF signature', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (junk) => {
        const bytes = new Uint8Array(junk.length + 9);
        bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
        bytes.set(junk, 9);
        await onlyTypedOutcomes(bytes);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('parses any cell text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const a = parseAmount(s);
        if (a) expect(Number.isSafeInteger(a.cents)).toBe(true);
        parseDate(s, true);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
