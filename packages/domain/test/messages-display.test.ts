import { describe, expect, it } from 'vitest';
import {
  CONVERSION_ERRORS,
  RETENTION,
  RETENTION_TEXT,
  conversionErrorMessage,
  deleteFailedMessage,
  downloadFailedMessage,
  formatDateTime,
  formatFileSize,
  formatLongDate,
  uploadFailedMessage,
} from '../src';

describe('conversion messages', () => {
  it('keeps the processing timeout text exact', () => {
    expect(CONVERSION_ERRORS.PROCESSING_TIMEOUT).toBe(
      'Processing timeout - the conversion took too long and was ' +
        'automatically cancelled. Please try again or contact support if this ' +
        'continues.',
    );
    expect(CONVERSION_ERRORS.UPLOAD_CANCELLED).toBe('Upload cancelled by user');
  });
  it.each([
    [{ errorMessage: 'Bad scan' }, 'Bad scan'],
    [{ errorCode: 'PASSWORD_INCORRECT' }, CONVERSION_ERRORS.PASSWORD_INCORRECT],
    [{ errorCode: 'toString' }, 'Processing failed'],
    [{}, 'Processing failed'],
  ])('%j → %s', (c, msg) => {
    expect(conversionErrorMessage(c)).toBe(msg);
  });
  it('wraps reasons', () => {
    expect(uploadFailedMessage('net')).toBe('Upload failed: net');
    expect(deleteFailedMessage('x')).toBe('Failed to delete conversion: x');
    expect(downloadFailedMessage('y')).toBe('Download failed: y');
  });
});

describe('retention', () => {
  it('tells one story in numbers and words', () => {
    expect(RETENTION).toEqual({ pdfBackstopDays: 1, outputDays: 30, accountRecordYears: 7 });
    expect(RETENTION_TEXT.outputs).toContain('30 days');
    expect(RETENTION_TEXT.pdf).toContain('as soon as their conversion ends');
    expect(RETENTION_TEXT.account).toContain('7 years');
    expect(RETENTION_TEXT.scanLines).toContain("kept only as long as the conversion's other files");
  });
});

describe('display formats', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1048576, '1.0 MB'],
    [10485760, '10.0 MB'],
  ])('formatFileSize(%i) = %s', (b, text) => {
    expect(formatFileSize(b)).toBe(text);
  });
  it('formats dates in en-ZA', () => {
    expect(formatDateTime('2025-01-31T10:05:00Z')).toBe('31 Jan 2025, 12:05');
    expect(formatLongDate('2025-03-04')).toBe('4 March 2025');
  });
});
