import { creditsForPageSizes } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../src/index';
import { nUpPdf, onePagePdf } from './fixtures/hostile';
import { makeFixture, type LayoutId } from './fixtures/index';

const charge = async (pdf: Uint8Array) => {
  const { pageSizes, statementPages } = await inspectPdf(pdf);
  return creditsForPageSizes(pageSizes, statementPages);
};

describe('what a statement costs, whatever it is printed on', () => {
  const layouts: LayoutId[] = ['fnb-current', 'absa-cheque', 'nedbank-monthly', 'capitec-2018', 'fnb-afrikaans'];
  for (const [i, layout] of layouts.entries()) {
    it(`charges a ${layout} statement printed 2, 3, 4 and 6 to a sheet what the original costs`, async () => {
      const f = await makeFixture({ layout, pages: 13, seed: 20 + i });
      const original = await charge(f.pdf);
      expect(original).toBe((await inspectPdf(f.pdf)).pages);
      for (const n of [2, 3, 4, 6] as const) {
        const dense = await nUpPdf(f.pdf, n);
        expect(await inspectPdf(dense)).toMatchObject({ pages: Math.ceil(original / n) });
        expect([n, await charge(dense)]).toEqual([n, original]);
      }
    });
  }

  it('leaves the charge of ordinary statements as it was: one credit a page', async () => {
    for (const layout of ['standard-bank-monthly', 'investec', 'discovery', 'capitec-2022', 'generic'] as LayoutId[]) {
      const f = await makeFixture({ layout, pages: 4, seed: 9 });
      const { pages, pageSizes, statementPages } = await inspectPdf(f.pdf);
      expect(statementPages).toEqual(new Array(pages).fill(1));
      expect(creditsForPageSizes(pageSizes, statementPages)).toBe(pages);
    }
  });

  it('charges one tall page by its area, as before', async () => {
    const f = await makeFixture({ layout: 'absa-cheque', pages: 5, seed: 2 });
    expect(await charge(await onePagePdf(f.pdf))).toBe(5);
  });
});
