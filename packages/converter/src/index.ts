export { ConversionError, errorName, isConversionError, type ConversionErrorCode } from './errors';
export { convertStatement, inspectPdf, DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS, type ConvertOptions } from './convert';
export { toCsv, type CsvProfile } from './export/csv';
export { toXlsx } from './export/xlsx';
export { textCell, numberCell } from './export/csv-cell';
export type { TextExtractor, ExtractedDocument, TextRun } from './extract/types';
export type { Statement, Transaction, DataQuality, BalanceCheck, BalanceBreak } from './types';
export { toOfx } from './export/ofx';
export { toJson } from './export/json';
