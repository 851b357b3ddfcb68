/**
 * A flagged row's region cut from its rendered page (grey, 300 dpi), checked to hold the whole picture: ink on the
 * region's edges, or in the column just under it, means the image is larger than the band and a reading of the band
 * would be part of it.
 */
import type { ImageRegion } from './image-regions';

export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Grey under this is ink (the masks are black on white). */
const INK = 128;
/** White round the cut: Tesseract finds a line's edges badly where the glyphs touch the picture's border (px). */
const PAD = 16;

function inkIn(page: Raster, x0: number, x1: number, top: number, bottom: number): boolean {
  for (let y = Math.max(0, top); y < Math.min(page.height, bottom); y++)
    for (let x = Math.max(0, x0); x < Math.min(page.width, x1); x++)
      if ((page.data[y * page.width + x] as number) < INK) return true;
  return false;
}

/**
 * The region's pixels with a white border; null when ink touches its edges (the image runs on under a neighbour or
 * past the band) or lies in the column under it (the image goes on to a line of its own).
 */
export function regionPixels(page: Raster, r: ImageRegion, pageHeight: number, dpi: number): Raster | null {
  const px = dpi / 72;
  const down = (y: number) => Math.round((pageHeight - y) * px);
  const [x0, x1] = [Math.max(0, Math.floor(r.x0 * px)), Math.min(page.width, Math.ceil(r.x1 * px))];
  const [top, bottom] = [Math.max(0, down(r.y1)), Math.min(page.height, down(r.y0))];
  if (x1 - x0 < 2 || bottom - top < 2) return null;
  const edges =
    inkIn(page, x0, x0 + 1, top, bottom) ||
    inkIn(page, x1 - 1, x1, top, bottom) ||
    inkIn(page, x0, x1, top, top + 1) ||
    inkIn(page, x0, x1, bottom - 1, bottom);
  if (edges || inkIn(page, x0, x1, bottom, down(r.clearTo))) return null;
  const [width, height] = [x1 - x0 + 2 * PAD, bottom - top + 2 * PAD];
  const data = new Uint8Array(width * height).fill(255);
  for (let y = top; y < bottom; y++)
    data.set(page.data.subarray(y * page.width + x0, y * page.width + x1), (y - top + PAD) * width + PAD);
  return { width, height, data };
}

/** The picture resized by `k` (bilinear). */
export function resized(img: Raster, k: number): Raster {
  const [width, height] = [Math.max(1, Math.round(img.width * k)), Math.max(1, Math.round(img.height * k))];
  const data = new Uint8Array(width * height);
  const at = (x: number, y: number) => img.data[y * img.width + x] as number;
  const source = (v: number, n: number) => Math.min(n - 1, Math.max(0, (v + 0.5) / k - 0.5));
  for (let y = 0; y < height; y++) {
    const fy = source(y, img.height);
    const [y0, dy] = [Math.floor(fy), fy - Math.floor(fy)];
    const y1 = Math.min(img.height - 1, y0 + 1);
    for (let x = 0; x < width; x++) {
      const fx = source(x, img.width);
      const [x0, dx] = [Math.floor(fx), fx - Math.floor(fx)];
      const x1 = Math.min(img.width - 1, x0 + 1);
      const top = at(x0, y0) * (1 - dx) + at(x1, y0) * dx;
      const bottom = at(x0, y1) * (1 - dx) + at(x1, y1) * dx;
      data[y * width + x] = Math.round(top * (1 - dy) + bottom * dy);
    }
  }
  return { width, height, data };
}
