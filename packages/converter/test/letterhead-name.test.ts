import { describe, expect, it } from 'vitest';
import { letterheadBankName } from '../src/banks/letterhead-name';
import { textLine } from './fixtures/text-lines';

// A bank no profile knows is named as its letterhead and its legal entity print it; the words of a legal footer
// around the registration number (`Registered bank`) are no name.

const line = (y: number, text: string) => textLine(1, y, [[40, 40 + text.length * 5, text]]);

describe('the bank named by an unknown letterhead', () => {
  it.each([
    ['Registered bank 1929/001225/06', 'Karoo Mutual Bank'],
    ['Karoo Mutual Bank Limited, a registered bank. Reg No 1929/001225/06', 'Karoo Mutual Bank'],
    ['An authorised financial services provider. Registered bank 1929/001225/06', 'Karoo Mutual Bank'],
    ['Karoo Mutual Bank Limited Reg No 1929/001225/06', 'Karoo Mutual Bank'],
    // In Afrikaans: before, `Geregistreerde bank` was taken for the bank's name.
    ['Geregistreerde bank. Reg nr 1929/001225/06', 'Karoo Mutual Bank'],
    ["Karoo Mutual Bank Beperk ('n geregistreerde bank) Registrasienommer 1929/001225/06", 'Karoo Mutual Bank'],
    ["'n Gemagtigde finansiële diensverskaffer. Geregistreerde bank 1929/001225/06", 'Karoo Mutual Bank'],
  ])('footer %j: %s', (footer, name) => {
    const head = [line(800, 'Karoo Mutual Bank'), line(780, 'Statement of account')];
    expect(letterheadBankName(head, [...head, line(40, footer)])).toBe(name);
  });
});

// A card issuer or lender that is no bank by name (`Protea Credit Ltd`) was "Unknown", in the OFX too.
describe('a lender named without the word bank', () => {
  it.each([
    ['Baobab Financial Services', 'Baobab Financial Services'],
    ['Protea Credit Ltd', 'Protea Credit'],
    ['Kestrel Card Services', 'Kestrel Card Services'],
    ['Umoya Capital', 'Umoya Capital'],
  ])('%s: %s', (letterhead, name) => {
    const head = [line(800, letterhead), line(780, 'Credit Card Statement'), line(760, 'MR T NKOSI')];
    expect(letterheadBankName(head, head)).toBe(name);
  });

  it('a product title is no name', () => {
    const head = [line(800, 'Credit Card'), line(780, 'MR T NKOSI')];
    expect(letterheadBankName(head, head)).toBeNull();
  });
});

// Before, a brand printed alone (`Sasfin` over `Bank Statement`) was "Unknown", a title holding the name (`Old Mutual
// Money Account`) was passed over, and the legal line beside a registration number became the name (`Authorised
// financial services provider`).
describe('a brand printed alone, or at the head of a title', () => {
  it.each([
    [['Sasfin', 'Bank Statement'], 'Sasfin'],
    [['Grindrod', 'Statement of account'], 'Grindrod'],
    [['Old Mutual Money Account', '100 Grayston Drive, Pretoria'], 'Old Mutual'],
    [['South African Postbank SOC Ltd', 'Transaction history'], 'South African Postbank'],
  ])('%j: %s', (lines, name) => {
    const head = [
      ...lines.map((t, i) => line(800 - 15 * i, t)),
      textLine(1, 760, [
        [40, 120, 'Reg. No. 1999/004643/06'],
        [140, 300, 'Authorised financial services provider'],
      ]),
    ];
    expect(letterheadBankName(head, head)).toBe(name);
  });
});
