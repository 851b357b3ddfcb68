/**
 * A page softened before Tesseract reads it, where it has no grain of its own: a 1-bit scan (PDFium scales its hard
 * stair-stepped edges, and thin strokes break apart) or a clean render. A 3×3 box blur gives the broken strokes back
 * enough grey for Tesseract's own thresholding to join them. Measured on 40 generated office scans: more rows read
 * right in all (1-bit scans near the refusal line move both ways, more of them up), clean pages as before. A JPEG
 * or a photo already carries grain, and a blur only loses it detail.
 */

/** Share of exactly white pixels past which a page has no grain (a JPEG's background has almost none). */
const FLAT_WHITE = 0.8;
/** Every this many pixels counted: the background's share is plain long before the whole page is seen. */
const SAMPLE_STEP = 5;

function flatBackground(pixels: Uint8Array): boolean {
  let white = 0;
  let seen = 0;
  for (let i = 0; i < pixels.length; i += SAMPLE_STEP, seen++) if (pixels[i] === 255) white++;
  return seen > 0 && white / seen > FLAT_WHITE;
}

/** The sum of each pixel and its two neighbours along its row, edges repeated. */
function rowSums(src: Uint8Array, width: number, height: number): Uint16Array {
  const out = new Uint16Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const at = row + x;
      out[at] =
        (src[x > 0 ? at - 1 : at] as number) + (src[at] as number) + (src[x < width - 1 ? at + 1 : at] as number);
    }
  }
  return out;
}

/** `pixels` (grey, `width` × `height`) as Tesseract should read them: softened where the page has no grain. */
export function pixelsForOcr(width: number, height: number, pixels: Uint8Array): Uint8Array {
  if (!flatBackground(pixels)) return pixels;
  const rows = rowSums(pixels, width, height);
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    const [up, down] = [y > 0 ? -width : 0, y < height - 1 ? width : 0];
    for (let x = 0, at = y * width; x < width; x++, at++) {
      out[at] = Math.round(((rows[at + up] as number) + (rows[at] as number) + (rows[at + down] as number)) / 9);
    }
  }
  return out;
}
