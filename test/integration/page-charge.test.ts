import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { nUpPdf, onePagePdf } from '../../packages/converter/test/fixtures/hostile';
import {
  credits,
  forceCredits,
  ledger,
  registerUser,
  uploadStatement,
  waitForConversion,
} from '../support/stack-client';

describe('charge by A4-equivalent page area and statement pages carried', () => {
  it('charges 60 credits for a 60-page statement redrawn as one 595 × 50,520 pt page, and says why', async () => {
    const fixture = await makeFixture({ layout: 'fnb-current', pages: 60, seed: 2 });
    const tall = await onePagePdf(fixture.pdf);
    const pages = (await PDFDocument.load(tall)).getPages();
    expect(pages.map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([[595, 50_520]]);

    const user = await registerUser();
    const refused = await waitForConversion(user, await uploadStatement(user, tall, { fileName: 'tall.pdf' }));
    expect(refused).toMatchObject({
      status: 'error',
      errorCode: 'INSUFFICIENT_CREDITS',
      pages: 1,
      creditsRefunded: false,
    });
    expect(refused.errorMessage).toBe(
      'Not enough credits: this statement has 1 page, counted as 60 A4 pages, ' +
        'and needs 60 credits. Buy more credits and try again.',
    );
    expect(await credits(user)).toBe(10);

    await forceCredits(user.userId, 100);
    const conversionId = await uploadStatement(user, tall, { fileName: 'tall.pdf' });
    const done = await waitForConversion(user, conversionId, 90_000);
    expect(done).toMatchObject({ status: 'completed', pages: 1, creditsUsed: 60 });
    expect(await credits(user)).toBe(40);
    expect((await ledger(user.userId)).find((e) => e.entryId === `debit#${conversionId}`)?.amount).toBe(-60);
  });

  it('charges a 12-page statement printed 6 to a sheet 12 credits, as the original', async () => {
    const fixture = await makeFixture({ layout: 'absa-cheque', pages: 12, seed: 6 });
    const original = (await PDFDocument.load(fixture.pdf)).getPageCount();
    const dense = await nUpPdf(fixture.pdf, 6);
    expect((await PDFDocument.load(dense)).getPageCount()).toBe(Math.ceil(original / 6));

    const user = await registerUser();
    await forceCredits(user.userId, 50);
    const conversionId = await uploadStatement(user, dense, { fileName: 'six-up.pdf' });
    const done = await waitForConversion(user, conversionId, 90_000);
    expect(done).toMatchObject({ pages: Math.ceil(original / 6), creditsUsed: original });
    expect((await ledger(user.userId)).find((e) => e.entryId === `debit#${conversionId}`)?.amount).toBe(-original);
  });
});
