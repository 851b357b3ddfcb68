import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { PROFILES } from '../src/banks/index';
import { classifyLine } from '../src/layout/classify-line';
import { buildGrid } from '../src/layout/column-discovery';
import { matchHeader, type Column } from '../src/layout/header-labels';
import { findHeaderAt } from '../src/layout/header';
import { readTable } from '../src/layout/table';
import type { Line } from '../src/layout/lines';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';
import { textLine, type CellSpec } from './fixtures/text-lines';

const header: Column[] = [
  { role: 'date', x0: 109, x1: 128 },
  { role: 'description', x0: 167, x1: 215 },
  { role: 'debit', x0: 322, x1: 412 },
  { role: 'balance', x0: 495, x1: 555 },
];
let row = 0;
const line = (...cells: CellSpec[]): Line => {
  row += 1;
  return textLine(1, 800 - row * 12, cells, 8, row);
};

const lineAt = (page: number, y: number, ...cells: CellSpec[]): Line => ({ ...line(...cells), page, y });

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

  it(
    'a centred Description label over a wide cell still gets the ' +
      'description, with bracketed amounts in the text (Capitec 2018)',
    async () => {
      const v = VARIANTS['capitec-2018-stamped']!;
      const f = await makePerturbedFixture({ ...v, seed: 105 });
      expect(f.model.txs.some((t) => /\(R[\d.]+\)/.test(t.description))).toBe(true);
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
      expect(s.dataQuality.unknownDescriptions).toBe(0);
    },
  );
});

describe('the header and the lines right under it', () => {
  const fnb = PROFILES.find((p) => p.layout === 'fnb-current')!;
  const match = (l: Line) => matchHeader(l, fnb.columns, 4);
  const head = (page: number, y: number) =>
    lineAt(
      page,
      y,
      [43, 63, 'Date'],
      [80, 131, 'Description'],
      [366, 401, 'Amount'],
      [423, 458, 'Balance'],
      [493, 556, 'Accrued Bank'],
    );

  it('a label word spilled under the Description label is the last row going on, not part of the header', () => {
    const lines = [
      head(2, 764),
      lineAt(2, 752, [80, 111, 'Reference:']),
      lineAt(
        2,
        740,
        [43, 68, '14 Nov'],
        [80, 199, 'Interest Received'],
        [378, 401, '284.07'],
        [421, 458, '9,175.09Cr'],
      ),
    ];
    expect(findHeaderAt(lines, 0, match)?.span).toBe(1);
  });

  it('a label word stacked under a figure label (`Accrued Bank` / `Charges`) belongs to the header', () => {
    const lines = [
      head(2, 764),
      lineAt(2, 752, [518, 555, 'Charges']),
      lineAt(
        2,
        740,
        [43, 68, '14 Nov'],
        [80, 199, 'Interest Received'],
        [378, 401, '284.07'],
        [421, 458, '9,175.09Cr'],
      ),
    ];
    expect(findHeaderAt(lines, 0, match)?.span).toBe(2);
  });

  it('a page with no rows of its own reads its lines with the columns of the page before', () => {
    const rowsOf = (page: number, from: number) =>
      [0, 1, 2].map((i) =>
        lineAt(
          page,
          from - i * 12,
          [43, 68, `1${i} Nov`],
          [80, 199, 'Interest Received'],
          [359, 401, '1,400.49Cr'],
          [417, 458, '20,575.58Cr'],
        ),
      );
    const lines = [
      head(1, 764),
      ...rowsOf(1, 740),
      lineAt(1, 700, [80, 170, 'Payment From T Nkosi']),
      lineAt(1, 688, [80, 190, 'Ref']),
      // Page 2: the header, a label fragment the header did not take, the rest of the last row.
      head(2, 764),
      lineAt(2, 740, [518, 555, 'Charges']),
      lineAt(2, 728, [80, 124, 'Invoice 4925']),
    ];
    const { rows } = readTable(lines, fnb, (l) => (l.text.startsWith('Date') ? match(l) : null));
    expect(rows.at(-1)?.desc).toEqual(['Interest Received', 'Payment From T Nkosi', 'Ref', 'Invoice 4925']);
  });
});

