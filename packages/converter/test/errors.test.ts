import { describe, expect, it } from 'vitest';
import { ConversionError, convertStatement, inspectPdf } from '../src/index';
import { makeFixture, makeStatementPdf } from './fixtures/index';
import { blankPagesPdf, deepNestingPdf, imageOnlyPdf, inflateBombPdf, textOnlyPdf } from './fixtures/hostile';

async function failure(p: Promise<unknown>): Promise<ConversionError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ConversionError);
  return e as ConversionError;
}

describe('typed failures', () => {
  it('tells a page the PDF reader gives up on as a damaged file, a fault of its own stages as itself', async () => {
    const f = await makeFixture({ transactions: 8 });
    const damaged = {
      open: async () => ({
        pageCount: 1,
        pageSizes: async () => [{ width: 595, height: 842 }],
        pageRuns: async () => Promise.reject(new Error('Invalid XRef stream header')),
        close: async () => undefined,
      }),
    };
    expect((await failure(convertStatement(f.pdf, { extractor: damaged }))).code).toBe('NOT_A_PDF');
    // A stage after the reading fails: a failed conversion (refunded), never 'not a PDF or damaged'.
    const fault = new TypeError("Cannot read properties of undefined (reading 'cells')");
    const reader = async (): Promise<never> => Promise.reject(fault);
    await expect(convertStatement(f.pdf, { readImageText: reader })).rejects.toBe(fault);
  });

  it('asks for the password of a user-password statement, and names a wrong one', async () => {
    const pdf = await makeStatementPdf({ password: 'secret1', transactions: 8 });
    const missing = await failure(convertStatement(pdf));
    expect([missing.code, missing.name]).toEqual(['PASSWORD_REQUIRED', 'PasswordRequiredError']);
    expect(missing.message).toMatch(/password protected/);
    expect((await failure(inspectPdf(pdf))).code).toBe('PASSWORD_REQUIRED');
    const wrong = await failure(convertStatement(pdf, { password: 'nope' }));
    expect([wrong.code, wrong.name]).toEqual(['PASSWORD_INCORRECT', 'WrongPasswordError']);
    const ok = await convertStatement(pdf, { password: 'secret1' });
    expect(ok.transactions.length).toBeGreaterThan(0);
    expect(await inspectPdf(pdf, { password: 'secret1' })).toMatchObject({ pages: 1 });
  });

  it('opens an owner-password-only statement without asking, even when given a password', async () => {
    const f = await makeFixture({ ownerPasswordOnly: true, transactions: 12 });
    const plain = await convertStatement(f.pdf);
    expect(plain.transactions.map((t) => t.amount)).toEqual(f.expected.map((t) => t.amount));
    const withPw = await convertStatement(f.pdf, { password: 'anything' });
    expect(withPw.transactions).toHaveLength(f.expected.length);
  });

  it('reports a scanned (image-only) statement', async () => {
    const e = await failure(convertStatement(await imageOnlyPdf()));
    expect([e.code, e.name]).toEqual(['NO_TEXT_LAYER', 'NoTextLayerError']);
    expect(e.message).toMatch(/scanned/);
  });

  it('rejects files that are not PDFs or are damaged', async () => {
    const good = await makeStatementPdf({ transactions: 5 });
    const cases = [
      new Uint8Array(0),
      new TextEncoder().encode('Date,Amount\n01/01/2025,5.00'),
      good.subarray(0, 400),
      new Uint8Array(5000).fill(0x25),
    ];
    for (const bytes of cases) {
      const e = await failure(convertStatement(bytes));
      expect([e.code, e.name]).toEqual(['NOT_A_PDF', 'NotPdfError']);
      expect((await failure(inspectPdf(bytes))).code).toBe('NOT_A_PDF');
    }
  });

  it('survives absurd nesting without crashing', async () => {
    const e = await failure(convertStatement(deepNestingPdf()));
    expect(['NO_TEXT_LAYER', 'NOT_A_PDF']).toContain(e.code);
  });

  it('stops a Flate bomb before pdfjs inflates it', async () => {
    const pdf = await inflateBombPdf(24);
    expect(pdf.length).toBeLessThan(100_000);
    const e = await failure(convertStatement(pdf, { maxDecodedBytes: 8 * 1024 * 1024 }));
    expect([e.code, e.name]).toEqual(['DOCUMENT_TOO_LARGE', 'DocumentTooLargeError']);
    expect(e.message).toMatch(/unpack to more than/);
    expect((await failure(inspectPdf(pdf, { maxDecodedBytes: 8 * 1024 * 1024 }))).code).toBe('DOCUMENT_TOO_LARGE');
    // Under the cap the same file is simply a statement without text.
    expect((await failure(convertStatement(pdf))).code).toBe('NO_TEXT_LAYER');
  });

  it('refuses too many pages before reading them', async () => {
    const pdf = await blankPagesPdf(3000);
    const e = await failure(inspectPdf(pdf));
    expect([e.code, e.name]).toEqual(['TOO_MANY_PAGES', 'TooManyPagesError']);
    expect((await failure(convertStatement(pdf, { maxPages: 50 }))).code).toBe('TOO_MANY_PAGES');
    expect(await inspectPdf(pdf, { maxPages: 5000 })).toMatchObject({ pages: 3000 });
  });

  it('says so when a readable PDF holds no transactions', async () => {
    const pdf = await textOnlyPdf(['Dear client', 'Your new card is on its way.', 'Balance enquiries: 087 575 9404']);
    const e = await failure(convertStatement(pdf));
    expect([e.code, e.name]).toEqual(['NO_TRANSACTIONS', 'NoTransactionsError']);
  });

  it('stops at the time budget', async () => {
    const pdf = await makeStatementPdf({ pages: 8 });
    const e = await failure(convertStatement(pdf, { timeoutMs: 5 }));
    expect([e.code, e.name]).toEqual(['PROCESSING_TIMEOUT', 'ConversionTimeoutError']);
  });
});
