// Failures are the domain's: one list of codes and messages from the converter to the row.
export { ConversionError, isConversionError, type ThrownErrorCode as ConversionErrorCode } from '@bankcsv/domain';
// Reading a scan's pages (the OCR engine) is `@bankcsv/converter/ocr`: the text path never loads it.
export type { ScanPage } from './ocr/scan-pages-extractor';
export type { ImageTextReader } from './ocr/image-descriptions';
export {
  convertStatement,
  convertScan,
  inspectPdf,
  DEFAULT_MAX_PAGES,
  DEFAULT_TIMEOUT_MS,
  type ConvertOptions,
} from './convert';
export { toCsv, toCsvByAccount, type CsvProfile } from './export/csv';
export { toXlsx } from './export/xlsx';
export { textCell, numberCell } from './export/csv-cell';
export type { TextExtractor, ExtractedDocument, TextRun, PageSize } from './extract/types';
export type { Statement, Transaction, DataQuality, BalanceCheck, BalanceBreak } from './types';
export { toOfx } from './export/ofx';
export { MissingAccountNumberError } from './export/missing-account-number';
export { withAccountNumbers } from './export/accounts';
export { toQbo, statementFormats, QBO_INTU_BID } from './export/qbo';
export { toJson } from './export/json';
export { restate, type ReviewStatement } from './edit';
export { isCardStatement } from './card';
