import { describe, expect, it } from 'vitest';
import { convertStatement, toOfx, withAccountNumbers } from '../src/index';
import { makeFixture } from './fixtures/index';
import { makeUnprofiledFixture } from './fixtures/unprofiled/index';
import { accountOf } from './fixtures/unprofiled/spec';
import { num as money } from './fixtures/layouts/format';
import { statementHead } from './fixtures/pen';
import { runningLetterheadFixture } from './fixtures/running-letterhead';

// Issue 18: where no profile names the bank, its name comes from the statement's own letterhead.

describe('a bank no profile knows', () => {
  it('is named by its letterhead, and the OFX BANKID carries that name, not Unknown', async () => {
    const { pdf } = await makeFixture({ layout: 'generic', seed: 4 });
    const s = await convertStatement(pdf);
    expect(s.bank).toBe('Karoo Mutual Bank');
    // This layout prints no account number: the OFX is made with the one the user gives.
    expect(toOfx(withAccountNumbers(s, ['1234567890']))).toContain('<BANKID>Karoo Mut<');
  });

  it(
    'is named by the line its legal entity begins with (the entity printed ' + 'beside a registration number)',
    async () => {
      // Each prints its name at the head, and `<entity> Reg No yyyy/nnnnnn/nn` in the footer.
      // 3438: a stacked header prints `Bank` / `Charges` above the first row; it names no bank.
      for (const seed of [3, 7, 11, 24, 3438]) {
        const f = await makeUnprofiledFixture(seed);
        const s = await convertStatement(f.pdf);
        expect(s.bank, `seed ${seed}`).toBe(f.composition.bank.name);
      }
    },
  );
});

describe('an account no profile knows', () => {
  it('has the number printed beside its label (`Account number`, `Acc No.`, `Rekeningnommer`)', async () => {
    for (const seed of [3, 7, 10, 11]) {
      const f = await makeUnprofiledFixture(seed);
      const s = await convertStatement(f.pdf);
      expect(s.accountNumber, `seed ${seed}`).toBe(accountOf(f.composition));
    }
  });
});

describe('a bank that prints its name only in a running header', () => {
  it('is named by it, though the header repeats at one place on every page beside other text', async () => {
    const s = await convertStatement(await runningLetterheadFixture());
    expect(s.bank).toBe('Sizwe Digital Bank');
    expect(s.transactions).toHaveLength(12);
    expect(s.dataQuality.balanceCheck).toBe('passed');
  });
});

// A card statement of a bank no profile knows, printing a known card layout's phrase (`Credit Card Statement`) and its
// labels (`Date`, `Description`, `Amount`): before, ABSA's card layout read it, its date the first column labelled a
// date (the posting date, not the transaction's), and the chain said passed.
describe('a statement whose letterhead names a bank no profile knows', () => {
  it.each([1, 2, 3])('is read by its own evidence, not by a known layout its phrases fit (seed %i)', async (seed) => {
    const f = await unknownCardStatement(seed);
    const s = await convertStatement(f.pdf);
    expect(s.layout).not.toBe('absa-credit-card');
    expect(s.bank).toBe('Protea Bank');
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual(f.rows);
    expect([s.openingBalance, s.closingBalance]).toEqual([f.opening, f.closing]);
  });
});

/** Posting date before the transaction's, purchases bare and payments `Cr`, from the card holder's side in `rows`. */
async function unknownCardStatement(seed: number) {
  const { doc, pen } = await statementHead(
    [
      'Protea Bank Limited',
      'Visa Credit Card Statement',
      'Account number: 4790 1234 5678',
      'Statement period: 1 to 30 Sep 2025',
    ],
    [
      [40, 'Posting date'],
      [110, 'Trans date'],
      [180, 'Description'],
      [-480, 'Amount'],
    ],
  );
  let owed = 1_200_000 + 50_000 * seed;
  const opening = -owed / 100;
  pen.line([
    [180, 'Opening balance'],
    [-480, money(owed)],
  ]);
  const rows: [string, number][] = [];
  for (let i = 0; i < 12; i++) {
    const paid = i % 5 === 3;
    const cents = paid ? 400_000 + 10_000 * seed : 12_345 + 3_211 * ((i * seed) % 9);
    owed += paid ? -cents : cents;
    const day = 2 + 2 * i;
    pen.line([
      [40, `${String(day + 1).padStart(2, '0')}/09/2025`],
      [110, `${String(day).padStart(2, '0')}/09/2025`],
      [180, paid ? 'PAYMENT RECEIVED - THANK YOU' : `WOOLWORTHS SANDTON ${i}`],
      [-480, paid ? `${money(cents)} Cr` : money(cents)],
    ]);
    rows.push([`2025-09-${String(day).padStart(2, '0')}`, (paid ? cents : -cents) / 100]);
  }
  pen.line([
    [180, 'Closing balance'],
    [-480, money(owed)],
  ]);
  return { pdf: await doc.save(), rows, opening, closing: -owed / 100 };
}