describe('statements printed as two blocks of columns side by side', () => {
  it(
    'the left block keeps the lines of its last row when the right block is ' + 'read after it (Standard Bank card)',
    async () => {
      const f = await makePerturbedFixture({ layout: 'standard-bank-card', seed: 10, force: ['reference-spill'] });
      const s = await convertStatement(f.pdf);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
    },
  );
});

describe('columns read from every page under the same header', () => {
  const capitec = PROFILES.find((p) => p.layout === 'capitec-2022')!;
  const head = (page: number) =>
    lineAt(
      page,
      763,
      [43, 63, 'Date'],
      [102, 154, 'Description'],
      [244, 285, 'Category'],
      [337, 379, 'Money In'],
      [391, 441, 'Money Out'],
      [467, 487, 'Fee*'],
      [523, 559, 'Balance'],
    );
  const posting = (page: number, y: number, desc: string, category: string) =>
    lineAt(
      page,
      y,
      [43, 81, '31/12/2025'],
      [102, 179, desc],
      [244, 267, category],
      [416, 440, '(52.48)'],
      [525, 560, '27 616.62'],
    );

  it('a page with a single row still tells its category from its description', () => {
    const lines = [
      lineAt(1, 780, [40, 140, 'Transaction History']),
      head(1),
      ...[0, 1, 2, 3].map((i) => posting(1, 740 - i * 12, `POS Purchase ${i}`, i % 2 ? 'Digital' : 'Groceries')),
      head(2),
      posting(2, 738, '=1+2 Online Purchase', 'Digital'),
      lineAt(2, 726, [102, 144, 'Marketplace'], [244, 290, 'Subscriptions']),
    ];
    const { rows } = readTable(lines, capitec, (l) =>
      l.text.startsWith('Date') ? matchHeader(l, capitec.columns, 5) : null,
    );
    expect(rows.at(-1)?.desc).toEqual(['=1+2 Online Purchase', 'Marketplace']);
  });

  it('a description run on into the category column, one space short of it, is cut where the category starts', () => {
    const head2 = matchHeader(head(1), capitec.columns, 5)!;
    const rows = [
      ...[0, 1, 2].map((i) =>
        lineAt(
          1,
          740 - i * 12,
          [43, 95, '03/12/2025'],
          [103, 197, 'POS Purchase 14.99'],
          [242, 279, 'Digital'],
          [400, 437, '-572.38'],
          [516, 558, '3 894.09'],
        ),
      ),
      // Courier: 35 characters of 5.17 pt, `Transfer` starting at the category's edge.
      lineAt(
        1,
        700,
        [43, 95, '04/12/2025'],
        [103, 284, 'Magtape Credit Salary Blue Transfer'],
        [335, 377, '2 393.31'],
        [516, 558, '6 287.40'],
      ),
    ];
    const grid = buildGrid(head2, rows);
    expect(
      classifyLine(rows[3]!, grid)
        .filter((c) => !c.amount)
        .map((c) => [c.role, c.text]),
    ).toEqual([
      ['date', '04/12/2025'],
      ['description', 'Magtape Credit Salary Blue'],
      ['ignore', 'Transfer'],
    ]);
  });

  it('a statement of one row still tells its category from its description', () => {
    const grid = buildGrid(matchHeader(head(1), capitec.columns, 5)!, [
      posting(1, 738, '=1+2 Online Purchase', 'Digital'),
    ]);
    expect(
      classifyLine(posting(1, 738, '=1+2 Online Purchase', 'Digital'), grid)
        .map((c) => [c.role, c.text])
        .slice(1, 3),
    ).toEqual([
      ['description', '=1+2 Online Purchase'],
      ['ignore', 'Digital'],
    ]);
  });
});

