import { describe, expect, it } from 'vitest';
import { scoreProfiles } from '../src/banks/evidence';
import { PROFILES } from '../src/banks/index';
import type { Line } from '../src/layout/lines';
import { textLine, type CellSpec } from './fixtures/text-lines';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { convertStatement } from '../src/index';
import { num } from './fixtures/layouts/format';
import { Pen } from './fixtures/pen';
import { makePerturbedFixture, type PerturbedOptions } from './fixtures/perturb/index';
import { VARIANTS } from './fixtures/perturb/variants';

const line = (y: number, ...cells: CellSpec[]): Line => textLine(1, y, cells, 9);

describe('layout chosen by how much of the printed header it explains', () => {
  // An Absa cheque header without its title: the card layout finds its three labels in it too.
  const lines = [
    line(800, [40, 112, 'Absa Bank Limited']),
    line(
      787,
      [45, 65, 'Date'],
      [101, 152, 'Transaction'],
      [343, 374, 'Charge'],
      [405, 428, 'Debit'],
      [442, 505, 'Credit Amount'],
      [520, 555, 'Balance'],
    ),
    line(776, [101, 150, 'Description'], [394, 428, 'Amount']),
    line(764, [45, 83, '2/09/2024'], [101, 187, '=1+2 Online Purchase'], [399, 428, '642.67-'], [522, 556, '9 897.17']),
  ];

  it('a layout whose labels are half of a printed header scores below the one that names all of it', () => {
    const scores = scoreProfiles(
      PROFILES.filter((p) => p.bank === 'ABSA'),
      lines,
      'Absa Bank Limited',
    );
    const of = (layout: string) => scores.find((s) => s.profile.layout === layout)!.score;
    expect(of('absa-cheque')).toBeGreaterThan(of('absa-credit-card'));
  });
});

// A profile identified by a phrase another bank prints too (`Statement period: 2023-07-15`), or a bank's redesigned
// print, whose header has a column the profile has none for: its Reference column was read into every description,
// and the statement passed. Read by the generic layout, each column by its label.
describe('a profile whose header prints a column it has none for', () => {
  it.each([
    ['another bank with the same period line', 'Bank Zero', 'Statement Period: 2023-07-15 - 2023-08-14'],
    [
      "the profile's bank, redesigned",
      'Standard Bank',
      'Internet Banking   Statement period: 2023-07-15 to 2023-08-14',
    ],
  ])('%s: the reference stays out of the description', async (_, bank, period) => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
    pen.text(40, bank);
    pen.text(40, period, 8);
    pen.line(
      [
        [40, 'Date'],
        [110, 'Transaction Description'],
        [260, 'Reference'],
        [-400, 'Debits'],
        [-470, 'Credits'],
        [-545, 'Balance'],
      ],
      10,
    );
    pen.line([
      [110, 'Opening Balance'],
      [-545, '1,000.00'],
    ]);
    const rows: [string, string, string, string, number][] = [
      ['2023-07-19', 'ATM Withdrawal', 'ATM Gateway', '70759653', -20_000],
      ['2023-07-24', 'EFT Credit', 'From: T Naidoo', '35700755', 150_000],
      ['2023-08-02', 'Debit Order', 'Planet Fitness', '46223923', -45_050],
    ];
    let balance = 100_000;
    for (const [date, first, second, ref, amount] of rows) {
      balance += amount;
      pen.line([
        [40, date],
        [110, first],
        [260, ref],
        amount < 0 ? [-400, num(-amount)] : [-470, num(amount)],
        [-545, num(balance)],
      ]);
      pen.line([[110, second]]);
    }
    pen.line([
      [110, 'Closing Balance'],
      [-545, num(balance)],
    ]);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.description, t.reference, Math.round((t.amount ?? 0) * 100)])).toEqual(
      rows.map(([, first, second, ref, amount]) => [`${first} ${second}`, ref, amount]),
    );
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A bank's redesigned print with Money In and Money Out columns its profile does not know: the profile read the money
// in into the description and took the row's amount from the balances; its name and phrases still won, with a break.
describe('a profile that finds no amount in a row the generic layout reads whole', () => {
  it.each(['Standard Bank', 'Nedbank', 'Absa Bank'])('%s: the money in is the amount, not words', async (bank) => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 7.5);
    pen.text(40, bank);
    pen.text(40, 'Cheque Account - Tax Invoice / Statement', 8);
    pen.text(40, 'Account number: 6232412983', 4);
    pen.text(40, 'From 1 Jul 2025 to 31 Jul 2025', 4);
    pen.line(
      [
        [40, 'Date'],
        [90, 'Description'],
        [-405, 'Money In'],
        [-475, 'Money Out'],
        [-555, 'Balance'],
      ],
      10,
    );
    pen.line([
      [90, 'OPENING BALANCE'],
      [-555, num(2_281_463)],
    ]);
    const rows: [string, string, number][] = [
      ['01/07/2025', 'DEBIT ORDER DR OLD MUTUAL POLICY 6332845698', -29_974],
      ['08/07/2025', 'PAYMENT TO BOLAND PROPERTY MANAGEMENT TRUST', -173_104],
      ['11/07/2025', 'ATM WITHDRAWAL R200 CANAL WALK 14:43', -20_000],
      ['25/07/2025', 'CREDIT REFUND TAKEALOT ORDER 26672026', 98_768],
      ['26/07/2025', 'END OF MONTH SWEEP TO CALL ACC 62170469541', -340_000],
    ];
    let balance = 2_281_463;
    for (const [date, desc, amount] of rows) {
      balance += amount;
      pen.line([
        [40, date],
        [90, desc],
        amount > 0 ? [-405, num(amount)] : [-475, `-${num(-amount)}`],
        [-555, num(balance)],
      ]);
    }
    pen.line([
      [90, 'Balance at date of statement'],
      [-555, num(balance)],
    ]);
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.description, Math.round((t.amount ?? 0) * 100)])).toEqual(
      rows.map(([, desc, amount]) => [desc, amount]),
    );
    expect([s.dataQuality.balanceCheck, s.dataQuality.breaks]).toEqual(['passed', []]);
  });
});

