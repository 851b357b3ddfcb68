import { describe, expect, it } from 'vitest';
import { convertStatement } from '../src/index';
import { findFurniture } from '../src/layout/furniture';
import type { Line } from '../src/layout/lines';
import { makePerturbedFixture } from './fixtures/perturb/index';
import { textLine, type CellSpec } from './fixtures/text-lines';

const URL = 'https://www.standardbank.co.za/statements/print?view=5239';
const line = (page: number, y: number, ...cells: CellSpec[]): Line => textLine(page, y, cells, 9);
const row = (page: number, y: number, desc: string, amount: string, balance: string): Line =>
  line(page, y, [40, 160, desc], [391, 425, amount], [483, 502, '01 03'], [520, 554, balance]);

describe('running headers printed in other places than on page 1', () => {
  // Page 1: letterhead, then the header; page 2 (header printed once): a shorter letterhead in another order, a
  // reference spilled from the last row of page 1, then rows.
  const page1 = [
    line(1, 800, [40, 248, URL], [493, 555, '23/07/2025, 10:15']),
    line(1, 788, [40, 90, 'Standard Bank']),
    line(1, 775, [40, 217, 'Current Account Account Number 10 12 345 678 9']),
    line(
      1,
      740,
      [40, 64, 'Details'],
      [354, 367, 'Fee'],
      [403, 425, 'Debits'],
      [447, 472, 'Credits'],
      [483, 499, 'Date'],
      [527, 554, 'Balance'],
    ),
    row(1, 728, 'Monthly Account Fee', '52.47 Dr', '12,989.01'),
    row(1, 86, 'POS Purchase 14.99 Apple.Com/Bil', '38.10 Dr', '92,548.28'),
  ];
  const page2 = [
    line(2, 800, [40, 90, 'Standard Bank']),
    line(2, 788, [40, 156, 'Account Number 10 12 345 678 9']),
    line(2, 775, [40, 248, URL], [493, 555, '23/07/2025, 10:15']),
    line(2, 763, [40, 87, '412752*6823']),
    row(2, 750, 'Monthly Account Fee', '49.55 Dr', '92,498.73'),
  ];

  it(
    'a running header that repeats the letterhead above the table is ' +
      'furniture, at any height; a spilled reference is not',
    () => {
      const { repeated } = findFurniture([...page1, ...page2], 2);
      expect(page2.filter((l) => repeated.has(l)).map((l) => l.text)).toEqual([
        'Standard Bank',
        'Account Number 10 12 345 678 9',
        `${URL} 23/07/2025, 10:15`,
      ]);
      expect(page1.some((l) => repeated.has(l))).toBe(false);
    },
  );

  it(
    'never glues a repeated title or URL into the description of the row ' +
      'before it (Standard Bank print, header once)',
    async () => {
      const f = await makePerturbedFixture({
        layout: 'standard-bank-monthly',
        seed: 1,
        force: ['header-wrap', 'running-header', 'header-once'],
      });
      const s = await convertStatement(f.pdf);
      expect(s.pages).toBeGreaterThan(1);
      expect(s.transactions.filter((t) => /https:|Account Number|Standard Bank/.test(t.description))).toEqual([]);
      expect(s.transactions.map(({ date, description, amount }) => ({ date, description, amount }))).toEqual(
        f.expected,
      );
    },
  );
});

describe('a description spilled over the page', () => {
  const arow = (page: number, y: number, desc: string) =>
    line(page, y, [40, 88, '2025/05/15'], [149, 279, desc], [458, 482, '39.43'], [509, 552, '56,396.05']);
  const top = (page: number) => [
    line(page, 800, [40, 98, 'African Bank']),
    line(page, 788, [40, 314, 'https://www.africanbank.co.za/statements/print?view=90169']),
  ];
  // Header on page 1 only; pages 2 and 3 each start with the word the last row overleaf spilled, at the same height.
  const lines = [
    ...top(1),
    line(1, 765, [40, 70, 'Date'], [149, 210, 'Description'], [440, 482, 'Amount'], [509, 552, 'Balance']),
    arow(1, 753, 'Debit Order Old Mutual Unit'),
    ...top(2),
    line(2, 777, [149, 178, 'Trusts']),
    line(2, 765, [149, 216, 'Ref 4255954865']),
    arow(2, 753, 'Debit Order Old Mutual Unit'),
    ...top(3),
    line(3, 777, [149, 178, 'Trusts']),
    line(3, 765, [149, 245, 'INV8333 Acme Trading']),
    arow(3, 753, 'Interest Received'),
  ];

  it('is not a running header, even when it spills twice at the same height', () => {
    const { repeated } = findFurniture(lines, 3);
    expect(lines.filter((l) => repeated.has(l) && l.page > 1).map((l) => l.text)).toEqual([
      'African Bank',
      'https://www.africanbank.co.za/statements/print?view=90169',
      'African Bank',
      'https://www.africanbank.co.za/statements/print?view=90169',
    ]);
  });
});

