import { describe, expect, it } from 'vitest';
import { unnumberedAccountKey, accountNumberMissing, parseAccountNumber } from '../src';

describe('parseAccountNumber', () => {
  it('keeps the digits of 6 to 16 digits typed with spaces or dashes', () => {
    expect(parseAccountNumber('62 1234-5678')).toBe('6212345678');
    expect(parseAccountNumber('123456')).toBe('123456');
    expect(parseAccountNumber('1234567890123456')).toBe('1234567890123456');
  });

  it('refuses too few or too many digits, letters and anything not a string', () => {
    expect(parseAccountNumber('12345')).toBeNull();
    expect(parseAccountNumber('12345678901234567')).toBeNull();
    expect(parseAccountNumber('12345a789')).toBeNull();
    expect(parseAccountNumber('')).toBeNull();
    expect(parseAccountNumber(1234567890)).toBeNull();
  });
});

describe('unnumberedAccountKey', () => {
  it('is the same for the same bank, layout, kind and place, and differs otherwise', () => {
    const a = { bank: 'Capitec', layout: 'capitec-2022', card: false, section: 0, sections: 1 };
    expect(unnumberedAccountKey(a)).toBe('capitec|capitec-2022|account|1/1');
    expect(unnumberedAccountKey({ ...a })).toBe(unnumberedAccountKey(a));
    expect(unnumberedAccountKey(a)).not.toBe(unnumberedAccountKey({ ...a, layout: 'generic' }));
    expect(unnumberedAccountKey({ ...a, bank: null, layout: 'generic' })).toBe('-|generic|account|1/1');
    expect(unnumberedAccountKey(a)).not.toBe(unnumberedAccountKey({ ...a, card: true }));
    expect(unnumberedAccountKey(a)).not.toBe(unnumberedAccountKey({ ...a, bank: 'FNB' }));
    expect(unnumberedAccountKey({ ...a, sections: 2 })).not.toBe(
      unnumberedAccountKey({ ...a, section: 1, sections: 2 }),
    );
  });
});

describe('accountNumberMissing', () => {
  it('is true while any account has no number given', () => {
    const need = { section: 0, key: 'k' };
    expect(accountNumberMissing(undefined)).toBe(false);
    expect(accountNumberMissing([need])).toBe(true);
    expect(accountNumberMissing([{ ...need, remembered: '1234567' }])).toBe(true);
    expect(accountNumberMissing([{ ...need, given: '1234567' }])).toBe(false);
  });
});
