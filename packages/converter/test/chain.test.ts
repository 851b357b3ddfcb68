import { describe, expect, it } from 'vitest';
import type { LayoutProfile } from '../src/banks/profile';
import { decodeChain } from '../src/sign-plans';
import type { ClassifiedCell } from '../src/layout/classify-line';
import type { RawRow, RowKind } from '../src/layout/table';
import { parseAmount } from '../src/parse/amount';

// The balance chain as the judge of what each row is, on hand-built table rows.

const profile: LayoutProfile = { bank: 'Test', layout: 'test', detect: [], columns: [] };

const fig = (role: ClassifiedCell['role'], text: string, col: number): ClassifiedCell => ({
  role,
  text,
  amount: parseAmount(text),
  col,
});

let line = 0;
function row(desc: string, figures: ClassifiedCell[], balance: string | null, kind: RowKind = 'posting'): RawRow {
  return {
    kind,
    page: 1,
    row: ++line,
    dateText: kind === 'posting' ? '01/05/2025' : null,
    desc: [desc],
    ref: [],
    figures,
    balance: balance === null ? null : parseAmount(balance),
  };
}
const amount = (text: string) => [fig('amount', text, 2)];

const decode = (rows: RawRow[], opening: string | null = null, closing: string | null = null) =>
  decodeChain(
    {
      rows,
      opening: opening === null ? null : parseAmount(opening),
      closing: closing === null ? null : parseAmount(closing),
    },
    profile,
  );
const posted = (r: ReturnType<typeof decode>) => r.postings.map((p) => [p.row.desc[0], p.amount, p.balance]);

describe('rows that are not postings', () => {
  it(
    'a placeholder 0.00 balance and the collection attempt that restates ' + 'the balance after it are both notices',
    () => {
      const r = decode(
        [
          row('POS Purchase', amount('-100.00'), '900.00'),
          row('Eft Debit Order Insufficient Funds', amount('394.24'), '0.00'),
          row('Edo Collection Attempt', amount('-441.37'), '900.00'),
          row('Cash Withdrawal', amount('-50.00'), '850.00'),
        ],
        '1,000.00',
      );
      expect(posted(r)).toEqual([
        ['POS Purchase', -10000, 90000],
        ['Cash Withdrawal', -5000, 85000],
      ]);
      expect(r).toMatchObject({ notices: 2, fails: 0, opening: 100000 });
    },
  );

  it('a placeholder is a notice even when the row after it reconciles only once its lost sign is restored', () => {
    // No figure carries a mark (a soft-hyphen minus the text layer dropped): whichever sign a bare figure is
    // given, one placeholder is followed by a row whose sign must be restored.
    const r = decode(
      [
        row('Salary', amount('500.00'), '1,500.00'),
        row('Debit Order Stop Payment Request', [], '0.00'),
        row('Admin Fee', amount('50.00'), '1,450.00'),
        row('Interest', amount('200.00'), '1,650.00'),
        row('Card Replacement Requested', [], '0.00'),
        row('Refund', amount('100.00'), '1,750.00'),
        row('Cash Withdrawal', amount('10.00'), '1,740.00'),
      ],
      '1,000.00',
    );
    expect(posted(r)).toEqual([
      ['Salary', 50000, 150000],
      ['Admin Fee', -5000, 145000],
      ['Interest', 20000, 165000],
      ['Refund', 10000, 175000],
      ['Cash Withdrawal', -1000, 174000],
    ]);
    expect(r).toMatchObject({ notices: 2, fails: 0 });
  });
});

