/** Names of downloaded files: `name_date.csv` and `name_unformatted_date.xlsx`. */

export const DEFAULT_DOWNLOAD_NAME = 'Bank_Statement';
export const CSV_NAME_MAX = 50;
export const XLSX_NAME_MAX = 45;
// South Africa has no daylight saving: SAST is always UTC+2.
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * The PDF name without its extension, reduced to letters, digits, `-` and single underscores.
 * @example cleanBaseName('FNB Jan 2025.pdf') // 'FNB_Jan_2025'
 */
export function cleanBaseName(originalFileName: string | undefined | null, max = CSV_NAME_MAX): string {
  const withoutExt = (originalFileName ?? '').replace(/\.[^./\\]*$/, '');
  const cleaned = withoutExt
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, max)
    .replace(/_+$/, '');
  return cleaned === '' ? DEFAULT_DOWNLOAD_NAME : cleaned;
}

/**
 * The date part, YYYY-MM-DD in South African time.
 * @example downloadDate(new Date('2025-03-01T23:30:00Z')) // '2025-03-02'
 */
export function downloadDate(date: Date): string {
  return new Date(date.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Both download names for a conversion.
 * @example downloadFileNames('jan.pdf', new Date('2025-01-31T10:00:00Z')) // { csv: 'jan_2025-01-31.csv', xlsx: 'jan_unformatted_2025-01-31.xlsx' }
 */
export function downloadFileNames(originalFileName: string | undefined | null, date: Date): { csv: string; xlsx: string } {
  const day = downloadDate(date);
  return {
    csv: `${cleanBaseName(originalFileName, CSV_NAME_MAX)}_${day}.csv`,
    xlsx: `${cleanBaseName(originalFileName, XLSX_NAME_MAX)}_unformatted_${day}.xlsx`,
  };
}
