import { describe, expect, it } from 'vitest';
import { genericProfile } from '../src/banks/generic';
import { buildStatement } from '../src/build-statement';
import { convertStatement } from '../src/index';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { textLine } from './fixtures/text-lines';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Pen } from './fixtures/pen';

// Issue 18, item 4: columns no profile names — a reference before the description, a value date and a channel after
// it, a VAT figure beside fee rows, an interest rate on every row.

describe('column kinds no profile names', () => {
  const header = textLine(1, 700, [
    [40, 60, 'Date'],
    [90, 130, 'Reference'],
    [150, 200, 'Description'],
    [300, 330, 'Debit'],
    [360, 390, 'Credit'],
    [410, 430, 'VAT'],
    [450, 470, 'Rate'],
    [520, 555, 'Balance'],
  ]);
  const row = (
    y: number,
    date: string,
    ref: string,
    desc: string,
    debit: string,
    credit: string,
    vat: string,
    bal: string,
  ) =>
    textLine(1, y, [
      [40, 80, date],
      [90, 130, ref],
      [150, 230, desc],
      ...(debit ? [[300, 330, debit] as [number, number, string]] : []),
      ...(credit ? [[360, 390, credit] as [number, number, string]] : []),
      ...(vat ? [[412, 430, vat] as [number, number, string]] : []),
      [452, 470, '7.25'],
      [520, 555, bal],
    ]);
  const lines = [
    textLine(1, 720, [[40, 200, 'Opening balance 1000.00']]),
    header,
    row(690, '2025-03-01', 'FT100001X', 'Payment received', '', '500.00', '', '1500.00'),
    row(680, '2025-03-02', 'FT100002X', 'Monthly fee', '11.50', '', '1.50', '1488.50'),
    row(670, '2025-03-03', 'FT100003X', 'Groceries', '88.50', '', '', '1400.00'),
    textLine(1, 650, [[40, 200, 'Closing balance 1400.00']]),
  ];

  it('books a fee at its full amount, VAT included, and counts the VAT and the rate as read', () => {
    const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((t) => [t.description, t.amount, t.reference])).toEqual([
      ['Payment received', 500, 'FT100001X'],
      ['Monthly fee', -11.5, 'FT100002X'],
      ['Groceries', -88.5, 'FT100003X'],
    ]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
    expect(s.dataQuality.breaks).toEqual([]);
  });

  // Printed with its `%` the rate is no figure: before, from a rate column between the description and the amounts,
  // it was read into the description (`Debit order savings 8.25%`) and the statement passed.
  // Read by a profile whose header names no rate (Standard Bank's internet-banking print), the same.
  const prints = [
    {
      print: 'no bank named',
      layout: 'generic',
      head: ['Notice Deposit Statement', 'Statement period: 1 October 2024 to 31 October 2024'],
    },
    {
      print: "Standard Bank's internet banking",
      layout: 'standard-bank-2015',
      head: [
        'Standard Bank',
        'Internet Banking: Notice Deposit Statement',
        'Statement period: 2024-10-01 to 2024-10-31',
      ],
    },
  ];
  it.each(
    [
      { rates: 'every rate', rate: (_: number) => '8.25%' },
      { rates: 'every other rate', rate: (i: number) => (i % 2 ? '8.25' : '8.25%') },
    ].flatMap((r) => prints.map((p) => ({ ...r, ...p }))),
  )(
    'reads a rate printed with a percent sign aside, never in the description ($rates, $print)',
    async ({ rate, layout, head }) => {
      const doc = await PDFDocument.create();
      const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 9);
      head.forEach((h, i) => pen.text(30, h, i === head.length - 1 ? 10 : 0));
      pen.line([
        [30, 'Date'],
        [100, 'Description'],
        [-330, 'Rate'],
        [-420, 'Amount'],
        [-520, 'Balance'],
      ]);
      pen.line([
        [100, 'Opening balance'],
        [-520, '1,000.00'],
      ]);
      const rows: [string, string, string, string][] = [
        ['2024-10-04', 'Debit order savings', '500.00', '1,500.00'],
        ['2024-10-05', 'Capitalised interest', '10.00', '1,510.00'],
        ['2024-10-08', 'Transfer to main account', '110.00-', '1,400.00'],
      ];
      rows.forEach(([date, desc, amount, bal], i) =>
        pen.line([
          [30, date],
          [100, desc],
          [-330, rate(i)],
          [-420, amount],
          [-520, bal],
        ]),
      );
      const s = await convertStatement(await doc.save());
      expect(s.layout).toBe(layout);
      expect(s.transactions.map((t) => [t.description, t.amount])).toEqual([
        ['Debit order savings', 500],
        ['Capitalised interest', 10],
        ['Transfer to main account', -110],
      ]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
    },
  );

  it('books VAT charged on top of a fee with the fee, where the balance moves by both', () => {
    const onTop = lines.map((l) =>
      l.text.includes('Monthly fee')
        ? row(680, '2025-03-02', 'FT100002X', 'Monthly fee', '10.00', '', '1.50', '1488.50')
        : l,
    );
    const s = buildStatement(onTop, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((t) => t.amount)).toEqual([500, -11.5, -88.5]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });

  it.each([
    'generic-reference-value-date-channel',
    'generic-signed-vat-rate',
    'generic-column-kinds-afrikaans',
    'generic-signed-rate-afrikaans',
    // A cheque number before the description and a branch code after it: the descriptions were the cheque numbers.
    'generic-cheque-number-branch',
    'generic-signed-cheque-number-branch-afrikaans',
  ])('%s: every row exact, reconciled', async (name) => {
    for (const seed of [11, 101]) {
      const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.balanceCheck).toBe('passed');
      // The reference is the row's own, never in its description.
      if (name === 'generic-reference-value-date-channel' || name === 'generic-column-kinds-afrikaans')
        expect(s.transactions.every((t) => /^FT\d{6}X$/.test(t.reference ?? ''))).toBe(true);
      if (name.includes('cheque')) expect(s.transactions.every((t) => /^\d{6}$/.test(t.reference ?? ''))).toBe(true);
    }
  });
});