// A bank's online history print with a Channel column its profile has none for (Date | Channel | Narrative), each
// row set beside the middle of its description, the channel's own words wrapped too (`Debit` over `Order`): the
// channel was read into every description, between its lines, and the statement passed.
describe('a history print with a channel column', () => {
  it('leaves the channel out of the description, its wrapped words too', async () => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Courier), 8);
    pen.text(40, 'Standard Bank');
    pen.text(40, 'Savings Account 10569987887');
    pen.text(40, 'Transactions from 01 Sep 2024 to 30 Sep 2024', 8);
    pen.line(
      [
        [40, 'Date'],
        [125, 'Channel'],
        [172, 'Narrative'],
        [-423, 'Payments'],
        [-487, 'Deposits'],
        [-555, 'Balance (R)'],
      ],
      10,
    );
    const rows: [string, string[], string[], number][] = [
      ['2024/09/01', ['', 'POS'], ['POS Purchase', 'Mr Price Canal Walk', 'Card ***3692 01/09'], -225_871],
      ['2024/09/02', ['EFT'], ['Payment From T Mokoena'], 286_371],
      ['2024/09/06', ['Debit', '', 'Order'], ['Debit Order', '', 'OUTSURANCE 98127734'], -175_210],
      ['2024/09/08', ['Debit', '', 'Order'], ['Debit Order', '', 'SANLAM 7712'], -99_318],
    ];
    let balance = 4_527_663;
    for (const [date, channel, narrative, amount] of rows) {
      balance += amount;
      const middle = Math.floor(narrative.length / 2);
      narrative.forEach((text, i) => {
        const cells: [number, string][] = [];
        if (i === middle) cells.push([40, date]);
        if (channel[i]) cells.push([125, channel[i] as string]);
        if (text) cells.push([172, text]);
        if (i === middle) cells.push([amount < 0 ? -423 : -487, num(amount)], [-555, num(balance)]);
        pen.line(cells);
      });
      pen.line([], 4);
    }
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.description, Math.round((t.amount ?? 0) * 100)])).toEqual(
      rows.map(([, , narrative, amount]) => [narrative.filter(Boolean).join(' '), amount]),
    );
  });
});

