import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiresAtFrom, toConversionJson, type ConversionRecord } from '../../src/adapters/conversions-repo';
import { logger } from '../../src/shared/logger';

const record: ConversionRecord = {
  conversionId: 'C1',
  userId: 'u1',
  fileName: 'jan.pdf',
  originalFileName: 'jan.pdf',
  fileSize: 1234,
  status: 'processing',
  progress: 30,
  creditsUsed: 0,
  createdAt: '2025-01-31T10:00:00.000Z',
  storageKey: 'user-uploads/u1/1_jan.pdf',
  csvKey: 'outputs/u1/C1/statement.csv',
  csvParts: { sage: 1, xero: 2 },
  passwordCipher: 'v1.a.b.c',
  pdfSha256: 'ab'.repeat(32),
  expiresAt: 1,
  lastUpdated: '2025-01-31T10:00:00.000Z',
};

describe('toConversionJson', () => {
  it(
    'never carries storage keys, the sealed password, the PDF digest or the ' +
      'TTL, but says how many files each CSV layout has',
    () => {
      const json = toConversionJson(record);
      expect(json).toEqual({
        conversionId: 'C1',
        userId: 'u1',
        fileName: 'jan.pdf',
        originalFileName: 'jan.pdf',
        fileSize: 1234,
        status: 'processing',
        progress: 30,
        creditsUsed: 0,
        createdAt: '2025-01-31T10:00:00.000Z',
        csvParts: { sage: 1, xero: 2 },
      });
    },
  );
});

describe('toConversionJson of a scan', () => {
  it('says how many pages are read and what the chain proved, never where the line images are', () => {
    const json = toConversionJson({
      ...record,
      pages: 3,
      scanPagesRead: new Set([1, 3]),
      scanned: { verified: 40, corrected: 2, needsReview: 1 },
      scanCrops: [7],
    });
    expect(json).toMatchObject({ pages: 3, pagesRead: 2, scanned: { verified: 40, corrected: 2, needsReview: 1 } });
    expect(json).not.toHaveProperty('scanCrops');
    expect(json).not.toHaveProperty('scanPagesRead');
  });
});

describe('expiresAtFrom', () => {
  it('is 30 days later, in epoch seconds', () => {
    expect(expiresAtFrom(new Date('2025-01-01T00:00:00Z'))).toBe(Date.parse('2025-01-31T00:00:00Z') / 1000);
  });
});

describe('logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line and drops fields that could hold secrets or statement content', () => {
    const lines: string[] = [];
    // Powertools Logger writes to stdout itself (not through the global console).
    vi.spyOn(process.stdout, 'write').mockImplementation(
      (chunk: string | Uint8Array) => lines.push(...String(chunk).split('\n').filter(Boolean)) > 0,
    );
    logger.info('checked', {
      conversionId: 'C1',
      pages: 2,
      password: 'hunter22',
      passwordCipher: 'v1.x',
      accountNumber: '62000000000',
      text: 'OPENING BALANCE',
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'INFO', message: 'checked', conversionId: 'C1', pages: 2 });
    expect(lines[0]).not.toMatch(/hunter22|v1\.x|62000000000|OPENING/);
  });
});
