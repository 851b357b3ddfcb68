import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { convertOnThread } from '../src/extract/thread-conversion';
import { makeFixture } from './fixtures/index';

// The command line's way: the whole conversion on one thread of its own, the calling thread keeping its limits.
describe('a statement converted on a thread of its own', () => {
  it('comes back exactly as converted here, bank and card statements alike', async () => {
    for (const [layout, seed] of [
      ['fnb-current', 3],
      ['absa-cheque', 5],
      ['absa-credit-card', 2],
    ] as const) {
      const f = await makeFixture({ layout, transactions: 40, seed });
      expect(await convertOnThread(f.pdf, { timeoutMs: 60_000 })).toEqual(await convertStatement(f.pdf));
    }
  });

  it('holds each page to the page limit from when the thread starts it, the whole to the deadline', async () => {
    const f = await makeFixture({ layout: 'fnb-current', pages: 2, seed: 6 });
    // No page may take any time: refused as too complex as the first page starts, not while the file opens.
    await expect(convertOnThread(f.pdf, { timeoutMs: 60_000, pageLimitMs: 0 })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
    });
    await expect(convertOnThread(f.pdf, { timeoutMs: 1 })).rejects.toMatchObject({ code: 'PROCESSING_TIMEOUT' });
    // A fresh thread for the next conversion.
    expect((await convertOnThread(f.pdf, { timeoutMs: 60_000 })).transactions.length).toBeGreaterThan(0);
  });

  it('says a refusal in its own words, and a file that is no PDF as such', async () => {
    const f = await makeFixture({ layout: 'fnb-current', transactions: 10, seed: 1, password: 'secret' });
    await expect(convertOnThread(f.pdf, { timeoutMs: 60_000 })).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' });
    await expect(convertOnThread(f.pdf, { timeoutMs: 60_000, password: 'wrong' })).rejects.toMatchObject({
      code: 'PASSWORD_INCORRECT',
    });
    expect((await convertOnThread(f.pdf, { timeoutMs: 60_000, password: 'secret' })).transactions).toHaveLength(10);
    await expect(convertOnThread(new TextEncoder().encode('hello'), { timeoutMs: 60_000 })).rejects.toMatchObject({
      code: 'NOT_A_PDF',
    });
  });
});
