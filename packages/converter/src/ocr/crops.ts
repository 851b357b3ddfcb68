/**
 * The images shown beside a scanned row that needs review: the strip of its page where the row's lines sit, rendered
 * grey by PDFium and written as a PNG with node:zlib alone (deflate and CRC-32), so no image library is shipped.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { ScanBox } from '@bankcsv/domain';
import { openScan } from './ocr-extractor';

/** Enough to read a printed line; a row's strip at 150 dpi is a few kilobytes. */
export const CROP_DPI = 150;
/** Page kept above and below a row's lines (points), so ascenders and descenders are not cut. */
export const CROP_MARGIN_PT = 3;
/** A page is rendered at most this large; a hostile page size lowers the resolution instead of taking the memory. */
export const MAX_CROP_PAGE_PIXELS = 40_000_000;

/** 8-bit grey pixels, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const PNG_SIGNATURE = Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10);

function pngChunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  // The CRC covers the chunk's type and data, not its length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A grey image as a PNG file (8-bit greyscale, no interlace).
 * @example encodeGreyPng({ width: 1, height: 1, data: Uint8Array.of(255) }) // a 1×1 white PNG
 */
export function encodeGreyPng(image: GreyImage): Uint8Array {
  const { width, height, data } = image;
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1)
    throw new RangeError('A PNG needs a width and a height of at least 1');
  if (data.length !== width * height) throw new RangeError('The pixels do not fill the image');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale; compression, filter method and interlace stay 0
  // Each row starts with its filter type, 0 (none): deflate alone packs a scan's flat background well.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(data.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** Rows `top` to `bottom` (pixels, bottom excluded) of an image, kept within it; undefined when nothing is left. */
export function stripOf(image: GreyImage, top: number, bottom: number): GreyImage | undefined {
  const from = Math.max(0, Math.floor(top));
  const to = Math.min(image.height, Math.ceil(bottom));
  if (!(to > from)) return undefined;
  return { width: image.width, height: to - from, data: image.data.slice(from * image.width, to * image.width) };
}

/** Pixels per point for a page: CROP_DPI, less where the page would render larger than MAX_CROP_PAGE_PIXELS. */
export function cropScale(widthPt: number, heightPt: number): number {
  const scale = CROP_DPI / 72;
  const pixels = widthPt * heightPt * scale * scale;
  return pixels > MAX_CROP_PAGE_PIXELS ? scale * Math.sqrt(MAX_CROP_PAGE_PIXELS / pixels) : scale;
}

/** A row of the statement (its index in the transactions) and where its lines sit on the scan. */
export interface CropRequest {
  index: number;
  box: ScanBox;
}

/**
 * Each row's strip of its page as a PNG, by row index. Every page with a row to show is rendered once; a box off its
 * page gives no image.
 */
export async function scanCrops(
  bytes: Uint8Array,
  rows: readonly CropRequest[],
  opts: { password?: string; maxPages: number },
): Promise<Map<number, Uint8Array>> {
  const crops = new Map<number, Uint8Array>();
  if (rows.length === 0) return crops;
  const byPage = new Map<number, CropRequest[]>();
  for (const row of rows) byPage.set(row.box.page, [...(byPage.get(row.box.page) ?? []), row]);
  const doc = await openScan(bytes, opts);
  try {
    for (const [page, onPage] of byPage) {
      if (!Number.isInteger(page) || page < 1 || page > doc.getPageCount()) continue;
      const p = doc.getPage(page - 1);
      const { originalWidth, originalHeight } = p.getOriginalSize();
      const scale = cropScale(originalWidth, originalHeight);
      const image = await p.render({ scale, colorSpace: 'Gray', render: 'bitmap' });
      // The bitmap's own height over the page's: pdfium rounds the size it renders.
      const perPt = image.height / originalHeight;
      for (const { index, box } of onPage) {
        const strip = stripOf(image, (box.top - CROP_MARGIN_PT) * perPt, (box.bottom + CROP_MARGIN_PT) * perPt);
        if (strip) crops.set(index, encodeGreyPng(strip));
      }
    }
  } finally {
    doc.destroy();
  }
  return crops;
}
