/**
 * A page scanned askew, levelled before Tesseract reads it. Tesseract finds its text lines along the raster's rows:
 * on a dense 1-bit page tilted a degree, one row's figures drift into the next row's band and it merges or drops rows
 * the balance chain then cannot account for. The tilt is measured from the ink itself (the angle at which the ink
 * piles into the fewest, darkest rows), then the page is turned back about its centre.
 */
import type { Raster } from './missed-ink';

/** Tilts the scans we are sent have: an office scanner's feed or a hand on a flatbed, a couple of degrees at most. */
const MAX_TILT_DEG = 2.5;
const STEP_DEG = 0.05;
/** Under this the rows stay in their bands and Tesseract reads the page as it is: turning it only blurs it. */
export const LEVEL_FROM_DEG = 0.4;
/** Ink pixels sampled: plenty to find the angle, few enough to try every angle quickly. */
const SAMPLES = 80_000;
const INK = 128;

/** Ink pixels of the page, spread evenly over it, at most about SAMPLES of them. */
function inkPoints(r: Raster): { xs: Int32Array; ys: Int32Array } {
  let ink = 0;
  for (let i = 0; i < r.pixels.length; i += 7) if ((r.pixels[i] as number) < INK) ink++;
  const stride = Math.max(1, Math.round((ink * 7) / SAMPLES));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < r.pixels.length; i += stride) {
    if ((r.pixels[i] as number) >= INK) continue;
    xs.push(i % r.width);
    ys.push(Math.floor(i / r.width));
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

/** How sharply the ink piles into rows when the page is read along lines tilted by `tan`: the sum of squared counts. */
function sharpness(xs: Int32Array, ys: Int32Array, tan: number, width: number, height: number, bins: Int32Array) {
  bins.fill(0);
  const cx = width / 2;
  const lift = Math.ceil(Math.abs(tan) * cx) + 1;
  for (let k = 0; k < xs.length; k++) {
    const y = Math.round((ys[k] as number) - ((xs[k] as number) - cx) * tan) + lift;
    if (y >= 0 && y < bins.length) bins[y] = (bins[y] as number) + 1;
  }
  let sum = 0;
  for (let y = 0; y < height + 2 * lift; y++) sum += (bins[y] as number) ** 2;
  return sum;
}

/** The page's tilt in degrees (its rows run down to the right when positive, y growing down); 0 for a blank page. */
export function inkTilt(r: Raster): number {
  const { xs, ys } = inkPoints(r);
  if (xs.length < 1000) return 0;
  const bins = new Int32Array(r.height + 2 * Math.ceil(Math.tan((MAX_TILT_DEG * Math.PI) / 180) * r.width) + 4);
  let [best, bestScore] = [0, -1];
  // Level first, then out both ways: of angles that pile the ink alike, the smallest tilt is taken.
  for (let k = 0; k <= Math.round(MAX_TILT_DEG / STEP_DEG); k++) {
    for (const deg of k === 0 ? [0] : [-k * STEP_DEG, k * STEP_DEG]) {
      const score = sharpness(xs, ys, Math.tan((deg * Math.PI) / 180), r.width, r.height, bins);
      if (score > bestScore) [best, bestScore] = [deg, score];
    }
  }
  return Math.round(best * 100) / 100;
}

/** The page turned by `-deg` about its centre (bilinear, white past its edges): its rows level again. */
export function levelled(r: Raster, deg: number): Raster {
  const { width, height, pixels } = r;
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const out = new Uint8Array(pixels.length).fill(255);
  for (let y = 0; y < height; y++) {
    // Where this row's first pixel lies on the tilted page; each step right moves by (cos, sin) there.
    const dy = y - height / 2;
    let sx = width / 2 - (width / 2) * cos - dy * sin;
    let sy = height / 2 - (width / 2) * sin + dy * cos;
    for (let x = 0, at = y * width; x < width; x++, at++, sx += cos, sy += sin) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      // The page's edge: left white, as a scanner's lid is.
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = (pixels[i] as number) * (1 - fx) + (pixels[i + 1] as number) * fx;
      const bottom = (pixels[i + width] as number) * (1 - fx) + (pixels[i + width + 1] as number) * fx;
      out[at] = top * (1 - fy) + bottom * fy + 0.5;
    }
  }
  return { width, height, pixels: out };
}

/** The page as Tesseract should read it: levelled where it is tilted enough to matter. */
export function levelledForOcr(r: Raster): Raster {
  const tilt = inkTilt(r);
  return Math.abs(tilt) >= LEVEL_FROM_DEG ? levelled(r, tilt) : r;
}