describe("a savings print's accrued interest and available balance", () => {
  // Savings and notice-deposit prints: an `Interest Accrued` column whose notes (a date, `Interest accrued`, that
  // figure) are no postings, and an available balance (less the notice's hold) beside the running balance. Before,
  // each note was booked as money in and the chain ran on the available balance: rows flagged or wrong.
  const draw = async (header: [number, string][][], accruedWords: string) => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 9);
    pen.text(30, 'Notice Deposit Statement');
    pen.text(30, 'Statement period: 1 October 2024 to 31 October 2024', 10);
    for (const l of header) pen.line(l);
    pen.line([
      [100, 'Opening balance'],
      [-560, '1,000.00'],
    ]);
    const rows: [string, string, string, string, string, string][] = [
      ['2024-10-04', 'Debit order savings', '500.00', '', '500.00', '1,500.00'],
      ['2024-10-05', accruedWords, '', '12.40', '', ''],
      ['2024-10-08', 'Transfer to main account', '-110.00', '', '390.00', '1,390.00'],
      ['2024-10-09', accruedWords, '', '13.10', '', ''],
      ['2024-10-12', 'Capitalised interest', '25.50', '', '415.50', '1,415.50'],
    ];
    for (const [date, desc, amount, accrued, available, bal] of rows)
      pen.line(
        [
          [30, date],
          [100, desc],
          [-330, amount],
          [-400, accrued],
          [-480, available],
          [-560, bal],
        ].filter(([, t]) => t !== '') as [number, string][],
      );
    pen.line([
      [100, 'Closing balance'],
      [-560, '1,415.50'],
    ]);
    return convertStatement(await doc.save());
  };
  const oneLine: [number, string][][] = [
    [
      [30, 'Date'],
      [100, 'Description'],
      [-330, 'Amount'],
      [-400, 'Interest Accrued'],
      [-480, 'Available Balance'],
      [-560, 'Balance'],
    ],
  ];
  const stacked: [number, string][][] = [
    [
      [-400, 'Interest'],
      [-480, 'Available'],
    ],
    [
      [30, 'Date'],
      [100, 'Description'],
      [-330, 'Amount'],
      [-400, 'Accrued'],
      [-480, 'Balance'],
      [-560, 'Balance'],
    ],
  ];

  it.each([
    { header: 'on one line', lines: oneLine, words: 'Interest accrued' },
    { header: 'stacked over two lines', lines: stacked, words: 'Accrued interest to date' },
  ])(
    'books no note of interest accrued and runs the chain on the balance (header $header)',
    async ({ lines, words }) => {
      const s = await draw(lines, words);
      expect(s.transactions.map((t) => [t.date, t.description, t.amount])).toEqual([
        ['2024-10-04', 'Debit order savings', 500],
        ['2024-10-08', 'Transfer to main account', -110],
        ['2024-10-12', 'Capitalised interest', 25.5],
      ]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(s.dataQuality.breaks).toEqual([]);
      expect(s.closingBalance).toBe(1415.5);
    },
  );

  it.each(['generic-accrued-available', 'generic-signed-accrued-available-afrikaans'])(
    '%s: no note booked, no row wrong, reconciled or its break named',
    async (name) => {
      let passed = 0;
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const f = await makePerturbedFixture({ ...VARIANTS[name]!, seed });
        const s = await convertStatement(f.pdf);
        expect(s.transactions.map((t) => ({ date: t.date, description: t.description, amount: t.amount }))).toEqual(
          f.expected,
        );
        if (s.dataQuality.balanceCheck === 'passed') passed++;
        else expect(s.dataQuality.breaks.length).toBeGreaterThan(0);
      }
      expect(passed).toBeGreaterThanOrEqual(7);
    },
  );
});

