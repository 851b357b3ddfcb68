import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { onePagePdf } from '../../packages/converter/test/fixtures/hostile';
import { credits, forceCredits, ledger, registerUser, uploadStatement, waitForConversion } from '../support/stack-client';

describe('charge by A4-equivalent page area', () => {
  it('charges 60 credits for a 60-page statement redrawn as one 595 × 50,520 pt page, and says why', async () => {
    const fixture = await makeFixture({ layout: 'fnb-current', pages: 60, seed: 2 });
    const tall = await onePagePdf(fixture.pdf);
    const pages = (await PDFDocument.load(tall)).getPages();
    expect(pages.map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([[595, 50_520]]);

    const user = await registerUser();
    const refused = await waitForConversion(user, await uploadStatement(user, tall, { fileName: 'tall.pdf' }));
    expect(refused).toMatchObject({ status: 'error', errorCode: 'INSUFFICIENT_CREDITS', pages: 1, creditsRefunded: false });
    expect(refused.errorMessage).toBe('Not enough credits: this statement has 1 page, A4 size ×60, and needs 60 credits. Buy more credits and try again.');
    expect(await credits(user)).toBe(10);

    await forceCredits(user.userId, 100);
    const conversionId = await uploadStatement(user, tall, { fileName: 'tall.pdf' });
    const done = await waitForConversion(user, conversionId, 90_000);
    expect(done).toMatchObject({ status: 'completed', pages: 1, creditsUsed: 60 });
    expect(await credits(user)).toBe(40);
    expect((await ledger(user.userId)).find((e) => e.entryId === `debit#${conversionId}`)?.amount).toBe(-60);
  });
});