// FNB's history print has a Channel column its profiles have none for, so the generic layout reads it; under its
// rows, `Turnover for Statement Period` over `No. Debit Transactions 31 38,964.68 Dr`. Before, the count and the
// total were read as one figure (3,138,964.68) no row took, and the statement was flagged for it.
describe("a history print's turnover under its rows", () => {
  it.each([104, 105])('ends the rows, its counts and totals no postings (seed %i)', async (seed) => {
    const f = await makePerturbedFixture({ ...(VARIANTS['fnb-history-print'] as PerturbedOptions), seed });
    const s = await convertStatement(f.pdf);
    expect(s.layout).toBe('generic');
    expect(s.dataQuality.breaks).toEqual([]);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A Capitec print redesigned with a `Bank Charges` column beside the amounts, dated as Standard Bank's old print is:
// that profile has no fee column, so it read each fee into its row's description and worked the row's amount out from
// the balances, and the statement was flagged. Read by the generic layout, the fee is the row's amount.
describe('a profile whose header prints a fee column it has none for', () => {
  it('reads the fee as the amount, not as words', async () => {
    const doc = await PDFDocument.create();
    const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), 8);
    pen.text(40, 'Capitec', 4);
    pen.text(40, 'Statement period: 2024-08-01 to 2024-08-31', 8);
    pen.line([
      [40, 'Global One Account'],
      [150, 'Account number: 92 1091 1670'],
    ]);
    pen.line(
      [
        [40, 'Date'],
        [101, 'Value Date'],
        [161, 'Transaction'],
        [-414, 'Bank Charges'],
        [-480, 'Amount'],
        [-555, 'Balance'],
      ],
      4,
    );
    pen.line([
      [40, '2024-08-01'],
      [161, 'Balance brought forward'],
      [-555, `R${num(1_355_201)}`],
    ]);
    // Mostly ordinary rows, as a month is: the profile's marks outweighed the few fees' amounts worked out.
    const rows: [string, string, number, boolean][] = Array.from({ length: 24 }, (_, k) => {
      const date = `2024-08-${String(k + 1).padStart(2, '0')}`;
      if (k % 12 === 7) return [date, k < 12 ? 'Cash Withdrawal Fee' : 'Monthly Account Fee', -(3_750 + k * 100), true];
      return k % 3 === 0
        ? [date, `Salary|Vula Engineering CC ${k}`, 250_146 + k * 1_000, false]
        : [date, `POS Purchase|Spar Kloof Street ${k}`, -(52_258 + k * 700), false];
    });
    let balance = 1_355_201;
    for (const [date, desc, amount, fee] of rows) {
      balance += amount;
      const figure = amount < 0 ? (fee ? `-${num(amount)}` : `(${num(amount)})`) : num(amount);
      const [first, second] = desc.split('|');
      pen.line([
        [40, date],
        [101, date],
        [161, first as string],
        [fee ? -414 : -480, figure],
        [-555, `R${num(balance)}`],
      ]);
      if (second) pen.text(161, second);
    }
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.description, Math.round((t.amount ?? 0) * 100)])).toEqual(
      rows.map(([, desc, amount]) => [desc.replace('|', ' '), amount]),
    );
    expect(s.dataQuality.breaks).toEqual([]);
  });
});

// An online history print labels its channel column on two lines, over and under the header's line (`Transaction` /
// `type`), its upper word touching the next label or not. Before, the upper word alone named a second description
// column (or merged into `Details`), the channel went into every description, and where the lower word had flagged
// the first row it passed once that word was known as the header's.
describe("a channel column labelled over and under the header's line", () => {
  it.each([
    ['apart from the next label', 12],
    ['touching the next label', -1],
  ])('leaves the channel out of the description (%s)', async (_, gap) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const pen = new Pen(doc, font, 8);
    const details = 126 + font.widthOfTextAtSize('Transaction', 8) + gap;
    pen.text(40, 'TymeBank Internet Banking');
    pen.text(40, 'Business Account 51688154961');
    pen.text(40, 'Showing transactions from 10 Dec 2023 to 20 Jan 2024', 8);
    pen.text(126, 'Transaction');
    pen.line([
      [49, 'Posting date'],
      [details, 'Details'],
      [327, 'Status'],
      [-463, 'Amount (R)'],
      [-556, 'Running balance'],
    ]);
    pen.text(126, 'type', 6);
    const rows: [string, string, string, string, number][] = [
      ['11/12/2023', 'POS', 'POS Purchase Woolworths', 'Sandton Card ***8745', -179_470],
      ['11/12/2023', 'EFT', 'Salary BLUE CRANE', 'SAL DEC23', 1_824_806],
      ['13/12/2023', 'Fee', 'Immediate Payment Fee', '', -7_500],
      ['14/12/2023', 'App', 'Payment To T Mokoena', 'INV 2024/656', -838_027],
    ];
    let balance = 4_652_999;
    for (const [date, channel, first, second, amount] of rows) {
      balance += amount;
      pen.line([
        [49, date],
        [126, channel],
        [details, first],
        [327, 'Successful'],
        [-463, `${amount < 0 ? '-' : ''}R${num(amount)}`],
        [-556, `R ${num(balance)}`],
      ]);
      if (second) pen.text(details, second);
    }
    const s = await convertStatement(await doc.save());
    expect(s.transactions.map((t) => [t.description, Math.round((t.amount ?? 0) * 100)])).toEqual(
      rows.map(([, , first, second, amount]) => [`${first} ${second}`.trim(), amount]),
    );
  });
});
