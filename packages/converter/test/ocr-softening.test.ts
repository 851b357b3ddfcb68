import { describe, expect, it } from 'vitest';
import { pixelsForOcr } from '../src/ocr/ocr-softening';
import { rng } from './fixtures/model';

const W = 40;
const H = 30;

describe('a page softened for OCR', () => {
  it('spreads a 1-bit page’s hard edges into grey, three pixels each way', () => {
    const page = new Uint8Array(W * H).fill(255);
    page[10 * W + 20] = 0;
    const out = pixelsForOcr(W, H, page);
    expect(out[10 * W + 20]).toBe(Math.round((8 * 255) / 9));
    expect(out[9 * W + 19]).toBe(Math.round((8 * 255) / 9));
    expect(out[8 * W + 20]).toBe(255);
    // Edges repeat their own pixels: a white border stays white.
    expect(out[0]).toBe(255);
  });

  it('leaves a grainy page (a JPEG, a photo) as it is', () => {
    const rnd = rng(3);
    const page = Uint8Array.from({ length: W * H }, () => 230 + Math.floor(rnd() * 20));
    expect(pixelsForOcr(W, H, page)).toBe(page);
  });
});
