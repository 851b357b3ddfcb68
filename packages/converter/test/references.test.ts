import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { convertStatement, restate, textCell, toCsv, toJson, toXlsx, type Statement } from '../src/index';
import { payee } from '../src/export/payee';
import { LAYOUTS, makeFixture, type LayoutId } from './fixtures/index';
import { dMon, dmy } from './fixtures/layouts/format';
import { fnbSpec } from './fixtures/layouts/fnb';
import { makeModel, posting, type StatementModel } from './fixtures/model';
import { renderStatement, wrap } from './fixtures/render';

const CARD = ' 412752*6823';

/** Card purchases print the card and its date in the reference sub-column, app payments a payment reference. */
function withReferences(m: StatementModel): StatementModel {
  return {
    ...m,
    txs: m.txs.map((t, i) => {
      if (t.fee || t.nonPosting) return t;
      if (t.description.endsWith(CARD))
        return { ...t, description: t.description.slice(0, -CARD.length), reference: `${CARD.trim()} ${dMon(t.date)}` };
      if (t.description.startsWith('FNB App Payment')) return { ...t, reference: `Inv ${1000 + i}` };
      return t;
    }),
  };
}

/** An FNB statement whose description area holds a reference sub-column, and what it must convert to. */
async function fnbWithReferences(seed: number, count: number) {
  const spec = fnbSpec('current', { references: true });
  const model = withReferences(makeModel({ seed, count, start: '2025-11-13', ...LAYOUTS['fnb-current'].model }));
  const { pdf } = await renderStatement(spec, model, { seed });
  // The description is the printed text in reading order: its first line, the sub-column beside it, then the rest.
  const expected = posting(model).map((t) => {
    if (t.hiddenText) return { date: t.date, description: '', amount: t.amount / 100, reference: undefined };
    const [first = '', ...rest] = wrap(t.fee ? `#${t.description}` : t.description, spec.descWrap);
    const description = [first, t.reference, ...rest].filter(Boolean).join(' ');
    return { date: t.date, description, amount: t.amount / 100, reference: t.reference };
  });
  return { pdf, expected };
}

const read = (s: Statement) =>
  s.transactions.map(({ date, description, amount, reference }) => ({ date, description, amount, reference }));

describe('the statement reference of each row', () => {
  it.each([
    [3, 40],
    [7, 90],
    [12, 60],
  ])(
    'FNB reference sub-column: set on rows that print it, absent on the others, descriptions as printed (seed %i)',
    async (seed, count) => {
      const f = await fnbWithReferences(seed, count);
      const s = await convertStatement(f.pdf);
      expect(s.layout).toBe('fnb-current');
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(read(s)).toEqual(f.expected);
      expect(f.expected.filter((t) => t.reference).length).toBeGreaterThan(count / 10);
      expect(f.expected.filter((t) => !t.reference).length).toBeGreaterThan(count / 3);
    },
  );

  it('Nedbank `Tran list no`: the row reference where printed, never in the description', async () => {
    const f = await makeFixture({ layout: 'nedbank-monthly', seed: 3, transactions: 60 });
    const s = await convertStatement(f.pdf);
    const printed = posting(f.model).map((t) => f.spec.row(t, 0).tran || undefined);
    expect(printed.filter(Boolean).length).toBeGreaterThan(5);
    expect(printed.filter((r) => !r).length).toBeGreaterThan(5);
    expect(read(s)).toEqual(f.expected.map((t, i) => ({ ...t, reference: printed[i] })));
  });

  it.each((Object.keys(LAYOUTS) as LayoutId[]).filter((l) => l !== 'nedbank-monthly'))(
    '%s prints no reference column: no row has one',
    async (layout) => {
      const f = await makeFixture({ layout, seed: 21, transactions: 40 });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.length).toBeGreaterThan(30);
      expect(s.transactions.filter((t) => t.reference !== undefined)).toEqual([]);
    },
  );

  it(
    'the Xero CSV carries it in Reference, the other party in Payee; the ' +
      'raw XLSX in a Reference column; the JSON beside the description',
    async () => {
      const f = await fnbWithReferences(7, 50);
      const s = await convertStatement(f.pdf);
      const [file, more] = toCsv(s, 'xero');
      expect(more).toBeUndefined();
      const lines = (file ?? '').split('\r\n');
      expect(lines[0]).toBe('Date,Amount,Payee,Description,Reference');
      expect(lines.slice(1, -1)).toEqual(
        f.expected.map((t) => {
          const ref = textCell(t.reference ?? '');
          return [dmy(t.date), t.amount.toFixed(2), textCell(payee(t.description)), textCell(t.description), ref].join(
            ',',
          );
        }),
      );
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await toXlsx(s)) as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Transactions')!;
      expect(ws.getRow(1).values).toEqual([
        undefined,
        'Page',
        'Row',
        'Date',
        'Description',
        'Reference',
        'Amount',
        'Balance',
        'Balance check',
      ]);
      const refs = f.expected.map((_, i) => ws.getRow(i + 2).getCell(5).value);
      expect(refs).toEqual(f.expected.map((t) => t.reference ?? ''));
      const json = JSON.parse(toJson(s)) as { transactions: { reference?: string }[] };
      expect(json.transactions.map((t) => t.reference)).toEqual(f.expected.map((t) => t.reference));
    },
  );

  it('a reviewed statement keeps the references of its rows', async () => {
    const f = await fnbWithReferences(3, 40);
    const s = await convertStatement(f.pdf);
    const edited = restate({
      ...s,
      transactions: s.transactions.map((t, i) =>
        i === 0 ? { ...t, excluded: true } : { ...t, description: `${t.description} (checked)` },
      ),
    });
    expect(edited.transactions.map((t) => t.reference)).toEqual(f.expected.slice(1).map((t) => t.reference));
  });
});