describe('figure columns under labels set off to one side', () => {
  // A fee column that prints nothing on these rows, an amount column whose minus hangs past the figures' edge.
  const header: Column[] = [
    { role: 'date', x0: 40, x1: 121 },
    { role: 'description', x0: 139, x1: 232 },
    { role: 'ignoreAmount', x0: 367, x1: 430 },
    { role: 'amount', x0: 460, x1: 495 },
    { role: 'balance', x0: 506, x1: 543 },
  ];
  const rows = [
    line([40, 80, '2025/05/02'], [139, 202, 'Interest Received'], [461, 497, '10,450.06'], [516, 552, '16,655.87']),
    line(
      [40, 80, '2025/05/03'],
      [139, 238, 'Debit Order Old Mutual Unit'],
      [470, 501, '600.77-'],
      [516, 552, '16,055.10'],
    ),
    line([40, 80, '2025/05/04'], [139, 238, 'Eft Credit Refund'], [470, 497, '1,234.46'], [516, 552, '17,289.56']),
    line([40, 80, '2025/05/05'], [139, 238, 'Cash Withdrawal ATM'], [474, 501, '89.99-'], [516, 552, '17,199.57']),
  ];

  it('a column split by a hanging minus is one column: figures that never share a row may share a label', () => {
    const grid = buildGrid(header, rows);
    expect(rows.map((r) => classifyLine(r, grid).find((c) => c.amount && c.role !== 'balance')?.role)).toEqual([
      'amount',
      'amount',
      'amount',
      'amount',
    ]);
  });
});

describe('lines drawn over the description column', () => {
  const capitec = PROFILES.find((p) => p.layout === 'capitec-2018')!;
  const head = lineAt(
    1,
    766,
    [48, 88, 'Posting Date'],
    [101, 137, 'Transaction Date'],
    [352, 388, 'Description'],
    [401, 444, 'Money In (R)'],
    [457, 505, 'Money Out (R)'],
    [518, 555, 'Balance (R)'],
  );
  const posting = (y: number, desc: string) =>
    lineAt(
      1,
      y,
      [46, 81, '02/03/2018'],
      [99, 134, '02/03/2018'],
      [148, 211, desc],
      [481, 505, '-605.35'],
      [528, 555, '2 515.75'],
    );

  it('a note or stamp drawn deep inside the column is not the row above going on; a wrapped line is', () => {
    const lines = [
      head,
      posting(746, 'POS Purchase 14.99'),
      lineAt(1, 735, [148, 240, 'Apple.Com/Bil 412752*6823']),
      lineAt(1, 724, [300, 352, 'Received Sandton']),
      lineAt(1, 713, [300, 340, 'Teller 4 03']),
      posting(702, 'Debit Order Momentum'),
      lineAt(1, 691, [150, 187, 'Medical Aid']),
    ];
    const { rows } = readTable(lines, capitec, (l) => (l === head ? matchHeader(l, capitec.columns, 5) : null));
    expect(rows.map((r) => r.desc.join(' '))).toEqual([
      'POS Purchase 14.99 Apple.Com/Bil 412752*6823',
      'Debit Order Momentum Medical Aid',
    ]);
  });
});

