import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { makeUnprofiledFixture } from './fixtures/unprofiled/index';
import { expectReadExactly } from './fixtures/read-exactly';

// Issue 18: statements of the unprofiled family that each show one phenomenon the converter misread, read row by
// row against the generator's model.
async function readsExactly(seed: number): Promise<void> {
  await expectReadExactly(await makeUnprofiledFixture(seed));
}

describe('unprofiled layouts', () => {
  it(
    'a description spilled over the page under the repeated header stays ' +
      "its row's, though it holds a word a label has (`Payment`)",
    async () => {
      const f = await makeUnprofiledFixture(7121);
      expect(f.composition.tags).toContain('order:newest-first');
      await readsExactly(7121);
    },
  );

  it(
    'a stacked label whose lower line is partly under the description is ' +
      "the header's (`Transaction` / `Details`, `Amount` / `(R)`)",
    async () => {
      const f = await makeUnprofiledFixture(56);
      expect(f.composition.tags).toContain('labels:stacked');
      await readsExactly(56);
    },
  );

  it(
    'rows that name a profiled bank (`FNB App Payment`) do not make the ' +
      "statement that bank's: its fee column is read",
    async () => {
      const f = await makeUnprofiledFixture(7007);
      expect(f.composition.tags).toContain('col:fee');
      expect(f.model.txs.some((t) => t.description.startsWith('FNB '))).toBe(true);
      expect((await convertStatement(f.pdf)).layout).toBe('generic');
      await readsExactly(7007);
    },
  );

  it(
    'a history listed newest first opens with its closing balance as a row ' +
      '(`Balance at end of period`) and ends with its opening one: every row is read',
    async () => {
      for (const seed of [50, 367]) {
        const f = await makeUnprofiledFixture(seed);
        expect(f.composition.tags).toEqual(expect.arrayContaining(['order:newest-first', 'ends:rows']));
        await readsExactly(seed);
        const s = await convertStatement(f.pdf);
        expect([s.openingBalance, s.closingBalance]).toEqual([f.model.opening / 100, f.model.closing / 100]);
      }
    },
  );

  it('a value date printed before the transaction date is left aside, whichever comes first', async () => {
    for (const seed of [42, 64, 75]) {
      const f = await makeUnprofiledFixture(seed);
      expect(f.composition.tags).toContain('value-date-first');
      await readsExactly(seed);
    }
  });

  it(
    'text drawn one glyph at a time, spaces not drawn, runs shuffled in the ' + 'content stream (phenomenon 10)',
    async () => {
      const f = await makeUnprofiledFixture(68);
      expect(f.composition.tags).toEqual(expect.arrayContaining(['glyphs', 'shuffled-runs']));
      await readsExactly(68);
    },
  );
});

describe('text drawn one glyph at a time on a profiled layout', () => {
  it(
    'a run pdfjs joined across a wide glyph (`C s` around `a`) splits where ' +
      'that glyph starts: no word space in `Cash`',
    async () => {
      const f = await makePerturbedFixture({ ...VARIANTS['capitec-2022-glyph-by-glyph']!, seed: 202 });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map((t) => t.description)).toEqual(f.expected.map((t) => t.description));
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );
});