describe('the last page holding only the end of the last row', () => {
  const arow = (page: number, y: number, desc: string) =>
    line(page, y, [44, 83, '2025/05/31'], [136, 237, desc], [477, 506, '(601.06)'], [521, 555, '63,857.06']);
  const top = (page: number) => [
    line(page, 800, [40, 84, 'African Bank']),
    line(page, 788, [40, 246, 'https://www.africanbank.co.za/statements/print?view=90298']),
  ];
  const lines = [
    ...top(1),
    line(
      1,
      765,
      [48, 127, 'TRANSACTION DATE'],
      [289, 379, 'TRANSACTION DETAILS'],
      [472, 506, 'AMOUNT'],
      [519, 555, 'BALANCE'],
    ),
    arow(1, 745, 'FNB App Payment To City Of'),
    ...top(2),
    line(2, 777, [136, 247, 'Johannesburg Rates And Taxes']),
    arow(2, 755, 'FNB App Payment To City Of'),
    ...top(3),
    line(3, 777, [136, 247, 'Johannesburg Rates And Taxes']),
    line(3, 766, [136, 193, 'Ref 4285266965']),
  ];

  it('keeps it, though the same words spilled at the same height on the page before', () => {
    const { repeated } = findFurniture(lines, 3);
    expect(lines.filter((l) => repeated.has(l) && l.page === 3).map((l) => l.text)).toEqual([
      'African Bank',
      'https://www.africanbank.co.za/statements/print?view=90298',
    ]);
  });
});

describe('the foot of a page', () => {
  const irow = (page: number, y: number, desc: string) =>
    line(page, y, [43, 92, '13/03/2025'], [209, 278, desc], [383, 422, '3,701.18'], [496, 555, '14,233.02 CR']);
  const foot = (page: number) => line(page, 40, [40, 322, 'Investec Bank Limited Reg. No. 1969/004763/06']);
  const lines = [
    irow(1, 131, 'Magtape Credit'),
    line(1, 119, [209, 264, 'Salary Blue']),
    line(1, 83.5, [209, 259, 'Reference:']),
    foot(1),
    irow(2, 131, 'Eft Credit Refund'),
    line(2, 83.5, [209, 259, 'Reference:']),
    foot(2),
    irow(3, 131, 'Interest Received'),
    line(3, 119, [209, 264, 'Ref 4285266965']),
    foot(3),
  ];

  it(
    'the last row going on below the last figure, at one height on two ' +
      'pages of three, is not a footer; the line on every page is',
    () => {
      const { repeated } = findFurniture(lines, 3);
      expect(lines.filter((l) => repeated.has(l)).map((l) => `${l.page} ${l.text}`)).toEqual(
        [1, 2, 3].map((p) => `${p} Investec Bank Limited Reg. No. 1969/004763/06`),
      );
    },
  );
});

describe('a legend under the rows of the last page', () => {
  const arow = (page: number, y: number, desc: string) =>
    line(page, y, [40, 87, '14/09/2024'], [121, 210, desc], [394, 427, '632.04-'], [509, 551, '17 864.30']);
  const top = (page: number) => line(page, 800, [40, 119, 'Absa Bank Limited']);
  // Header on page 1 only; pages 2 and 3 start with the end of a row overleaf, at the same height. Under the last
  // rows, a legend of charge codes in three pieces, then pending items with figures.
  const lines = [
    top(1),
    line(1, 789, [40, 170, 'Account Number: 40-9876-5432']),
    line(
      1,
      755,
      [84, 101, 'Date'],
      [255, 301, 'Transaction'],
      [323, 351, 'Charge'],
      [373, 427, 'Debit Amount'],
      [463, 487, 'Credit'],
      [519, 551, 'Balance'],
    ),
    arow(1, 744, 'Cash Withdrawal ATM'),
    top(2),
    line(2, 789, [121, 177, 'Braamfontein']),
    line(2, 778, [121, 224, 'Reference: 20258334461']),
    arow(2, 766, 'Cash Withdrawal ATM'),
    top(3),
    line(3, 789, [121, 177, 'Braamfontein']),
    line(3, 778, [121, 224, 'Reference: 20252079203']),
    arow(3, 766, 'Admin Fee 2.00 incl. Vat'),
    line(3, 586, [40, 166, 'Charges: A = Administration'], [175, 245, 'T = Transaction'], [254, 305, 'S = Service']),
    line(3, 564, [40, 156, 'Pending Card Transactions']),
    line(3, 553, [40, 82, '3/10/2024'], [121, 261, 'Card Purchase Checkers Sandton'], [523, 551, '-45.99']),
  ];

  it(
    'is no table header: the rows above it are not letterhead, so what they ' + 'spill elsewhere is no running header',
    () => {
      const { repeated } = findFurniture(lines, 3);
      expect(lines.filter((l) => repeated.has(l) && l.page > 1).map((l) => l.text)).toEqual([
        'Absa Bank Limited',
        'Absa Bank Limited',
      ]);
    },
  );
});

