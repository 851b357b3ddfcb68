import { describe, expect, it } from 'vitest';
import { cleanBaseName, downloadDate, downloadFileNames } from '../src';

const day = new Date('2025-03-14T09:00:00Z');

describe('downloadFileNames', () => {
  it.each([
    ['FNB Statement March.pdf', 'FNB_Statement_March_2025-03-14.csv', 'FNB_Statement_March_unformatted_2025-03-14.xlsx'],
    ['statement.PDF', 'statement_2025-03-14.csv', 'statement_unformatted_2025-03-14.xlsx'],
    ['archive.2025.pdf', 'archive_2025_2025-03-14.csv', 'archive_2025_unformatted_2025-03-14.xlsx'],
    ['', 'Bank_Statement_2025-03-14.csv', 'Bank_Statement_unformatted_2025-03-14.xlsx'],
    [null, 'Bank_Statement_2025-03-14.csv', 'Bank_Statement_unformatted_2025-03-14.xlsx'],
    ['%%%.pdf', 'Bank_Statement_2025-03-14.csv', 'Bank_Statement_unformatted_2025-03-14.xlsx'],
    ['  (copy) rekening .pdf', 'copy_rekening_2025-03-14.csv', 'copy_rekening_unformatted_2025-03-14.xlsx'],
  ])('%j', (name, csv, xlsx) => {
    expect(downloadFileNames(name, day)).toEqual({ csv, xlsx });
  });

  it.each([
    [49, 49, 45], [50, 50, 45], [51, 50, 45], [120, 50, 45],
  ])('truncates a %i-char name to %i (csv) and %i (xlsx)', (len, csvLen, xlsxLen) => {
    const names = downloadFileNames(`${'x'.repeat(len)}.pdf`, day);
    expect(names.csv).toBe(`${'x'.repeat(csvLen)}_2025-03-14.csv`);
    expect(names.xlsx).toBe(`${'x'.repeat(Math.min(len, xlsxLen))}_unformatted_2025-03-14.xlsx`);
  });

  it('does not end a truncated name with an underscore', () => {
    expect(cleanBaseName(`${'a'.repeat(49)} b.pdf`)).toBe('a'.repeat(49));
  });
});

describe('downloadDate', () => {
  it.each([
    ['2025-03-01T21:59:00Z', '2025-03-01'],
    ['2025-03-01T22:00:00Z', '2025-03-02'],
    ['2024-12-31T23:00:00Z', '2025-01-01'],
  ])('%s is %s in South Africa', (iso, expected) => {
    expect(downloadDate(new Date(iso))).toBe(expected);
  });
});
