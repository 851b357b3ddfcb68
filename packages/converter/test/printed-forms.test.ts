import { describe, expect, it } from 'vitest';
import { genericProfile } from '../src/banks/generic';
import { buildStatement } from '../src/build-statement';
import { convertStatement } from '../src/index';
import { rowCells } from '../src/layout/date-cells';
import type { Line } from '../src/layout/lines';
import { parseAmount } from '../src/parse/amount';
import { parseDate } from '../src/parse/date';
import { orderByPeriod, slashDateOrder, spacedMonthDay } from '../src/parse/date-order';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { signVariant } from './fixtures/perturb/printed-forms';
import { VARIANTS } from './fixtures/perturb/variants';
import { textLine } from './fixtures/text-lines';
import { num } from './fixtures/layouts/format';
import { statementHead } from './fixtures/pen';
import { expectReadExactly } from './fixtures/read-exactly';

// Issue 18, items 5 and 6: the sign notations and date forms statements without a profile print.

const line = (cells: [number, number, string][]): Line =>
  ({
    cells: cells.map(([x0, x1, text]) => ({ x0, x1, text })),
    text: cells.map((c) => c[2]).join(' '),
  }) as unknown as Line;

describe('sign notations', () => {
  it.each([
    ['(1,234.56)', -1],
    ['1,234.56 DR', -1],
    ['1,234.56 CR', 1],
    ['-R1,234.56', -1],
    ['R-1,234.56', -1],
    ['R -1,234.56', -1],
    ['12 345,67-', -1],
  ] as const)('reads %s with its sign', (text, sign) => {
    const a = parseAmount(text);
    expect(a?.sign).toBe(sign);
    expect(a?.cents).toBe(text.includes('345,67') ? 1_234_567 : 123_456);
  });
});

describe('sign notations on the opening and closing lines', () => {
  it.each([
    ['Opening balance (300.00)', -30_000],
    ['Opening balance 300.00 DR', -30_000],
    ['Opening balance R -300.00', -30_000],
    ['Opening balance -R300.00', -30_000],
    ['Opening balance R-300.00', -30_000],
    ['Opening balance 1 300,00-', -130_000],
    ['Opening balance (R) 300.00', 30_000],
    ['Opening balance (1,300.00 ', 130_000],
    ['Opening balance 17.428,35Dt', -1_742_835],
    ['Opening balance 1.300,00', 130_000],
    ['Opening balance 1.00 2.00', 100],
  ] as const)('reads %s', (text, cents) => {
    const m = genericProfile.opening!.exec(text);
    const a = m?.[1] ? parseAmount(m[1]) : null;
    expect(a ? a.cents * (a.sign || 1) : null).toBe(cents);
  });
});

