// The OCR engine's side of the converter (PDFium and Tesseract, loaded only by what imports this entry).
export { readScanPage, type ScanPage } from './scan-pages';
