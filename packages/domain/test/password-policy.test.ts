import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_POLICY,
  PASSWORD_RULE_TEXT,
  passwordProblem,
  validateNewPassword,
} from '../src';

describe('the password policy', () => {
  it('asks for 8 characters and no character classes (NIST SP 800-63B)', () => {
    expect(PASSWORD_POLICY).toEqual({
      minLength: 8,
      requireLowercase: false,
      requireUppercase: false,
      requireDigits: false,
      requireSymbols: false,
    });
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 8 characters');
    expect(PASSWORD_RULE_TEXT).toContain('At least 8 characters');
  });

  it.each([
    ['1234567', PASSWORD_MESSAGES.tooShort],
    ['kudu-roa', null],
    ['all lower case words', null],
    ['ÜBER-lång-wörd', null],
    ['x'.repeat(256), PASSWORD_MESSAGES.tooCommon],
    ['xy'.repeat(128), null],
    ['xy'.repeat(128) + 'z', PASSWORD_MESSAGES.tooLong],
    [' leading space', PASSWORD_MESSAGES.edgeSpace],
    ['trailing space ', PASSWORD_MESSAGES.edgeSpace],
    ['inner spaces are fine', null],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['password', 'PASSWORD1', 'P@ssw0rd', 'qwertyuiop', '12345678', 'aaaaaaaa', 'BankCSV123', 'SouthAfrica'])(
    'refuses the common %j, whatever its case',
    (password) => {
      expect(passwordProblem(password)).toBe('This password is too common. Please choose another.');
    },
  );

  it("refuses the account's own address or its name part", () => {
    expect(passwordProblem('thandi.m@example.co.za', 'Thandi.M@example.co.za ')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordProblem('thandi.mokoena', 'thandi.mokoena@example.co.za')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordProblem('thandi.mokoena!', 'thandi.mokoena@example.co.za')).toBeNull();
  });

  it('checks a reset the same way: code and password required, then the policy', () => {
    expect(validateNewPassword({ code: ' ', password: 'kudu-road', email: 'a@b.co' })).toBe(
      'Please fill in all fields',
    );
    expect(validateNewPassword({ code: '123456', password: 'short', email: 'a@b.co' })).toBe(
      PASSWORD_MESSAGES.tooShort,
    );
    expect(validateNewPassword({ code: '123456', password: 'iloveyou', email: 'a@b.co' })).toBe(
      PASSWORD_MESSAGES.tooCommon,
    );
    expect(validateNewPassword({ code: '123456', password: 'kudu-road', email: 'a@b.co' })).toBeNull();
  });
});