describe('page numbers', () => {
  it.each([['Page 2'], ['Page 2 of 5'], ['Page : 2'], ['Bladsy 2 van 5'], ['2/5'], ['- 2 -']])(
    "`%s` right under the last row, at the description's edge, is cut from the page",
    (text) => {
      const lines = [row(2, 120, 'POS Purchase Spar Parkhurst', '83.83 Dr', '17,139.37'), line(2, 108, [40, 90, text])];
      const { lines: kept } = findFurniture(lines, 5);
      expect(kept.map((l) => l.text)).toEqual([lines[0]!.text]);
    },
  );

  it('a fraction that is not this page of the statement stays (a date, a reference)', () => {
    const lines = [line(2, 108, [40, 90, '3/5'])];
    expect(findFurniture(lines, 5).lines).toHaveLength(1);
  });

  it('a row’s date that reads as this page of the statement (`01/02`, `1/2` on page 1 of 2) stays', () => {
    const dated = (text: string) =>
      line(1, 484, [36, 56, text], [118, 177, 'VIRGIN ACTIVE'], [396, 427, '1,517.62'], [523, 559, '16,052.47']);
    for (const text of ['01/02', '1/2']) {
      expect(findFurniture([dated(text)], 2).lines[0]?.text).toBe(`${text} VIRGIN ACTIVE 1,517.62 16,052.47`);
    }
    // A zero-padded pair alone on its line is a day and a month too (a day's heading), never a page number.
    expect(findFurniture([line(1, 484, [36, 56, '01/02'])], 2).lines).toHaveLength(1);
  });
});

// A statement of several accounts whose later pages each name, beside the bank, the account they are of: before, a
// page of the second account printed a number no page before it did, and its header line was an unexplained line.
describe("a running header naming each page's own account", () => {
  const arow = (page: number, y: number, desc: string) =>
    line(page, y, [40, 83, '31 May 2024'], [110, 230, desc], [430, 460, '-316.05'], [510, 550, '-41,039.42']);
  const running = (page: number, account: string) =>
    line(page, 800, [40, 120, 'Fynbos Bank Beperk'], [330, 460, `Account number: ${account}`]);
  const lines = [
    line(1, 800, [40, 120, 'Fynbos Bank Beperk']),
    line(1, 788, [40, 160, 'Combined Account Statement']),
    line(1, 765, [40, 70, 'Date'], [110, 160, 'Description'], [430, 460, 'Amount'], [510, 550, 'Balance']),
    arow(1, 753, 'MONTHLY ACCOUNT FEE'),
    running(2, '7759187232'),
    line(2, 777, [110, 220, 'Balance brought forward'], [510, 550, '-40,723.37']),
    arow(2, 765, 'CASH WITHDRAWAL FEE'),
    running(3, '2536884928'),
    line(3, 777, [110, 220, 'Balance brought forward'], [510, 550, '19,856.49']),
    arow(3, 765, 'TRANSFER TO 7759187232'),
  ];

  it('is furniture on every page, whatever account it names', () => {
    const { repeated } = findFurniture(lines, 3);
    expect(lines.filter((l) => repeated.has(l)).map((l) => [l.page, l.text])).toEqual([
      [2, 'Fynbos Bank Beperk Account number: 7759187232'],
      [3, 'Fynbos Bank Beperk Account number: 2536884928'],
    ]);
  });
});

// Rows under day headings, the header printed once: before, a later page's first heading naming the period's last
// day (`13 Jan 2025`) was taken for an echo of the letterhead's period line, left out, and its rows were dated by
// the heading before it.
describe("a day's heading that names a date the letterhead prints", () => {
  const arow = (page: number, y: number, desc: string) =>
    line(page, y, [40, 160, desc], [580, 628, 'DISC593073'], [663, 684, '74.13'], [697, 735, '77,476.40']);
  const lines = [
    line(1, 800, [36, 120, 'Karoo Mutual Bank']),
    line(1, 788, [36, 300, 'Staattydperk: 14 Des 2024 tot 13 Jan 2025']),
    line(1, 765, [40, 110, 'Beskrywing'], [580, 620, 'Verwysing'], [650, 684, 'Bedrag'], [700, 735, 'Saldo']),
    line(1, 750, [36, 84, '12 Jan 2025']),
    arow(1, 735, 'POS-AANKOOP PICK N PAY'),
    line(2, 557, [36, 84, '13 Jan 2025']),
    arow(2, 542, 'RENTE ONTVANG'),
  ];

  it('is no furniture', () => {
    const { repeated } = findFurniture(lines, 2);
    expect(lines.filter((l) => repeated.has(l)).map((l) => l.text)).toEqual([]);
  });
});
