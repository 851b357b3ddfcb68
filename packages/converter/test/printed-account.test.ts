import { describe, expect, it } from 'vitest';
import { convertStatement, statementFormats, toOfx } from '../src/index';
import type { Line } from '../src/layout/lines';
import { labelsOverFigures } from '../src/labels-over-figures';
import { printedAccountNumber } from '../src/banks/printed-account';
import { makeFixture } from './fixtures/index';
import { textAt } from './fixtures/text-lines';

describe('what the statement prints about its account', () => {
  it(
    'Discovery: the account number under the account name, the balances in ' + 'the summary box over their figures',
    async () => {
      const f = await makeFixture({ layout: 'discovery', seed: 4, transactions: 30 });
      const s = await convertStatement(f.pdf);
      expect(s.accountNumber).toBe('17012345678');
      expect([s.openingBalance, s.closingBalance]).toEqual([f.model.opening / 100, f.model.closing / 100]);
      expect(s.dataQuality.balanceCheck).toBe('passed');
      expect(statementFormats(s)).toEqual(['ofx', 'qbo']);
      const ofx = toOfx(s);
      expect(ofx).toContain('<ACCTID>17012345678<');
      expect(ofx).toContain(`<LEDGERBAL><BALAMT>${(f.model.closing / 100).toFixed(2)}<`);
    },
  );

  it("FNB in Afrikaans: the number after the product's name (`Tjekrekening : ...`)", async () => {
    const f = await makeFixture({ layout: 'fnb-afrikaans', seed: 4, transactions: 20 });
    expect((await convertStatement(f.pdf)).accountNumber).toBe('62812345678');
  });

  it.each([
    ['Rekeningnommer: 9100 2345 6780', '910023456780'],
    ['Rekening nr. 4058123456', '4058123456'],
    ['Account Number 62-1234-5678', '6212345678'],
    // The product's name between the label and the number.
    ['Rekening: Spaar-en-Tjek 4433 2211 00', '4433221100'],
    ['Account: Gold Cheque Account 62012345678', '62012345678'],
    ['Account no: Business Current 1048 5529 13', '1048552913'],
    // No number after the name, or no colon to say the name is the account's.
    ['Account: Gold Cheque Account', null],
    ['Account Statement for March 2025 1234567', null],
    ['Account name: J Smith 0825550199', null],
    // A card statement's number; a masked one is no account number.
    ['Card number: 5221 0000 1234 5678', '5221000012345678'],
    ['Kaartnommer 4451 2300 0000 1234', '4451230000001234'],
    ['Card number 4127 52** **** 6823', null],
    // A branch code after the product's name is no account number; a number before a full stop is one.
    ['Account: Cheque Branch code 250655', null],
    ['Account number: 1009876543, Branch 250655', '1009876543'],
  ])('reads the number after its label in %j', (text, digits) => {
    const line: Line = { page: 1, row: 2, y: 780, height: 9, text, cells: [{ x0: 40, x1: 240, text }] };
    expect(printedAccountNumber([line])).toBe(digits);
  });

  // A box: the label on a line of its own and the number under it. Before, no number was found at all.
  it('reads the number printed under a label that stands alone in its cell, only right under it', () => {
    const at = textAt;
    const box = [
      at(760, [
        [40, 'BOKAMOSO ENGINEERING (PTY) LTD'],
        [388, 'Account number'],
      ]),
      at(748, [
        [40, 'PO Box 1123, Polokwane 0700'],
        [388, '4203435431'],
      ]),
    ];
    expect(printedAccountNumber(box)).toBe('4203435431');
    expect(printedAccountNumber([at(760, [[388, 'Rekeningnommer']]), at(749, [[390, '62 1234 5678']])])).toBe(
      '6212345678',
    );
    // Not under it, too far below, or not a number alone.
    expect(printedAccountNumber([at(760, [[388, 'Account number']]), at(748, [[40, '4203435431']])])).toBeNull();
    expect(printedAccountNumber([at(760, [[388, 'Account number']]), at(700, [[388, '4203435431']])])).toBeNull();
    expect(
      printedAccountNumber([at(760, [[388, 'Account number']]), at(748, [[388, '4203435431 Cheque']])]),
    ).toBeNull();
  });

  it('reads the account number before a card number printed above it, and one in the cell after the name', () => {
    const cells = (y: number, ...texts: [number, string][]): Line => textAt(y, texts);
    const card = cells(790, [40, 'Card number 5221 0000 1234 5678']);
    const account = cells(778, [40, 'Account number 62123456789']);
    expect(printedAccountNumber([card, account])).toBe('62123456789');
    expect(printedAccountNumber([card])).toBe('5221000012345678');
    expect(printedAccountNumber([cells(766, [40, 'Account:'], [100, 'Gold Cheque'], [200, '62123456789'])])).toBe(
      '62123456789',
    );
  });

  it(
    'pairs a label with the figure under it on the first page only, and ' + 'only when the lower line is all figures',
    () => {
      const line = (page: number, row: number, cells: [number, string][]): Line => ({
        page,
        row,
        y: 800 - row * 12,
        height: 9,
        text: cells.map((c) => c[1]).join(' '),
        cells: cells.map(([x0, text]) => ({ x0, x1: x0 + text.length * 5, text })),
      });
      const box = [
        line(1, 3, [
          [40, 'Opening balance'],
          [300, 'Closing balance'],
        ]),
        line(1, 4, [
          [40, 'R12.98'],
          [300, '- R80.00'],
        ]),
      ];
      expect(labelsOverFigures(box).map((l) => l.text)).toEqual(['Opening balance R12.98', 'Closing balance - R80.00']);
      expect(labelsOverFigures(box.map((l) => ({ ...l, page: 2 })))).toEqual([]);
      const row = [
        line(1, 8, [
          [40, 'Date'],
          [240, 'Details'],
          [530, 'Amount'],
        ]),
        line(1, 9, [
          [40, '8 Jan 2026'],
          [240, 'Spar'],
          [530, 'R97.50'],
        ]),
      ];
      expect(labelsOverFigures(row)).toEqual([]);
    },
  );
});