describe('the first row, with no opening balance before it', () => {
  it(
    'a row with no figure and a placeholder 0.00 balance before any posting ' +
      'is a notice: the chain starts at the row after it',
    () => {
      const r = decode([
        row('Debit Order Stop Payment Request', [], '0.00'),
        row('Admin Fee', amount('-229.62'), '1,777.42'),
        row('Salary', amount('3,558.02'), '5,335.44'),
      ]);
      expect(posted(r)).toEqual([
        ['Admin Fee', -22962, 177742],
        ['Salary', 355802, 533544],
      ]);
      expect(r).toMatchObject({ notices: 1, fails: 0, opening: 200704, openingDerived: true });
    },
  );

  it(
    'a first row whose only figure sits in a fee column is a posting by ' +
      'that fee, not a notice restating the opening',
    () => {
      const r = decode([
        row('Monthly Account Fee', [fig('fee', '46.12', 3)], '15,444.28'),
        row('Eft Credit Refund', [fig('credit', '1,920.61', 5)], '17,364.89'),
        row('Debit Order', [fig('debit', '304.02', 4)], '17,060.87'),
        row('Salary', [fig('credit', '10,963.16', 5)], '28,024.03'),
      ]);
      expect(posted(r)).toEqual([
        ['Monthly Account Fee', -4612, 1544428],
        ['Eft Credit Refund', 192061, 1736489],
        ['Debit Order', -30402, 1706087],
        ['Salary', 1096316, 2802403],
      ]);
      expect(r).toMatchObject({ opening: 1549040, notices: 0, fails: 0 });
    },
  );

  it(
    'a row with no figure whose balance the rows after it go on from ' +
      'restates the opening: a notice, and the opening is read, not worked ' +
      'out',
    () => {
      const r = decode([
        row('Card Replacement Requested', [], '2,007.04'),
        row('Admin Fee', amount('-229.62'), '1,777.42'),
      ]);
      expect(posted(r)).toEqual([['Admin Fee', -22962, 177742]]);
      expect(r).toMatchObject({ notices: 1, fails: 0, links: 1, opening: 200704, openingDerived: false });
    },
  );
});

describe('a bare opening line', () => {
  it(
    'takes the side of zero the first rows go on from under the signs their ' +
      'notation gives, not by supposing the first figure lost its sign',
    () => {
      const r = decode(
        [
          row('Online Purchase', amount('9,522.99'), '6,824.70'),
          row('Interest', amount('2,325.87Cr'), '4,498.83'),
          row('Salary', amount('10,000.00Cr'), '5,501.17Cr'),
          row('Fee', amount('1.17'), '5,500.00Cr'),
        ],
        '2,698.29',
      );
      expect(posted(r)).toEqual([
        ['Online Purchase', -952299, -682470],
        ['Interest', 232587, -449883],
        ['Salary', 1000000, 550117],
        ['Fee', -117, 550000],
      ]);
      expect(r).toMatchObject({ opening: 269829, fails: 0, repaired: 0 });
    },
  );
});

