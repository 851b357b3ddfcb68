import { describe, expect, it } from 'vitest';
import { CONVERSION_ERRORS, ConversionError, errorCodeForName, type ThrownErrorCode } from '../src/index';

const thrown: ThrownErrorCode[] = [
  'PROCESSING_TIMEOUT',
  'PROCESSING_INTERRUPTED',
  'UPLOAD_MISSING',
  'NOT_A_PDF',
  'EMPTY_FILE',
  'FILE_TOO_LARGE',
  'DOCUMENT_TOO_LARGE',
  'TOO_MANY_PAGES',
  'PASSWORD_REQUIRED',
  'PASSWORD_INCORRECT',
  'NO_TEXT_LAYER',
  'NO_TRANSACTIONS',
  'INSUFFICIENT_CREDITS',
];

describe('conversion errors', () => {
  it('reads every thrown code back from its error name, and no two codes share a name', () => {
    const names = thrown.map((code) => new ConversionError(code).name);
    expect(new Set(names).size).toBe(thrown.length);
    for (const code of thrown) expect(errorCodeForName(new ConversionError(code).name)).toBe(code);
    expect(errorCodeForName('TypeError')).toBeUndefined();
  });

  it('carries the message written for the user unless the thrower gives a more precise one', () => {
    expect(new ConversionError('NO_TEXT_LAYER').message).toBe(CONVERSION_ERRORS.NO_TEXT_LAYER);
    expect(new ConversionError('INSUFFICIENT_CREDITS', 'needs 12 credits').message).toBe('needs 12 credits');
  });

  it('names the decoded-size cap for a decompression bomb, never "scanned"', () => {
    expect(CONVERSION_ERRORS.DOCUMENT_TOO_LARGE).toContain('256 MB');
    expect(CONVERSION_ERRORS.DOCUMENT_TOO_LARGE).not.toMatch(/scanned/i);
  });
});
