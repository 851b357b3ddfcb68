import { describe, expect, it } from 'vitest';
import { newConversionId } from '../../src/shared/ids';
import { ConversionError } from '@bankcsv/domain';
import { describeFailure, hasPdfSignature } from '../../src/shared/workflow';

const lambdaCause = (errorType: string, errorMessage: string) =>
  JSON.stringify({
    errorType,
    errorMessage,
    trace: [`${errorType}: ${errorMessage}`, '    at convert (/var/task/index.mjs:1:1)'],
  });

describe('describeFailure', () => {
  it('shows the converter message of a typed error', () => {
    const msg = 'This statement is password-protected. Enter the PDF password and try again.';
    expect(
      describeFailure({ Error: 'PasswordRequiredError', Cause: lambdaCause('PasswordRequiredError', msg) }),
    ).toEqual({
      errorCode: 'PASSWORD_REQUIRED',
      errorMessage: msg,
      processingTimedOut: false,
    });
  });

  it('shows the insufficient-credits message', () => {
    const msg = 'Not enough credits: this statement has 12 pages and needs 12 credits. Buy more credits and try again.';
    expect(
      describeFailure({ Error: 'InsufficientCreditsError', Cause: lambdaCause('InsufficientCreditsError', msg) })
        .errorMessage,
    ).toBe(msg);
  });

  it('uses the spec text and flag for a task timeout and for the converter stopping at its deadline', () => {
    const timedOut = {
      errorCode: 'PROCESSING_TIMEOUT',
      errorMessage:
        'Processing timeout - the conversion took too long and was ' +
        'automatically cancelled. Please try again or contact support if this ' +
        'continues.',
      processingTimedOut: true,
    };
    expect(describeFailure({ Error: 'States.Timeout', Cause: 'Task timed out after 180 seconds' })).toEqual(timedOut);
    expect(
      describeFailure({
        Error: 'ConversionTimeoutError',
        Cause: lambdaCause('ConversionTimeoutError', 'Reading took too long'),
      }),
    ).toEqual(timedOut);
  });

  it('says an interrupted execution was refunded, without calling it a timeout', () => {
    const interrupted = new ConversionError('PROCESSING_INTERRUPTED');
    expect(
      describeFailure({ Error: interrupted.name, Cause: lambdaCause(interrupted.name, interrupted.message) }),
    ).toEqual({
      errorCode: 'PROCESSING_INTERRUPTED',
      errorMessage:
        'Processing was interrupted before it finished. Any credits it used ' +
        'have been refunded. Please upload the statement again.',
      processingTimedOut: false,
    });
  });

  it('says only "Processing failed" for unknown errors, never their internals', () => {
    const internal = describeFailure({
      Error: 'TypeError',
      Cause: lambdaCause('TypeError', "Cannot read properties of undefined (reading 'x')"),
    });
    expect(internal).toEqual({
      errorCode: 'PROCESSING_FAILED',
      errorMessage: 'Processing failed',
      processingTimedOut: false,
    });
    expect(describeFailure({ Error: 'Lambda.Unknown', Cause: 'The cause could not be determined' }).errorMessage).toBe(
      'Processing failed',
    );
    expect(describeFailure(undefined).errorMessage).toBe('Processing failed');
  });

  it('refuses a known name whose message carries a stack trace', () => {
    const cause = lambdaCause('NotPdfError', 'bad\n    at parse (/var/task/x.js:1:1)');
    expect(describeFailure({ Error: 'NotPdfError', Cause: cause }).errorMessage).toBe('Processing failed');
  });
});

describe('hasPdfSignature', () => {
  const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

  it('accepts %PDF- at the start or after a little junk', () => {
    expect(hasPdfSignature(bytes('%PDF-1.7\n...'))).toBe(true);
    expect(hasPdfSignature(bytes(`${'x'.repeat(1000)}%PDF-1.4`))).toBe(true);
  });

  it('rejects renamed files and a signature beyond the first 1024 bytes', () => {
    expect(hasPdfSignature(bytes('Date,Description,Amount\n'))).toBe(false);
    expect(hasPdfSignature(bytes('MZ\x90\x00'))).toBe(false);
    expect(hasPdfSignature(bytes(`${'x'.repeat(1024)}%PDF-1.4`))).toBe(false);
  });
});

describe('newConversionId', () => {
  it('is a 26-character safe id that sorts by creation time', () => {
    const earlier = newConversionId(1_700_000_000_000);
    const later = newConversionId(1_700_000_000_001);
    expect(earlier).toMatch(/^[0-9A-Z]{26}$/);
    expect(earlier < later).toBe(true);
    expect(newConversionId(5)).not.toBe(newConversionId(5));
  });
});