describe('a footer printed right under the last row', () => {
  const sb = PROFILES.find((p) => p.layout === 'standard-bank-monthly')!;
  const head = lineAt(
    1,
    740,
    [40, 64, 'Details'],
    [341, 367, 'Service Fee'],
    [403, 425, 'Debits'],
    [447, 472, 'Credits'],
    [483, 499, 'Date'],
    [527, 554, 'Balance'],
  );
  const texts = [
    'Monthly Account Fee',
    'POS Purchase Engen Garage N1 City',
    'Eft Credit Refund',
    'Cash Withdrawal ATM Braamfontein',
    'Admin Fee 2.00 incl. Vat',
  ];
  const rows = Array.from({ length: 12 }, (_, i) => {
    const desc = texts[i % texts.length]!;
    return [
      lineAt(
        1,
        728 - i * 24,
        [40, 40 + desc.length * 4.2, desc],
        [391, 425, '52.47 Dr'],
        [483, 502, '12 16'],
        [520, 554, '12,989.01'],
      ),
      lineAt(1, 716 - i * 24, [40, 87, '412752*6823']),
    ];
  }).flat();

  it('a wrapped line made of label words (`Fee`) is the row going on, anywhere below the first row', () => {
    const wrapped = [
      lineAt(
        1,
        430,
        [40, 100, 'Monthly Account'],
        [395, 425, '52.47 Dr'],
        [483, 502, '12 16'],
        [520, 554, '12,936.54'],
      ),
      lineAt(1, 418, [40, 56, 'Fee']),
    ];
    const { rows: read } = readTable([head, ...rows, ...wrapped], sb, (l) =>
      l === head ? matchHeader(l, sb.columns, 5) : null,
    );
    expect(read.at(-1)?.desc).toEqual(['Monthly Account', 'Fee']);
  });

  it('a line far wider than the description column ever wraps (a legal footer) is not the last row going on', () => {
    const footer = lineAt(1, 420, [40, 330, 'Authorised financial services and registered credit provider (NCRCP15)']);
    const { rows: read } = readTable([head, ...rows, footer], sb, (l) =>
      l === head ? matchHeader(l, sb.columns, 5) : null,
    );
    expect(read.at(-1)?.desc).toEqual(['POS Purchase Engen Garage N1 City', '412752*6823']);
  });
});

describe('a figure drawn hard against the description before it', () => {
  const header: Column[] = [
    { role: 'date', x0: 33, x1: 60 },
    { role: 'description', x0: 94, x1: 150 },
    { role: 'amount', x0: 350, x1: 382 },
    { role: 'balance', x0: 510, x1: 548 },
  ];
  const rows = [
    line(
      [33, 79, '27 Nov 24'],
      [94, 318, 'POS Purchase 14.99 Apple.Com/Bil 412752*6823'],
      [337, 382, '621.31 Dr'],
      [502, 548, '38,942.88'],
    ),
    line(
      [33, 79, '28 Nov 24'],
      [94, 318, 'Cash Withdrawal ATM Braamfontein DEBIT ORDER'],
      [337, 382, '439.77 Dr'],
      [502, 548, '38,503.11'],
    ),
    // One space short of its column, pdfjs reads the figure into the description's piece.
    line(
      [33, 79, '28 Nov 24'],
      [94, 382, 'POS Purchase 14.99 Apple.Com/Bil 412752*6823 18,013.69 Dr'],
      [502, 548, '20,489.42'],
    ),
  ];

  it("is split off where it ends on its column's edge; a price inside the text is not", () => {
    const grid = buildGrid(header, rows);
    expect(classifyLine(rows[2]!, grid).map((c) => [c.role, c.text])).toEqual([
      ['date', '28 Nov 24'],
      ['description', 'POS Purchase 14.99 Apple.Com/Bil 412752*6823'],
      ['amount', '18,013.69 Dr'],
      ['balance', '20,489.42'],
    ]);
    expect(classifyLine(rows[0]!, grid).find((c) => c.role === 'description')?.text).toBe(
      'POS Purchase 14.99 Apple.Com/Bil 412752*6823',
    );
  });

  it(
    "is split off with no space at all after the text's last letter (`DEBIT " +
      "ORDER16,624.28`), where it ends on its column's edge",
    () => {
      const grid = buildGrid(header, rows);
      const glued = line(
        [33, 79, '29 Nov 24'],
        [94, 382, 'Online Purchase Marketplace DEBIT ORDER16,624.28'],
        [502, 548, '3,865.14'],
      );
      expect(classifyLine(glued, grid).map((c) => [c.role, c.text])).toEqual([
        ['date', '29 Nov 24'],
        ['description', 'Online Purchase Marketplace DEBIT ORDER'],
        ['amount', '16,624.28'],
        ['balance', '3,865.14'],
      ]);
      // Off the column's edge it is text: a code or a price printed in the description.
      const inText = line(
        [33, 79, '29 Nov 24'],
        [94, 300, 'Online Purchase Voucher BV16,624.28'],
        [337, 382, '52.47 Dr'],
        [502, 548, '3,812.67'],
      );
      expect(classifyLine(inText, grid).find((c) => c.role === 'description')?.text).toBe(
        'Online Purchase Voucher BV16,624.28',
      );
    },
  );
});

