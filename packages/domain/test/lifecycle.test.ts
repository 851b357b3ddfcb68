import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESSING_PROGRESS, IN_FLIGHT_STATUSES, LIFECYCLE, WORKFLOW_STEPS, isInFlight } from '../src';

describe('the conversion lifecycle table', () => {
  it('lists the workflow handlers in the order the workflow has always named them', () => {
    expect(WORKFLOW_STEPS).toEqual([
      'check-upload',
      'debit-credits',
      'convert-statement',
      'read-scan-page',
      'assemble-scan',
      'complete-conversion',
      'refund-credits',
      'fail-conversion',
    ]);
  });

  it('records a progress that only grows along the happy path, ending at 100', () => {
    const path = [
      LIFECYCLE.created,
      LIFECYCLE.uploaded,
      LIFECYCLE.checked,
      LIFECYCLE.debited,
      LIFECYCLE.converting,
      LIFECYCLE.completed,
    ];
    const progress = path.map((s) => s.progress);
    expect(progress).toEqual([0, 10, 30, 40, 60, 100]);
    expect(path.map((s) => s.status)).toEqual([
      'uploading',
      'processing',
      'processing',
      'processing',
      'processing',
      'completed',
    ]);
    expect(DEFAULT_PROCESSING_PROGRESS).toBe(LIFECYCLE.converting.progress);
  });

  it('names the statuses that hold an in-flight place, and isInFlight agrees', () => {
    expect(IN_FLIGHT_STATUSES).toEqual(['uploading', 'processing']);
    for (const status of ['uploading', 'processing']) expect(isInFlight(status)).toBe(true);
    for (const status of ['completed', 'error', undefined, null, 'other']) expect(isInFlight(status)).toBe(false);
  });

  it('ends every failure in the error status', () => {
    expect([LIFECYCLE.failed.status, LIFECYCLE.cancelled.status]).toEqual(['error', 'error']);
  });
});