describe('signs inferred from the chain', () => {
  it('a balance whose minus was lost in the text layer takes the side of zero the chain goes on from', () => {
    const r = decode(
      [
        row('Rent', amount('-300.00'), '200.00'),
        row('Fee', amount('-50.00'), '250.00'),
        row('Salary', amount('400.00'), '150.00'),
      ],
      '100.00',
      '150.00',
    );
    expect(posted(r)).toEqual([
      ['Rent', -30000, -20000],
      ['Fee', -5000, -25000],
      ['Salary', 40000, 15000],
    ]);
    expect(r).toMatchObject({ fails: 0, opening: 10000, closing: 15000 });
  });

  it('an opening line printed bare beside balances marked Cr is in credit when the first row goes on from it', () => {
    const r = decode(
      [row('Rent', amount('-100.00'), '900.00 Cr'), row('Salary', amount('200.00'), '1,100.00 Cr')],
      '1,000.00',
      '1,100.00',
    );
    expect(r).toMatchObject({ fails: 0, opening: 100000, closing: 110000 });
    expect(r.plan.balanceBare).toBe(-1);
  });

  it('a carried-forward line printed bare confirms a balance marked Cr instead of breaking the chain', () => {
    const r = decode(
      [
        row('Rent', amount('-100.00'), '900.00 Cr'),
        row('CARRIED FORWARD', [], '900.00', 'checkpoint'),
        row('BROUGHT FORWARD', [], '900.00', 'checkpoint'),
        row('Salary', amount('200.00'), '1,100.00 Cr'),
      ],
      '1,000.00 Cr',
    );
    expect(r.checkpointBreaks).toEqual([]);
    expect(r).toMatchObject({ fails: 0, links: 4 });
  });

  it(
    "a figure column under no label takes a bare figure's sign from its own " +
      'notation: minus marks debits, so bare is a credit',
    () => {
      const unlabelled = (text: string) => [fig('unknown', text, 7)];
      const r = decode(
        [
          row('Rent', unlabelled('-100.00'), '900.00'),
          row('Salary', unlabelled('250.00'), '1,150.00'),
          row('Refund', unlabelled('50.00'), '1,200.00'),
        ],
        '1,000.00',
      );
      expect(posted(r)).toEqual([
        ['Rent', -10000, 90000],
        ['Salary', 25000, 115000],
        ['Refund', 5000, 120000],
      ]);
      expect(r).toMatchObject({ fails: 0, repaired: 0, links: 3 });
    },
  );

  it(
    'a debit column printing minus-marked and bare figures holds credits ' +
      'too (debit and credit columns collapsed into one)',
    () => {
      const debit = (text: string) => [fig('debit', text, 3)];
      const r = decode([
        row('Interest', debit('250.00'), '1,250.00'),
        row('Rent', debit('100.00-'), '1,150.00'),
        row('Salary', debit('500.00'), '1,650.00'),
      ]);
      expect(posted(r)).toEqual([
        ['Interest', 25000, 125000],
        ['Rent', -10000, 115000],
        ['Salary', 50000, 165000],
      ]);
      expect(r).toMatchObject({ fails: 0, repaired: 0, opening: 100000 });
    },
  );

  it(
    'with no running balance, a closing off by twice one bare figure (and ' +
      'no other) means that figure lost its minus',
    () => {
      const r = decode(
        [
          row('Salary', amount('500.00'), null),
          row('Rent', amount('120.00'), null),
          row('Fee', amount('-30.00'), null),
        ],
        '1,000.00',
        '1,350.00',
      );
      expect(posted(r)).toEqual([
        ['Salary', 50000, null],
        ['Rent', -12000, null],
        ['Fee', -3000, null],
      ]);
      expect(r).toMatchObject({ fails: 0, repaired: 1, closing: 135000 });
    },
  );

  it('with no running balance, a closing that two choices of figures would explain is left as a break', () => {
    const r = decode(
      [
        row('Salary', amount('500.00'), null),
        row('Rent', amount('120.00'), null),
        row('Refund', amount('120.00'), null),
      ],
      '1,000.00',
      '1,500.00',
    );
    expect(r).toMatchObject({ fails: 1, repaired: 0 });
  });
});

describe('an amount taken from the balance', () => {
  it(
    'a row with no figure whose balance the rows after it confirm gets the ' +
      "balance's move, marked as taken; a figure that only lost its sign is " +
      'not',
    () => {
      const r = decode(
        [
          row('Rent', amount('-100.00'), '900.00'),
          row('Debit Order', [], '650.00'),
          row('Fee', amount('5.00'), '645.00'),
          row('Salary', amount('400.00'), '1,045.00'),
        ],
        '1,000.00',
      );
      expect(posted(r)).toEqual([
        ['Rent', -10000, 90000],
        ['Debit Order', -25000, 65000],
        ['Fee', -500, 64500],
        ['Salary', 40000, 104500],
      ]);
      expect(r.postings.map((p) => p.filled === true)).toEqual([false, true, false, false]);
      expect(r).toMatchObject({ fails: 0, repaired: 2 });
    },
  );
});

describe("marks are the statement's word", () => {
  it('a figure marked Cr is never turned into a debit to make the balance move: the link is a break', () => {
    const r = decode(
      [row('Refund', amount('100.00 Cr'), '900.00'), row('Rent', amount('50.00'), '850.00')],
      '1,000.00 Cr',
    );
    expect(posted(r)[0]).toEqual(['Refund', 10000, 90000]);
    expect(r).toMatchObject({ fails: 1, repaired: 0 });
  });
});