describe('two figures read into one piece', () => {
  // TymeBank with columns drawn close: money in and the balance, space-grouped, one space apart.
  const header: Column[] = [
    { role: 'date', x0: 65, x1: 81 },
    { role: 'description', x0: 222, x1: 260 },
    { role: 'fee', x0: 389, x1: 404 },
    { role: 'debit', x0: 425, x1: 462 },
    { role: 'credit', x0: 481, x1: 513 },
    { role: 'balance', x0: 526, x1: 552 },
  ];
  const rows = [
    line([46, 88, '02 Mar 2025'], [109, 194, 'Eft Credit Client Payment'], [486, 556, '11 101.04 21 927.26']),
    line(
      [46, 88, '02 Mar 2025'],
      [109, 227, 'POS Purchase 14.99 Apple.Com/Bil'],
      [440, 467, '(636.95)'],
      [523, 556, '21 290.31'],
    ),
    line([46, 88, '04 Mar 2025'], [109, 222, 'Magtape Credit Salary Blue Crane'], [490, 556, '3 335.48 24 073.23']),
  ];

  it('a figure and the date of the column beside it are two cells (`14,293.68 20250121`)', () => {
    const sbb = PROFILES.find((p) => p.layout === 'standard-bank-business')!;
    const head = lineAt(
      2,
      777,
      [44, 63, 'Page'],
      [142, 176, 'Details'],
      [258, 311, 'Service Fee'],
      [345, 369, 'Debit'],
      [406, 435, 'Credit'],
      [462, 481, 'Date'],
      [511, 544, 'Balance'],
    );
    const lines = [
      head,
      lineAt(
        2,
        766,
        [40, 45, '1'],
        [73, 154, 'Eft Credit Refund'],
        [401, 488, '14,293.68 20250121'],
        [511, 554, '15,603.86'],
      ),
      lineAt(
        2,
        743,
        [40, 45, '1'],
        [73, 212, 'POS Purchase @Home Canal Walk'],
        [355, 389, '-320.91'],
        [449, 488, '20250121'],
        [511, 554, '15,282.95'],
      ),
      lineAt(
        2,
        720,
        [40, 45, '1'],
        [73, 212, 'Cash Withdrawal ATM'],
        [355, 389, '-120.00'],
        [449, 488, '20250122'],
        [511, 554, '15,162.95'],
      ),
    ];
    const { rows: read } = readTable(lines, sbb, (l) => (l === head ? matchHeader(l, sbb.columns, 5) : null));
    expect(read[0]).toMatchObject({ dateText: '20250121', figures: [{ role: 'credit', text: '14,293.68' }] });
  });

  it("are two columns, cut after the first one's decimals (`11 101.04 21 927.26`)", () => {
    const grid = buildGrid(header, rows);
    expect(
      rows.map((r) =>
        classifyLine(r, grid)
          .filter((c) => c.amount)
          .map((c) => [c.role, c.text]),
      ),
    ).toEqual([
      [
        ['credit', '11 101.04'],
        ['balance', '21 927.26'],
      ],
      [
        ['debit', '(636.95)'],
        ['balance', '21 290.31'],
      ],
      [
        ['credit', '3 335.48'],
        ['balance', '24 073.23'],
      ],
    ]);
  });
});

