/** One retention story, told the same way by the policies, the terms and the dashboard note. */

export const RETENTION = {
  /** Uploaded PDFs are deleted when their conversion ends; a lifecycle rule removes any leftover. */
  pdfBackstopDays: 1,
  /** Converted CSV/XLSX files and their history rows. */
  outputDays: 30,
  /** Account and payment records (tax law). */
  accountRecordYears: 7,
} as const;

export const RETENTION_TEXT = {
  pdf:
    `Uploaded PDF statements are deleted as soon as their conversion ends, ` +
    `whether it succeeds or fails. A safety rule removes any PDF left ` +
    `behind within ${RETENTION.pdfBackstopDays} day.`,
  outputs:
    `Converted CSV and XLSX files, and their entries in your conversion ` +
    `history, are deleted automatically after ${RETENTION.outputDays} days.`,
  account:
    `Account, credit and payment records are kept for ` +
    `${RETENTION.accountRecordYears} years, as South African tax law ` +
    `requires.`,
  scanLines:
    `For a scanned statement, images of the lines that need your review ` +
    `(each one line of the statement, shown beside its row when you review ` +
    `it) are kept only as long as the conversion's other files, and are ` +
    `deleted with them.`,
  dashboardNote: `CSV files are deleted automatically after ${RETENTION.outputDays} days.`,
} as const;
