import { describe, expect, it } from 'vitest';
import {
  MAX_SANITIZED_NAME_LENGTH,
  cropKey,
  csvOutputKey,
  outputFolder,
  outputKey,
  sanitizeFileName,
  scanPageKey,
  transactionsKey,
  uploadKey,
  userIdFromUploadKey,
  userUploadsPrefix,
} from '../src';

describe('sanitizeFileName', () => {
  it.each([
    ['statement.pdf', 'statement.pdf'],
    ['My Statement (Jan).pdf', 'My_Statement__Jan_.pdf'],
    ['fnb-2025.03.pdf', 'fnb-2025.03.pdf'],
    ['../../etc/passwd', '____etc_passwd'],
    ['a/../b.pdf', 'a___b.pdf'],
    ['..', '_'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['rëkening.pdf', 'r_kening.pdf'],
    ['', 'statement.pdf'],
    ['...', '_'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('caps long names and keeps the extension', () => {
    const out = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(out).toHaveLength(MAX_SANITIZED_NAME_LENGTH);
    expect(out.endsWith('.pdf')).toBe(true);
    expect(sanitizeFileName('b'.repeat(MAX_SANITIZED_NAME_LENGTH))).toHaveLength(MAX_SANITIZED_NAME_LENGTH);
  });

  it('never leaves a slash or a dot run', () => {
    for (const s of ['a/b', 'a\\b', 'x..y', '....pdf', '/abs.pdf']) {
      expect(sanitizeFileName(s)).not.toMatch(/[/\\]|\.\./);
    }
  });
});

describe('uploadKey', () => {
  it('builds user-uploads/{userId}/{timestamp}_{name}', () => {
    expect(uploadKey('3f2a-77', 'Jan 2025.pdf', 1700000000000)).toBe('user-uploads/3f2a-77/1700000000000_Jan_2025.pdf');
  });

  it.each(['', '../x', 'a/b', 'a b', 'x'.repeat(129)])('rejects user id %j', (id) => {
    expect(() => uploadKey(id, 'a.pdf', 1)).toThrow('Invalid user id');
  });

  it.each([-1, 1.5, Number.NaN])('rejects timestamp %d', (t) => {
    expect(() => uploadKey('u1', 'a.pdf', t)).toThrow('Invalid timestamp');
  });

  it('gives the folder holding every upload of one user, and only that user', () => {
    expect(userUploadsPrefix('u-1')).toBe('user-uploads/u-1/');
    expect(uploadKey('u-1', 'a.pdf', 5).startsWith(userUploadsPrefix('u-1'))).toBe(true);
    expect(uploadKey('u-10', 'a.pdf', 5).startsWith(userUploadsPrefix('u-1'))).toBe(false);
    expect(() => userUploadsPrefix('../x')).toThrow('Invalid user id');
  });

  it('reads the user id back only from well-formed keys', () => {
    expect(userIdFromUploadKey(uploadKey('u-1', 'a b.pdf', 5))).toBe('u-1');
    expect(userIdFromUploadKey('user-uploads/u-1/../u-2/5_a.pdf')).toBeNull();
    expect(userIdFromUploadKey('outputs/u-1/5_a.pdf')).toBeNull();
  });
});

describe('outputKey', () => {
  it.each([['csv'], ['xlsx'], ['ofx'], ['qbo']] as const)('builds the %s key', (kind) => {
    expect(outputKey('u1', 'c1', kind)).toBe(`outputs/u1/c1/statement.${kind}`);
  });
  it('rejects unsafe conversion ids', () => {
    expect(() => outputKey('u1', '../c', 'csv')).toThrow('Invalid conversion id');
  });
});

describe("a saved review's files", () => {
  it('go in a folder of their save inside the conversion; the extraction stays in the conversion folder', () => {
    expect(outputFolder('u1', 'c1')).toBe('outputs/u1/c1/');
    expect(outputKey('u1', 'c1', 'ofx', 's-1')).toBe('outputs/u1/c1/s-1/statement.ofx');
    expect(csvOutputKey('u1', 'c1', 'sage', 1, 's-1')).toBe('outputs/u1/c1/s-1/statement.csv');
    expect(csvOutputKey('u1', 'c1', 'xero', 2, 's-1')).toBe('outputs/u1/c1/s-1/statement-xero-part2.csv');
    expect(transactionsKey('u1', 'c1', 3, 's-1')).toBe('outputs/u1/c1/s-1/transactions-v3.json');
    expect(transactionsKey('u1', 'c1', 0, 's-1')).toBe('outputs/u1/c1/transactions.json');
  });
  it('refuses a folder that could leave the conversion', () => {
    expect(() => outputKey('u1', 'c1', 'csv', '../c2')).toThrow('Invalid files id');
    expect(() => transactionsKey('u1', 'c1', 1, 'a/b')).toThrow('Invalid files id');
  });
});

describe("a scan's files", () => {
  it('keep the pages read and the line images in the conversion folder, where its other files are', () => {
    expect(scanPageKey('u1', 'c1', 3)).toBe('outputs/u1/c1/scan/page-3.json');
    expect(cropKey('u1', 'c1', 0)).toBe('outputs/u1/c1/crops/row-0.png');
    expect(cropKey('u1', 'c1', 12).startsWith(outputFolder('u1', 'c1'))).toBe(true);
  });
  it('refuses pages and rows that are not whole numbers, and ids that could leave the folder', () => {
    expect(() => scanPageKey('u1', 'c1', 0)).toThrow('Invalid page');
    expect(() => scanPageKey('u1', 'c1', 1.5)).toThrow('Invalid page');
    expect(() => cropKey('u1', 'c1', -1)).toThrow('Invalid row');
    expect(() => cropKey('u1', '../c', 1)).toThrow('Invalid conversion id');
  });
});
