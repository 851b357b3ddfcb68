import { MAX_FILE_SIZE_BYTES, MIN_STATEMENT_YEAR, isStatementYear, maxStatementYear } from './limits';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

export const VALIDATION_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  notPdf: 'Please select a PDF file.',
  fileTooLarge: 'File size must be less than 10MB.',
  dropTooLarge: 'File too large. Maximum size is 10MB.',
  dropInvalidType: 'Invalid file type. Only PDF files are supported.',
  dropRejected: 'File upload rejected. Please try again.',
  loginToUpload: 'Please log in to upload files',
  passwordMissing: 'Please enter the PDF password or uncheck the password protection option.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (s: string | undefined) => !s || s.trim() === '';

/** @example validateLogin({ email: '', password: 'x' }) // 'Please fill in all fields' */
export function validateLogin(form: { email: string; password: string }): string | null {
  return blank(form.email) || !form.password ? VALIDATION_MESSAGES.fillAllFields : null;
}

/**
 * @example validateRegister({ email: 'a@b.co', password: 'abc', confirmPassword: 'abc' }) // 'Password must be at least
 * 8 characters'
 */
export function validateRegister(form: { email: string; password: string; confirmPassword: string }): string | null {
  if (blank(form.email) || !form.password || !form.confirmPassword) return VALIDATION_MESSAGES.fillAllFields;
  if (form.password !== form.confirmPassword) return VALIDATION_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(form.password, form.email);
}

/**
 * The new password of a reset: the code and the password are required, and the password follows the one policy.
 * @example validateNewPassword({ code: '123456', password: 'short', email: 'a@b.co' }) // 'Password must be at least 8
 * characters'
 */
export function validateNewPassword(form: { code: string; password: string; email: string }): string | null {
  if (blank(form.code) || !form.password) return VALIDATION_MESSAGES.fillAllFields;
  return passwordProblem(form.password, form.email);
}

/** @example isValidEmail('a@b.co') // true */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** @example validateForgotPassword('nope') // 'Please enter a valid email address' */
export function validateForgotPassword(email: string): string | null {
  if (blank(email)) return VALIDATION_MESSAGES.emailRequired;
  return isValidEmail(email) ? null : VALIDATION_MESSAGES.emailInvalid;
}

/**
 * A file is accepted when it is a PDF by type or by `.pdf` extension and at most 10 MB.
 * @example validateUploadFile({ name: 'a.PDF', type: '', size: 10 }) // null
 */
export function validateUploadFile(file: { name: string; type: string; size: number }): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return VALIDATION_MESSAGES.notPdf;
  if (file.size > MAX_FILE_SIZE_BYTES) return VALIDATION_MESSAGES.fileTooLarge;
  return null;
}

/**
 * Message for a rejected drop, by the drop zone's error code.
 * @example dropRejectionMessage('file-too-large') // 'File too large. Maximum size is 10MB.'
 */
export function dropRejectionMessage(code: string | undefined): string {
  if (code === 'file-too-large') return VALIDATION_MESSAGES.dropTooLarge;
  if (code === 'file-invalid-type') return VALIDATION_MESSAGES.dropInvalidType;
  return VALIDATION_MESSAGES.dropRejected;
}

/**
 * The message for a year outside 1990 to next year.
 * @example yearRangeMessage(new Date('2026-05-01')) // 'Year must be between 1990 and 2027'
 */
export function yearRangeMessage(now: Date = new Date()): string {
  return `Year must be between ${MIN_STATEMENT_YEAR} and ${maxStatementYear(now)}`;
}

/**
 * The optional statement year: blank is fine, otherwise an integer from 1990 to next year.
 * @example validateYear('1989') // 'Year must be between 1990 and 2027' (in 2026)
 */
export function validateYear(input: string | number | undefined | null, now: Date = new Date()): string | null {
  if (input === undefined || input === null || String(input).trim() === '') return null;
  const text = String(input).trim();
  const ok = /^\d+$/.test(text) && isStatementYear(Number(text), now);
  return ok ? null : yearRangeMessage(now);
}

/**
 * Alert text when the password box is ticked but the password is blank.
 * @example validateConvertPassword(true, ' ') // 'Please enter the PDF password or uncheck the password protection
 * option.'
 */
export function validateConvertPassword(isProtected: boolean, password: string): string | null {
  return isProtected && password.trim() === '' ? VALIDATION_MESSAGES.passwordMissing : null;
}