describe('date forms', () => {
  it.each([
    ['5/3/24', { year: 2024, month: 3, day: 5 }],
    ['2024-03-05', { year: 2024, month: 3, day: 5 }],
    ['05-Mar-2024', { year: 2024, month: 3, day: 5 }],
    ['2024-03-05 14:32', { year: 2024, month: 3, day: 5 }],
    ['05 Mar 2024 14:32:10', { year: 2024, month: 3, day: 5 }],
    ['5/3/24 9:05 PM', { year: 2024, month: 3, day: 5 }],
    ['05/03/2024, 14:32', { year: 2024, month: 3, day: 5 }],
    ['2024/03/05, 14:32:10', { year: 2024, month: 3, day: 5 }],
    // Times as South African banks' web prints write them: before, `06h17` or `a.m.` began the description, or the
    // hour was read as the year (`9 Mei 06h15` on 9 May 2006).
    ['2023-11-20 06h17', { year: 2023, month: 11, day: 20 }],
    ['16 Jun 2025 6:45 a.m.', { year: 2025, month: 6, day: 16 }],
    ['05.03.2024 14h32', { year: 2024, month: 3, day: 5 }],
    ['2024/03/05 9:12 vm', { year: 2024, month: 3, day: 5 }],
    ['9 Mei 2025 06H15', { year: 2025, month: 5, day: 9 }],
  ])('reads %s', (text, want) => {
    expect(parseDate(text)).toEqual(want);
  });

  it('keeps a time printed in the date cell with the date, not at the start of the description', () => {
    const cells = rowCells(
      line([
        [40, 160, '2024-03-05 14:32 POS Purchase Checkers'],
        [400, 440, '120.00'],
      ]),
      1,
    );
    expect(cells.map((c) => c.text)).toEqual(['2024-03-05 14:32', 'POS Purchase Checkers', '120.00']);
    const apart = rowCells(
      line([
        [40, 80, '05 Mar 2024'],
        [82, 110, '14:32:10'],
        [120, 200, 'POS Purchase'],
        [400, 440, '120.00'],
      ]),
      1,
    );
    expect(apart.map((c) => c.text)).toEqual(['05 Mar 2024 14:32:10', 'POS Purchase', '120.00']);
    const hours = rowCells(
      line([
        [40, 160, '2023-11-20 06h17 ATM Cash Withdrawal'],
        [400, 440, '120.00'],
      ]),
      1,
    );
    expect(hours.map((c) => c.text)).toEqual(['2023-11-20 06h17', 'ATM Cash Withdrawal', '120.00']);
    // No year: the hour is no two-digit year (before, `13 Sep 09` and `h15 Salary`).
    const yearless = rowCells(
      line([
        [40, 160, '13 Sep 09h15 Salary DEPT OF EDUCATION'],
        [400, 440, '120.00'],
      ]),
      1,
    );
    expect(yearless.map((c) => c.text)).toEqual(['13 Sep 09h15', 'Salary DEPT OF EDUCATION', '120.00']);
  });

  // Online banking prints a comma between them (`20/10/2024, 11:16`): before, `, 11:16` began every description, or,
  // year first, no row was found at all.
  it('keeps a time after the comma with the date, in one run or two', () => {
    const one = rowCells(
      line([
        [40, 160, '20/10/2024, 11:16 Notification fee'],
        [400, 440, '5.00'],
      ]),
      1,
    );
    expect(one.map((c) => c.text)).toEqual(['20/10/2024, 11:16', 'Notification fee', '5.00']);
    const two = rowCells(
      line([
        [40, 84, '2024/10/20,'],
        [86, 110, '11:16:05'],
        [120, 200, 'Notification fee'],
      ]),
      1,
    );
    expect(two.map((c) => c.text)).toEqual(['2024/10/20, 11:16:05', 'Notification fee']);
    expect(parseDate(two[0]?.text ?? '')).toEqual({ year: 2024, month: 10, day: 20 });
  });

  // Before, the hour of a date printed without its year was read as a two-digit year (`05 Dec 14` = 2014) and the
  // minutes began the description (`:28 POS Purchase`), passed.
  it('never reads the hour of a date without its year as the year', () => {
    for (const [date, time] of [
      ['05 Dec', '14:28'],
      ['7 Dec', '06:21'],
    ]) {
      const cells = rowCells(
        line([
          [40, 160, `${date} ${time} POS Purchase Checkers`],
          [400, 440, '120.00'],
        ]),
        1,
      );
      expect(cells.map((c) => c.text)).toEqual([`${date} ${time}`, 'POS Purchase Checkers', '120.00']);
    }
  });
});

