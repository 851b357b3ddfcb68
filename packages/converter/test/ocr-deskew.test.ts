import { describe, expect, it } from 'vitest';
import { inkTilt, levelled, levelledForOcr } from '../src/ocr/deskew';

// A page scanned askew is levelled before OCR: on a dense 1-bit page tilted a degree, Tesseract's lines run into each
// other and rows are merged or lost.

/** A white page with rows of ink dashes (text-like: broken, not solid rules) tilted by `deg`, y growing down. */
function page(deg: number, width = 1200, height = 900): { width: number; height: number; pixels: Uint8Array } {
  const pixels = new Uint8Array(width * height).fill(255);
  const tan = Math.tan((deg * Math.PI) / 180);
  for (let row = 80; row < height - 80; row += 36) {
    for (let x = 60; x < width - 60; x++) {
      if (x % 23 > 15) continue;
      const y0 = Math.round(row + (x - width / 2) * tan);
      for (let y = y0; y < y0 + 9; y++) pixels[y * width + x] = 0;
    }
  }
  return { width, height, pixels };
}

/** How many raster rows hold ink: rows printed level hold it in a few narrow bands. */
const inkedRows = (r: { width: number; height: number; pixels: Uint8Array }): number => {
  let n = 0;
  for (let y = 0; y < r.height; y++) if (r.pixels.subarray(y * r.width, (y + 1) * r.width).some((v) => v < 128)) n++;
  return n;
};

describe('a page scanned askew', () => {
  it.each([-1.5, -0.8, 0, 0.6, 1.2])('measures a tilt of %f° from its ink', (deg) => {
    expect(inkTilt(page(deg))).toBeCloseTo(deg, 1);
  });

  it('is turned back until its rows are level, and a level page is left as it is', () => {
    const tilted = page(1.2);
    const level = levelled(tilted, inkTilt(tilted));
    expect(inkedRows(tilted)).toBeGreaterThan(inkedRows(page(0)) * 2);
    expect(inkedRows(level)).toBeLessThan(inkedRows(page(0)) * 1.3);
    const flat = page(0.1);
    expect(levelledForOcr(flat)).toBe(flat);
  });

  it('finds no tilt on a blank page', () => {
    expect(inkTilt({ width: 300, height: 300, pixels: new Uint8Array(90_000).fill(255) })).toBe(0);
  });
});
