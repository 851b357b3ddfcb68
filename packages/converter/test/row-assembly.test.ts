import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { buildGrid, classifyLine, type Column } from '../src/layout/columns';
import type { Cell, Line } from '../src/layout/lines';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';

const header: Column[] = [
  { role: 'date', x0: 109, x1: 128 },
  { role: 'description', x0: 167, x1: 215 },
  { role: 'debit', x0: 322, x1: 412 },
  { role: 'balance', x0: 495, x1: 555 },
];
let row = 0;
const line = (...cells: [number, number, string][]): Line => {
  const cs: Cell[] = cells.map(([x0, x1, text]) => ({ x0, x1, text }));
  return { page: 1, row: ++row, y: 800 - row * 12, height: 8, cells: cs, text: cs.map((c) => c.text).join(' ') };
};

describe('continuation lines that look like figures', () => {
  // Three POS rows whose second line is a price in the text (`14.99`, `(R224.44)`), under the description.
  const rows = [1, 2, 3].flatMap((d) => [
    line([109, 151, `2${d}/06/2025`], [167, 221, 'POS Purchase'], [387, 412, '143.68'], [518, 555, '18,924.44']),
    line([167, 187, '14.99']),
    line([167, 196, '(R224.44)']),
    line([167, 219, 'Apple.Com/Bil']),
  ]);

  it('a number alone on an undated line stays description text, never a figure column', () => {
    const grid = buildGrid(header, rows);
    expect(grid.figureStart).toBeGreaterThan(300);
    for (const l of rows.filter((r) => r.cells.length === 1)) {
      expect(classifyLine(l, grid).map((c) => c.role)).toEqual(['description']);
    }
  });

  it('a centred Description label over a wide cell still gets the description, with bracketed amounts in the text (Capitec 2018)', async () => {
    const v = VARIANTS['capitec-2018-stamped']!;
    const f = await makePerturbedFixture({ ...v, seed: 105 });
    expect(f.model.txs.some((t) => /\(R[\d.]+\)/.test(t.description))).toBe(true);
    const s = await convertStatement(f.pdf);
    expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(f.expected);
    expect(s.dataQuality.unknownDescriptions).toBe(0);
  });
});