describe('unprofiled statements in each notation and date form', () => {
  const cases = Object.keys(VARIANTS).filter((name) => /^generic(-signed)?-(sign|date)-/.test(name));

  it('draws every notation and date form on two layouts', () => {
    expect(cases.filter((n) => n.includes('-sign-')).length).toBe(16);
    expect(cases.filter((n) => n.includes('-date-')).length).toBe(20);
  });

  it.each(cases)('%s: every row exact, reconciled', async (name) => {
    const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed: 11 });
    const s = await convertStatement(f.pdf);
    expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
      f.expected,
    );
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

describe('day or month first, from the statement itself', () => {
  const rows = (dates: string[], extra: string[] = []): Line[] => [
    ...extra.map((t, i) => textLine(1, 20 + i * 10, [[40, 200, t]])),
    ...dates.map((d, i) =>
      textLine(1, 100 + i * 10, [
        [40, 80, d],
        [110, 200, `Payment ${i}`],
        [400, 440, '10.00'],
      ]),
    ),
  ];

  it('a first number over 12 means day first, a second one month first', () => {
    expect(slashDateOrder(rows(['5/3/24', '13/3/24']))).toEqual({ monthFirst: false, decided: true });
    expect(slashDateOrder(rows(['3/5/24', '3/13/24']))).toEqual({ monthFirst: true, decided: true });
  });

  it('the rows decide before a print time or stamp elsewhere on the page', () => {
    expect(slashDateOrder(rows(['3/5/24', '3/13/24'], ['Printed 23/07/2025, 10:15']))).toEqual({
      monthFirst: true,
      decided: true,
    });
    // Rows all within the first twelve days: the period line decides.
    expect(
      slashDateOrder(rows(['5/3/24', '6/3/24', '12/4/24'], ['Statement period 28/02/2024 to 31/03/2024'])),
    ).toEqual({ monthFirst: false, decided: true });
  });

  it('else the reading that keeps the rows in date order', () => {
    // Day first: 12 Mar, 3 Apr, 5 Apr (in order); month first: 3 Dec, 4 Mar, 4 May (not).
    expect(slashDateOrder(rows(['12/3/24', '3/4/24', '5/4/24']))).toEqual({ monthFirst: false, decided: true });
    expect(slashDateOrder(rows(['3/12/24', '4/3/24', '4/5/24']))).toEqual({ monthFirst: true, decided: true });
  });

  it('never guesses silently: in order both ways, read day first and undecided', () => {
    expect(slashDateOrder(rows(['5/3/24']))).toEqual({ monthFirst: false, decided: false });
    expect(slashDateOrder(rows(['1/3/24', '2/3/24', '5/3/24']))).toEqual({ monthFirst: false, decided: false });
    // The same both ways round: nothing to decide.
    expect(slashDateOrder(rows(['3/3/24', '4/4/24']))).toEqual({ monthFirst: false, decided: true });
  });

  // Before, a period printed in words (`1 March 2025 to 31 March 2025`) left such rows undecided: flagged.
  it('a period printed in words decides what the rows cannot: the one reading that keeps every row inside it', () => {
    const undecided = { monthFirst: false, decided: false };
    const march = [
      { year: 2025, month: 3, day: 1 },
      { year: 2025, month: 3, day: 31 },
    ];
    const dates = rows(['3/3/2025', '7/3/2025', '11/3/2025']);
    expect(orderByPeriod(undecided, dates, march)).toEqual({ monthFirst: false, decided: true });
    expect(orderByPeriod(undecided, rows(['3/3/25', '3/7/25']), march)).toEqual({ monthFirst: true, decided: true });
    // A period both readings fit, or none, or no period: still undecided.
    const year = [march[0]!, { year: 2025, month: 12, day: 31 }];
    expect(orderByPeriod(undecided, dates, year)).toEqual(undecided);
    expect(orderByPeriod(undecided, dates, [])).toEqual(undecided);
  });

  it('reads month-first dates as such when the statement shows them', () => {
    expect(parseDate('3/25/24', true)).toEqual({ year: 2024, month: 3, day: 25 });
    expect(parseDate('25/3/24')).toEqual({ year: 2024, month: 3, day: 25 });
  });

  it(
    'an unprofiled statement whose order nothing shows names the first row ' +
      'it changes, and never says it reconciles',
    () => {
      const header = textLine(1, 90, [
        [40, 80, 'Date'],
        [110, 200, 'Description'],
        [400, 440, 'Amount'],
        [480, 520, 'Balance'],
      ]);
      const body = ['1/3/24', '2/3/24', '5/3/24'].map((d, i) =>
        textLine(1, 100 + i * 10, [
          [40, 70, d],
          [110, 200, `Payment ${i}`],
          [400, 440, '-10.00'],
          [480, 520, `${90 - i * 10}.00`],
        ]),
      );
      const lines = [
        textLine(1, 20, [[40, 200, 'Opening balance 100.00']]),
        header,
        ...body,
        textLine(1, 200, [[40, 200, 'Closing balance 70.00']]),
      ];
      const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-01-01') }).statement;
      expect(s.transactions.map((t) => t.date)).toEqual(['2024-03-01', '2024-03-02', '2024-03-05']);
      expect(s.dataQuality.balanceCheck).toBe('failed');
      expect(s.dataQuality.breaks).toEqual([expect.objectContaining({ kind: 'date-order', index: 0 })]);
    },
  );
});

describe('figures in a grouping no reader here knows', () => {
  // `1'234.56`: the rows of a thousand or more cannot be read. The chain over the others may still hold: never passed.
  it.each(['generic', 'generic-signed'] as const)(
    '%s: the rows it cannot read are named, never passed',
    async (layout) => {
      const v = signVariant(layout, 'parentheses');
      const f = await makePerturbedFixture({
        ...v,
        seed: 11,
        tweak: (p) => {
          v.tweak?.(p);
          p.figureStyle = { ...p.figureStyle, sep: 'apostrophe' };
        },
      });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.length).toBeLessThan(f.expected.length);
      expect(s.dataQuality.balanceCheck).toBe('failed');
      expect(s.dataQuality.breaks).toContainEqual(expect.objectContaining({ kind: 'unread-figure' }));
    },
  );
});

