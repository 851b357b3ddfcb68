// The OCR engine's side of the converter (PDFium and Tesseract, loaded only by what imports this entry).
export { readScanPage, releaseOcrWorkers, type ScanPage } from './scan-pages';
export { encodeGreyPng, scanCrops, type CropRequest, type GreyImage } from './crops';
export { readImageDescriptions } from './image-descriptions';