describe('balance lines in the table', () => {
  it('a closing line the chain does not reach is a break, not the closing it ends on', () => {
    const r = decode(
      [row('Rent', amount('-100.00'), '900.00'), row('Closing Balance', [], '950.00', 'closing')],
      '1,000.00',
    );
    expect(r.fails).toBe(1);
  });
});

describe('columns whose effect is learned', () => {
  const withFee = (amountText: string, feeText: string, role: ClassifiedCell['role'] = 'fee') => [
    fig('amount', amountText, 2),
    fig(role, feeText, 3),
  ];

  it(
    'a fee column whose figures the balance moves by is booked: the chain ' +
      'takes it as moving (Capitec fee beside money out)',
    () => {
      const r = decode(
        [
          row('POS Purchase', withFee('-100.00', '-2.00'), '898.00'),
          row('Salary', amount('500.00'), '1,398.00'),
          row('Cash Withdrawal', withFee('-50.00', '-10.00'), '1,338.00'),
        ],
        '1,000.00',
      );
      expect(r.plan.moving.has(3)).toBe(true);
      // The posting moves the balance by amount and fee together; the fee is also kept apart, to be booked on its own.
      expect(r.postings.map((p) => [p.amount, p.fee])).toEqual([
        [-10200, -200],
        [50000, 0],
        [-6000, -1000],
      ]);
      expect(r.fails).toBe(0);
    },
  );

  it(
    'an accrued-charges column the balance never moves by is informational, ' +
      'never a debit (FNB accrued bank charges)',
    () => {
      const r = decode(
        [
          row('POS Purchase', withFee('-100.00', '2.00'), '900.00'),
          row('Salary', amount('500.00'), '1,400.00'),
          row('Cash Withdrawal', withFee('-50.00', '10.00'), '1,350.00'),
        ],
        '1,000.00',
      );
      expect(r.plan.moving.has(3)).toBe(false);
      expect(r.postings.map((p) => [p.amount, p.fee])).toEqual([
        [-10000, 0],
        [50000, 0],
        [-5000, 0],
      ]);
      expect(r.fails).toBe(0);
    },
  );

  // Charges accrued beside each row and debited in total at the period's end, in the same Fee column: the period's
  // rows (a fee and nothing else) had no amount, flagged, and the printed debits disagreed.
  it.each([
    ['debits in a column of their own, one charge at the end', 'debit', ['228.85']],
    ['signed amounts, two charges at the end', 'amount', ['228.85', '199.00']],
  ] as const)('a fee column that moves the balance only on a row of its own (%s)', (_, role, charged) => {
    const out = (text: string) => [fig(role, role === 'debit' ? text : `-${text}`, 2)];
    const rows = [
      row('ESKOM', out('100.00'), '900.00'),
      row('SALARIES', [...out('300.00'), fig('fee', '5.44', 3)], '600.00'),
      row('DEPOSIT', [fig('credit', '400.00', 4), fig('fee', '2.20', 3)], '1,000.00'),
    ];
    let balance = 100_000;
    for (const c of charged) {
      balance -= Math.round(Number(c) * 100);
      rows.push(row('SERVICE FEES FOR PERIOD', [fig('fee', c, 3)], (balance / 100).toFixed(2)));
    }
    const r = decode(rows, '1,000.00', (balance / 100).toFixed(2));
    expect(r.postings.map((p) => p.amount)).toEqual([
      -10000,
      -30000,
      40000,
      ...charged.map((c) => -Math.round(Number(c) * 100)),
    ]);
    expect([r.fails, r.repaired]).toEqual([0, 0]);
  });

  it('a figure column under no label is a candidate the chain decides on, as a fee column is', () => {
    const moving = decode(
      [row('Transfer', withFee('-100.00', '-5.00', 'unknown'), '895.00'), row('Deposit', amount('5.00'), '900.00')],
      '1,000.00',
    );
    expect(moving.plan.moving.has(3)).toBe(true);
    const informational = decode(
      [row('Transfer', withFee('-100.00', '-5.00', 'unknown'), '900.00'), row('Deposit', amount('5.00'), '905.00')],
      '1,000.00',
    );
    expect(informational.plan.moving.has(3)).toBe(false);
  });
});
