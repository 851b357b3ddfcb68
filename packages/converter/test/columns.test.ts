import { describe, expect, it } from 'vitest';
import { buildGrid, classifyLine, type Column } from '../src/layout/columns';
import type { Line } from '../src/layout/lines';

const cols: Column[] = [
  { role: 'date', x0: 119, x1: 139 },
  { role: 'description', x0: 171, x1: 227 },
  { role: 'balance', x0: 506, x1: 562 },
];
const line = (text: string, x1: number): Line => ({ page: 1, row: 1, y: 0, height: 8, text, cells: [{ x0: 119, x1, text }, { x0: 521, x1: 562, text: '9,897.17' }] });

describe('a date run into the description beside it', () => {
  it.each([
    ['21/06/2025=1+2 Online Purchase', 273, '21/06/2025', '=1+2 Online Purchase'],
    ['13/07/2025POS Purchase Checkers', 278, '13/07/2025', 'POS Purchase Checkers'],
    ['13/07/2025 POS Purchase Checkers', 283, '13/07/2025', 'POS Purchase Checkers'],
  ])('%s', (text, x1, date, desc) => {
    const cells = classifyLine(line(text, x1), buildGrid(cols, [line(text, x1)]));
    expect(cells.filter((c) => c.role !== 'balance').map((c) => [c.role, c.text])).toEqual([['date', date], ['description', desc]]);
  });
});
