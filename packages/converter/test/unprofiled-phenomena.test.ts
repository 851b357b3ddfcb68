import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { makeUnprofiledFixture } from './fixtures/unprofiled/index';
import { expectReadExactly } from './fixtures/read-exactly';
import { num } from './fixtures/layouts/format';
import { statementHead } from './fixtures/pen';

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
    'one upper word stacked over several labels (`Transaction` over `Date`, `Details` and `Amount`) is no row of ' +
      'description columns: the reference column stays apart and every balance is read',
    async () => {
      const f = await makeUnprofiledFixture(30053);
      expect(f.composition.tags).toEqual(expect.arrayContaining(['labels:stacked', 'col:reference']));
      await readsExactly(30053);
      const s = await convertStatement(f.pdf);
      expect(s.transactions.every((t) => t.balance !== null && /^[A-Z]{2}\d{6}$/.test(t.reference ?? ''))).toBe(true);
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

// A history print sets each row's time under its date (`13 Oct 2024` over `11:29`), and the description's second line
// beside the time: before, that line was left out, and a print with no running balance passed without it.
describe('a time on the date cell’s second line', () => {
  it('is the row’s; the description line beside it is the row’s too', async () => {
    const { doc, pen } = await statementHead(
      ['Discovery Bank', 'Opening balance 8,213.56', 'Closing balance 4,107.00'],
      [
        [40, 'Date'],
        [110, 'Description'],
        [-460, 'Debit'],
        [-540, 'Credit'],
      ],
    );
    const rows: [string, string, string, string, number][] = [
      ['12 Oct 2024', '10:42', 'POS Purchase Builders Warehouse', 'Card ***5097 12/10', -222_649],
      ['13 Oct 2024', '11:29', 'POS Purchase Engen Garage N1 City', 'Card ***5097 13/10', -144_905],
      ['14 Oct 2024', '08:59', 'Cash Withdrawal Durbanville', 'ATM 2', -43_302],
    ];
    for (const [date, time, first, second, amount] of rows) {
      pen.line([[40, date], [110, first], amount < 0 ? [-460, num(-amount)] : [-540, num(amount)]], 6);
      pen.line([
        [40, time],
        [110, second],
      ]);
    }
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.date, t.description, Math.round((t.amount ?? 0) * 100)])).toEqual(
      rows.map(([, , first, second, amount], i) => [`2024-10-${12 + i}`, `${first} ${second}`, amount]),
    );
  });
});
