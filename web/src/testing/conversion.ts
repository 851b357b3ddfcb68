import type { Conversion } from '../lib/conversions';

/** A completed conversion row as the API lists it; tests pass what they look at. */
export function completedConversion(extra: Partial<Conversion> = {}): Conversion {
  return {
    conversionId: 'c1',
    userId: 'u1',
    fileName: 'f.pdf',
    originalFileName: 'f.pdf',
    fileSize: 1,
    status: 'completed',
    progress: 100,
    creditsUsed: 1,
    createdAt: '2026-11-23T10:00:00Z',
    ...extra,
  };
}
