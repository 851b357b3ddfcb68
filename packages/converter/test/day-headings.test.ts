import { describe, expect, it } from 'vitest';
import { dayHeading } from '../src/layout/day-headings';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { expectReadExactly } from './fixtures/read-exactly';
import { textLine } from './fixtures/text-lines';

// App exports that list each day's rows under a heading of its date, the rows printing only a time.
describe("rows under their day's heading", () => {
  const heading = (text: string) => dayHeading(textLine(1, 700, [[40, 200, text]]), false);

  it('a line that is only a date naming its month, with or without its weekday, heads the rows below', () => {
    expect(heading('Saturday, 1 March 2025')).toBe('1 March 2025');
    expect(heading('Sat 01 Mar 2025')).toBe('01 Mar 2025');
    expect(heading('Woensdag, 14 Mei 2025')).toBe('14 Mei 2025');
    expect(heading('3 September 2025')).toBe('3 September 2025');
  });

  it('nothing else does: a bare numeric date, a word that is no weekday, a description', () => {
    for (const text of ['01/03/2025', 'Payment 1 March 2025', 'Salary, 1 March 2025', 'Opening balance'])
      expect(heading(text), text).toBeNull();
  });

  // Seeds 102 and 101: a day's rows go on overleaf, under no heading of their own.
  it.each([
    ['generic-day-headings', 2],
    ['generic-day-headings', 102],
    ['generic-signed-day-headings', 4],
    ['generic-signed-day-headings', 101],
    // No date nor time column at all: before, its header was no table's (none names a date) and nothing was read.
    ['generic-day-headings-bare', 3],
    ['generic-day-headings-bare', 105],
    ['generic-signed-day-headings-bare', 6],
    ['generic-signed-day-headings-bare', 104],
  ] as const)('%s seed %i: every row takes the date of its heading, reconciled', async (name, seed) => {
    await expectReadExactly(await makePerturbedFixture({ ...VARIANTS[name]!, seed }));
  });
});