describe('a wrapped middle line of a description', () => {
  const read = (layout: string, head: Line, body: Line[]) => {
    const p = PROFILES.find((x) => x.layout === layout)!;
    return readTable([head, ...body], p, (l) => (l === head ? matchHeader(l, p.columns, 4) : null)).rows.map((r) =>
      r.desc.join(' '),
    );
  };

  it(
    'stays in its row when each row prints its date against its description ' +
      "(the column's width read from the rows too)",
    () => {
      const head = lineAt(
        1,
        774,
        [39, 62, 'Date'],
        [98, 161, 'Transaction'],
        [355, 384, 'Debit'],
        [426, 460, 'Credit'],
        [515, 555, 'Balance'],
      );
      const posting = (y: number, text: string, x1: number) =>
        lineAt(1, y, [39, x1, text], [341, 384, '330.92Dr'], [506, 555, '12,819.24']);
      const wrapped = (y: number, text: string, x1: number) => lineAt(1, y, [98, x1, text]);
      const body = [
        posting(748, '02/06/2025 POS Purchase @Home Canal Walk', 255),
        wrapped(735, '412752*6823', 157),
        wrapped(722, 'INV2831 Acme Trading', 206),
        posting(709, '02/06/2025 POS Purchase 14.99 Apple.Com/Bil', 271),
        wrapped(696, '412752*6823', 157),
        wrapped(683, 'INV1232 Acme Trading', 206),
        posting(657, '03/06/2025 Admin Fee 2.00 incl. Vat', 228),
        wrapped(644, 'Reference: 20253144814', 217),
        posting(618, '04/06/2025 Interest Received', 190),
        wrapped(605, 'Reference: 20254184347', 217),
        posting(592, '04/06/2025 Magtape Credit Salary Blue Crane', 271),
        wrapped(579, 'Logistics (Pty) Ltd', 201),
        posting(566, '05/06/2025 POS Purchase 14.99 Apple.Com/Bil', 271),
        wrapped(553, '412752*6823', 157),
        wrapped(540, '412752*6823 20 Nov', 195),
        posting(501, '05/06/2025 POS Purchase Woolworths V&A Waterfront', 303),
        wrapped(488, '412752*6823', 157),
        wrapped(475, '412752*6823 01 Nov', 195),
        posting(448, '06/06/2025 Eft Credit Client Payment Project', 276),
        wrapped(435, 'Alpha Phase Two Deliverables', 249),
        wrapped(422, 'INV8895 Acme Trading', 206),
        posting(409, '07/06/2025 Monthly Account Fee', 201),
      ];
      expect(read('nedbank-internet', head, body)[7]).toBe(
        'Eft Credit Client Payment Project Alpha Phase Two Deliverables INV8895 Acme Trading',
      );
    },
  );

  it(
    'stays in its row in a narrow column wrapped by characters, though its ' +
      'letters run wider than most (`Withdrawal ATM`)',
    () => {
      const head = lineAt(
        1,
        710,
        [43, 90, 'Tran list no'],
        [123, 142, 'Date'],
        [192, 240, 'Description'],
        [258, 293, 'Fees (R)'],
        [320, 361, 'Debits (R)'],
        [433, 478, 'Credits (R)'],
        [507, 555, 'Balance (R)'],
      );
      let y = 700;
      const rowOf = (date: string, ...texts: [string, number][]) =>
        texts.map(([text, x1], i) => {
          y -= 11.2;
          return i === 0
            ? lineAt(1, y, [107, 142, date], [158, x1, text], [392, 419, '(479.33)'], [528, 555, '1,127.39'])
            : lineAt(1, y, [158, x1, text]);
        });
      const body = [
        ...rowOf('21/06/2025', ['Eft Credit', 188.4], ['Refund', 180.5]),
        ...rowOf('22/06/2025', ['FNB App', 188], ['Payment To J', 200.3], ['Smith Loan', 194], ['Repayment', 192.9]),
        ...rowOf(
          '24/06/2025',
          ['Eft Credit', 188.4],
          ['Client Payment', 205.7],
          ['Project Alpha', 200.5],
          ['Phase Two', 191.9],
          ['Deliverables', 196.8],
        ),
        ...rowOf(
          '26/06/2025',
          ['FNB App', 188],
          ['Payment To', 195.3],
          ['City Of', 181.1],
          ['Johannesburg', 200.3],
          ['Rates And', 190.1],
          ['Taxes', 176.2],
        ),
        ...rowOf('28/06/2025', ['Interest', 180.9], ['Received', 186.5]),
        ...rowOf('01/07/2025', ['FNB App', 188], ['Payment To', 195.3], ['Rent Flat 4', 192.1], ['Oak Avenue', 196.6]),
        ...rowOf('05/07/2025', ['=1+2 Online', 197.2], ['Purchase', 185.6], ['Marketplace', 196.4]),
        ...rowOf('08/07/2025', ['Debit Order', 194.9], ['Momentum', 193.8], ['Medical Aid', 196.6]),
        ...rowOf('12/07/2025', ['Cash', 173.1], ['Withdrawal ATM', 213.4], ['Sea Point Main', 205.4], ['Road', 174]),
        ...rowOf('13/07/2025', ['Admin Fee 2.00', 207.8], ['incl. Vat', 184.3]),
      ];
      expect(read('nedbank-monthly', head, body)[8]).toBe('Cash Withdrawal ATM Sea Point Main Road');
    },
  );
});

