import { describe, expect, it } from 'vitest';
import { convertStatement, toOfx, withAccountNumbers } from '../src/index';
import { makeFixture } from './fixtures/index';
import { makeUnprofiledFixture } from './fixtures/unprofiled/index';
import { accountOf } from './fixtures/unprofiled/spec';
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
