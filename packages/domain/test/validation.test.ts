import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES as M,
  dropRejectionMessage,
  validateConvertPassword,
  validateForgotPassword,
  validateLogin,
  validateRegister,
  validateUploadFile,
  validateYear,
  maxStatementYear,
  yearRangeMessage,
} from '../src';

describe('validateLogin', () => {
  it.each([
    ['', 'pw', M.fillAllFields],
    ['a@b.co', '', M.fillAllFields],
    ['  ', 'pw', M.fillAllFields],
    ['a@b.co', 'pw', null],
  ])('%j / %j → %s', (email, password, msg) => {
    expect(validateLogin({ email, password })).toBe(msg);
  });
});

describe('validateRegister', () => {
  it.each([
    ['', 'secret1', 'secret1', 'Please fill in all fields'],
    ['a@b.co', 'secret1', '', 'Please fill in all fields'],
    ['a@b.co', 'secret1', 'secret2', 'Passwords do not match'],
    ['a@b.co', 'abcdefg', 'abcdefg', 'Password must be at least 8 characters'],
    ['a@b.co', 'kudu-road', 'kudu-road', null],
    ['a@b.co', 'Password1', 'Password1', 'This password is too common. Please choose another.'],
  ])('%j %j %j → %s', (email, password, confirmPassword, msg) => {
    expect(validateRegister({ email, password, confirmPassword })).toBe(msg);
  });
});

describe('validateForgotPassword', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['  ', 'Please enter your email address'],
    ['nope', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['a b@c.co', 'Please enter a valid email address'],
    ['thandi@example.co.za', null],
  ])('%j → %s', (email, msg) => {
    expect(validateForgotPassword(email)).toBe(msg);
  });
});

describe('validateUploadFile', () => {
  const MB = 1024 * 1024;
  it.each([
    ['s.pdf', 'application/pdf', 1, null],
    ['s.PDF', '', 1, null],
    ['s.bin', 'application/pdf', 1, null],
    ['s.txt', 'text/plain', 1, 'Please select a PDF file.'],
    ['s.pdf', 'application/pdf', 10 * MB, null],
    ['s.pdf', 'application/pdf', 10 * MB + 1, 'File size must be less than 10MB.'],
  ])('%s (%s, %i bytes) → %s', (name, type, size, msg) => {
    expect(validateUploadFile({ name, type, size })).toBe(msg);
  });

  it.each([
    ['file-too-large', 'File too large. Maximum size is 10MB.'],
    ['file-invalid-type', 'Invalid file type. Only PDF files are supported.'],
    ['too-many-files', 'File upload rejected. Please try again.'],
    [undefined, 'File upload rejected. Please try again.'],
  ])('drop rejection %s → %s', (code, msg) => {
    expect(dropRejectionMessage(code)).toBe(msg);
  });
  it('asks anonymous users to log in', () => {
    expect(M.loginToUpload).toBe('Please log in to upload files');
  });
});

describe('validateYear', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const range = 'Year must be between 1990 and 2027';
  it.each([
    ['', null],
    [undefined, null],
    [null, null],
    ['1990', null],
    ['2027', null],
    [2024, null],
    [' 2025 ', null],
    ['2030', range],
    ['1989', range],
    ['2028', range],
    ['20x5', range],
    ['2024.5', range],
    ['-2024', range],
  ] as const)('%j → %s', (input, msg) => {
    expect(validateYear(input, now)).toBe(msg);
  });
  it('moves the upper end with the clock: next year, never a fixed year', () => {
    expect(maxStatementYear(new Date('2031-01-01T00:00:00Z'))).toBe(2032);
    expect(validateYear('2032', new Date('2031-06-01T00:00:00Z'))).toBeNull();
    expect(yearRangeMessage(new Date('2031-06-01T00:00:00Z'))).toBe('Year must be between 1990 and 2032');
  });
});

describe('validateConvertPassword', () => {
  it.each([
    [false, '', null],
    [true, '', 'Please enter the PDF password or uncheck the password protection option.'],
    [true, '   ', 'Please enter the PDF password or uncheck the password protection option.'],
    [true, 'pw', null],
  ])('protected %s, password %j → %s', (checked, pw, msg) => {
    expect(validateConvertPassword(checked, pw)).toBe(msg);
  });
});