// An accounting layout sets the `R` at the left of each amount cell and the figure at its right: before, every row's
// description ended in ` R` (and its reference was `R`) while the chain still reconciled.
async function accountingLayout(seed: number) {
  const { doc, pen } = await statementHead(
    ['Highveld Commercial Bank', 'Statement period: 01/02/2026 - 28/02/2026', 'Account number: 4012338871'],
    [
      [40, 'Description'],
      [-330, 'Amount'],
      [360, 'Date'],
      [-548, 'Balance'],
    ],
  );
  const rand = (cents: number, trailing: boolean) =>
    trailing ? `${num(Math.abs(cents))}${cents < 0 ? '-' : ''}` : `${cents < 0 ? '-' : ''}${num(Math.abs(cents))}`;
  let balance = 388_207 - 50_000 * seed;
  pen.line([
    [40, 'Opening balance'],
    [440, 'R'],
    [-548, rand(balance, false)],
  ]);
  const expected: { date: string; description: string; amount: number }[] = [];
  const words = ['Diensfooi Maandeliks', 'Oordrag Van Spaarrekening', 'Card Purchase Takealot Online', 'Salary Acme'];
  for (let i = 0; i < 8; i++) {
    const cents = (i % 4 === 3 ? 1 : -1) * (76_480 + 3_331 * ((i * seed) % 6));
    balance += cents;
    const day = String(i + 3).padStart(2, '0');
    const description = `${words[(i + seed) % words.length]} ${i + 1}`;
    pen.line([
      [40, description],
      [250 + 4 * seed, 'R'],
      [-330, rand(cents, seed % 2 === 1)],
      [360, `${day}/02/2026`],
      [440, 'R'],
      [-548, rand(balance, false)],
    ]);
    expected.push({ date: `2026-02-${day}`, description, amount: cents / 100 });
  }
  return { pdf: await doc.save(), expected };
}

