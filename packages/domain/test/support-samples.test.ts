import { describe, expect, it } from 'vitest';
import {
  CONVERSION_ERRORS,
  SUPPORT_SAMPLE_WINDOW_DAYS,
  SUPPORT_TEXT,
  canSendSample,
  sampleRefusal,
  type ConversionErrorCode,
} from '../src';

const failedAt = '2026-03-01T08:00:00.000Z';
const days = (n: number) => new Date(Date.parse(failedAt) + n * 24 * 60 * 60 * 1000);
const failed = (errorCode: ConversionErrorCode) => ({ status: 'error', errorCode, completedAt: failedAt });

describe('sending a failed statement to us', () => {
  it.each(['NO_TRANSACTIONS', 'NO_TEXT_LAYER', 'PROCESSING_FAILED'] as const)(
    'is offered for %s, a failure a sample helps with',
    (code) => {
      expect(canSendSample(failed(code), days(1))).toBe(true);
    },
  );

  const never = (Object.keys(CONVERSION_ERRORS) as ConversionErrorCode[]).filter(
    (c) => !['NO_TRANSACTIONS', 'NO_TEXT_LAYER', 'PROCESSING_FAILED'].includes(c),
  );
  it.each(never)('is never offered for %s', (code) => {
    expect(sampleRefusal(failed(code), days(1))).toBe(SUPPORT_TEXT.notSupportable);
  });

  it('names the hostile and out-of-bounds codes among those never offered', () => {
    for (const code of [
      'DOCUMENT_TOO_LARGE',
      'DOCUMENT_TOO_COMPLEX',
      'NOT_A_PDF',
      'TOO_MANY_PAGES',
      'FILE_TOO_LARGE',
      'PASSWORD_REQUIRED',
      'PASSWORD_INCORRECT',
    ])
      expect(never).toContain(code);
  });

  it(`is open for ${SUPPORT_SAMPLE_WINDOW_DAYS} days after the failure, then closed`, () => {
    expect(sampleRefusal(failed('NO_TEXT_LAYER'), days(SUPPORT_SAMPLE_WINDOW_DAYS))).toBeNull();
    expect(sampleRefusal(failed('NO_TEXT_LAYER'), days(SUPPORT_SAMPLE_WINDOW_DAYS + 0.001))).toBe(
      SUPPORT_TEXT.windowClosed,
    );
    expect(sampleRefusal({ status: 'error', errorCode: 'NO_TEXT_LAYER' }, days(1))).toBe(SUPPORT_TEXT.windowClosed);
  });

  it('is not offered twice, nor for a row that did not fail', () => {
    expect(sampleRefusal({ ...failed('NO_TRANSACTIONS'), supportSampleSentAt: failedAt }, days(1))).toBe(
      SUPPORT_TEXT.sent,
    );
    expect(sampleRefusal({ status: 'completed', completedAt: failedAt }, days(1))).toBe(SUPPORT_TEXT.notSupportable);
  });
});