describe('a column of row numbers', () => {
  // `No. | Date | Description | ...` with 1, 2, 3 ... down the first column: the numbers went into the descriptions.
  const header = textLine(1, 700, [
    [40, 55, 'No.'],
    [70, 90, 'Date'],
    [130, 180, 'Description'],
    [330, 360, 'Debit'],
    [400, 430, 'Credit'],
    [500, 540, 'Balance'],
  ]);
  const row = (y: number, n: string, date: string, desc: string, debit: string, credit: string, bal: string) =>
    textLine(1, y, [
      [40, 46, n],
      [70, 115, date],
      [130, 260, desc],
      ...(debit ? [[330, 360, debit] as [number, number, string]] : []),
      ...(credit ? [[400, 430, credit] as [number, number, string]] : []),
      [500, 540, bal],
    ]);

  it('is left out of the descriptions, and the rows read as printed', () => {
    const lines = [
      textLine(1, 720, [[40, 200, 'Opening balance 1000.00']]),
      header,
      row(690, '1', '2025-03-01', 'Payment received', '', '500.00', '1500.00'),
      row(680, '2', '2025-03-02', 'Monthly fee', '11.50', '', '1488.50'),
      row(670, '3', '2025-03-03', 'Groceries', '88.50', '', '1400.00'),
      row(660, '4', '2025-03-04', 'Airtime 0825550199', '29.00', '', '1371.00'),
      textLine(1, 650, [[40, 200, 'Closing balance 1371.00']]),
    ];
    const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((t) => [t.date, t.description, t.amount])).toEqual([
      ['2025-03-01', 'Payment received', 500],
      ['2025-03-02', 'Monthly fee', -11.5],
      ['2025-03-03', 'Groceries', -88.5],
      ['2025-03-04', 'Airtime 0825550199', -29],
    ]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

describe('a reference column headed with the short word', () => {
  // `Date | Ref | Narrative | ...` (or `Verw`): before, the column was not a reference, every row's reference held its
  // narrative and the description began with the reference number, passed.
  it.each(['Ref', 'Ref.', 'Verw'])('under %s, keeps each reference apart from the description', (label) => {
    const cols: [number, number][] = [
      [40, 80],
      [90, 150],
      [170, 300],
      [380, 420],
      [500, 540],
    ];
    const at = (y: number, cells: string[]) =>
      textLine(
        1,
        y,
        cells.flatMap((s, i) => (s ? [[...(cols[i] as [number, number]), s] as [number, number, string]] : [])),
      );
    const lines = [
      textLine(1, 720, [[40, 200, 'Opening balance 1000.00']]),
      at(700, ['Date', label, 'Narrative', 'Amount', 'Balance']),
      at(690, ['2025-03-01', 'FT25060J11', 'Payment received', '500.00', '1500.00']),
      at(680, ['2025-03-02', '864135', 'Monthly fee', '-11.50', '1488.50']),
      at(670, ['2025-03-03', '000123456789', 'Groceries', '-88.50', '1400.00']),
      textLine(1, 650, [[40, 200, 'Closing balance 1400.00']]),
    ];
    const s = buildStatement(lines, 1, genericProfile, { uploadedAt: new Date('2025-06-01') }).statement;
    expect(s.transactions.map((t) => [t.reference, t.description, t.amount])).toEqual([
      ['FT25060J11', 'Payment received', 500],
      ['864135', 'Monthly fee', -11.5],
      ['000123456789', 'Groceries', -88.5],
    ]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});