describe('an R set apart at the left of a figure’s cell', () => {
  it.each([1, 2, 3])('seed %i: belongs to the figure, never to the description or the reference', async (seed) => {
    const s = await expectReadExactly(await accountingLayout(seed));
    expect(s.transactions.map((t) => t.reference ?? '')).not.toContain('R');
  });
});

// `MM DD` rows (`12 18`) under a bank with no profile: before, only the Standard Bank profile read them and every
// other such statement was refused ("no transactions"). The letterhead's own dates (`From Date: 18/12/2025`) keep
// their day-first order: they give the year.
async function monthDayStatement(seed: number) {
  // Seed 4: every row in the first twelve days of May, under a statement date alone.
  const may = seed === 4;
  const period = may
    ? ['Date printed 23 November 2026', 'Statement date 02/06/2026']
    : seed % 2 === 0
      ? ['From Date: 16/12/2024', 'To Date: 15/01/2025']
      : ['Statement for the period ending 15 January 2025'];
  const { doc, pen } = await statementHead(
    ['Protea Cooperative Bank', 'Account number: 5396059101', ...period],
    [
      [40, 'Details'],
      [-365, 'Debits'],
      [-435, 'Credits'],
      [450, 'Date'],
      [-555, 'Balance'],
    ],
  );
  let balance = 1_093_904 + 10_000 * seed;
  pen.line([
    [40, 'Opening balance'],
    [-555, num(balance)],
  ]);
  const expected: { date: string; description: string; amount: number }[] = [];
  const days = may
    ? [1, 1, 3, 4, 6, 9, 12].map((day) => [5, day])
    : [
        [12, 18],
        [12, 21],
        [12, 27],
        [12, 31],
        [1, 4],
        [1, 10],
        [1, 11],
      ];
  for (const [i, [month, day]] of days.entries()) {
    const cents = (i % 3 === 0 ? 1 : -1) * (127_351 + 9_173 * ((i * seed) % 4));
    balance += cents;
    const [mm, dd] = [String(month).padStart(2, '0'), String(day).padStart(2, '0')];
    // A wide print sets month and day apart, as two cells.
    const date: [number, string][] =
      seed === 3
        ? [
            [450, mm],
            [462, dd],
          ]
        : [[450, `${mm} ${dd}`]];
    const description = `${cents > 0 ? 'Magtape Credit SARS Refund' : 'Debit Order Discovery Life'} ${i + 1}`;
    pen.line([
      [40, description],
      cents < 0 ? [-365, `${num(-cents)}-`] : [-435, num(cents)],
      ...date,
      [-555, num(balance)],
    ]);
    const year = may ? 2026 : month === 12 ? 2024 : 2025;
    expected.push({ date: `${year}-${mm}-${dd}`, description, amount: cents / 100 });
  }
  return { pdf: await doc.save(), expected };
}

describe('rows dated MM DD on a statement with no profile', () => {
  it.each([1, 2, 3, 4])('seed %i: read month first, the year from the period', async (seed) => {
    const s = await expectReadExactly(await monthDayStatement(seed));
    expect(s.yearSource).toBe('period');
  });

  it('only where the pairs show it: the first never past 12, the second past 12 or more days than months', () => {
    const at = (texts: string[]) =>
      texts.map((t, i) =>
        textLine(1, 100 + i * 10, [
          [40, 80, 'Fee'],
          [450, 471, t],
        ]),
      );
    expect(spacedMonthDay(at(['07 01', '07 02', '07 15']))).toBe(true);
    expect(spacedMonthDay(at(['07 01', '07 02', '07 05']))).toBe(true);
    expect(spacedMonthDay(at(['03 01', '07 02', '11 05']))).toBe(false);
    expect(spacedMonthDay(at(['07 01', '15 02', '07 16']))).toBe(false);
    expect(spacedMonthDay(at(['07 16', '07 18']))).toBe(false);
  });
});