describe('a fee beside its amount, read into one piece', () => {
  // Capitec in a monospace font: money out and the fee column one space apart.
  const capitec: Column[] = [
    { role: 'date', x0: 40, x1: 58 },
    { role: 'description', x0: 98, x1: 150 },
    { role: 'credit', x0: 340, x1: 375 },
    { role: 'debit', x0: 392, x1: 435 },
    { role: 'fee', x0: 465, x1: 482 },
    { role: 'balance', x0: 525, x1: 555 },
  ];
  const lines = [
    line([36, 87, '24/12/2025'], [94, 200, 'Card Purchase Checkers'], [400, 430, '320.91 Dr'], [505, 551, '43 085.60']),
    line([36, 87, '25/12/2025'], [94, 200, 'Monthly Account Fee'], [434, 479, '7.50 Dr*'], [505, 551, '43 078.10']),
    line(
      [36, 87, '26/12/2025'],
      [94, 200, 'Cash Withdrawal'],
      [385, 430, '1 000.00 Dr'],
      [434, 479, '10.00 Dr*'],
      [505, 551, '42 068.10'],
    ),
  ];
  const figures = (l: Line) =>
    classifyLine(l, buildGrid(capitec, [...lines, l]))
      .filter((c) => c.amount)
      .map((c) => [c.role, c.text]);

  it('is two cells when each figure has its `Dr` and the fee its `*` marker (`1 404.80 Dr 14.22 Dr*`)', () => {
    const glued = line(
      [36, 87, '27/12/2025'],
      [94, 200, 'Debit Order Old Mutual'],
      [374, 479, '1 404.80 Dr 14.22 Dr*'],
      [505, 551, '40 649.08'],
    );
    expect(figures(glued)).toEqual([
      ['debit', '1 404.80 Dr'],
      ['fee', '14.22 Dr*'],
      ['balance', '40 649.08'],
    ]);
  });

  it(
    'is two cells when drawn with no gap at all, the fee starting right on ' +
      "the amount's `Dr` (`95.59 Dr11.46 Dr*`)",
    () => {
      const touching = line(
        [36, 87, '28/12/2025'],
        [94, 200, 'Debit Order Discovery Life'],
        [394, 479, '95.59 Dr11.46 Dr*'],
        [505, 551, '40 542.03'],
      );
      expect(figures(touching)).toEqual([
        ['debit', '95.59 Dr'],
        ['fee', '11.46 Dr*'],
        ['balance', '40 542.03'],
      ]);
    },
  );
});
