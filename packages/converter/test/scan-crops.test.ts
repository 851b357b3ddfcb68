import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeGreyPng, scanCrops, type GreyImage } from '../src/ocr/index';
import { CROP_DPI, CROP_MARGIN_PT, cropScale, stripOf } from '../src/ocr/crops';
import { makeFixture } from './fixtures/index';
import { scanOf } from './fixtures/scan';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Reads a PNG back as a decoder would: signature, chunks with their CRCs, the header, the pixels. */
function decodePng(png: Uint8Array): { chunks: Chunk[]; image: GreyImage; bitDepth: number; colourType: number } {
  const bytes = Buffer.from(png);
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const chunks: Chunk[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    const crcOk = bytes.readUInt32BE(at + 8 + length) === crc32(bytes.subarray(at + 4, at + 8 + length));
    chunks.push({ type, data, crcOk });
    at += 12 + length;
  }
  const header = chunks[0]?.data ?? Buffer.alloc(13);
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width + 1)]).toBe(0); // filter: none
    data.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { chunks, image: { width, height, data }, bitDepth: header[8] ?? -1, colourType: header[9] ?? -1 };
}

describe('a grey PNG written with node:zlib', () => {
  it('decodes back to the same pixels, every chunk with a correct CRC', () => {
    const width = 7;
    const height = 5;
    const data = Uint8Array.from({ length: width * height }, (_, i) => (i * 37) % 256);
    const decoded = decodePng(encodeGreyPng({ width, height, data }));
    expect(decoded.chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(decoded.chunks.every((c) => c.crcOk)).toBe(true);
    expect(decoded.chunks[0]?.data.length).toBe(13);
    expect([decoded.bitDepth, decoded.colourType]).toEqual([8, 0]);
    expect(decoded.image).toEqual({ width, height, data });
  });

  it('refuses an empty image or pixels that do not fill it', () => {
    expect(() => encodeGreyPng({ width: 0, height: 1, data: new Uint8Array(0) })).toThrow(RangeError);
    expect(() => encodeGreyPng({ width: 2, height: 2, data: new Uint8Array(3) })).toThrow(RangeError);
  });
});

describe('a strip of a page', () => {
  const page: GreyImage = { width: 3, height: 4, data: Uint8Array.from({ length: 12 }, (_, i) => i) };
  it('takes whole rows, kept within the image', () => {
    expect(stripOf(page, 1, 3)).toEqual({ width: 3, height: 2, data: Uint8Array.of(3, 4, 5, 6, 7, 8) });
    expect(stripOf(page, -5, 1.2)?.height).toBe(2);
    expect(stripOf(page, 3.5, 99)?.data).toEqual(Uint8Array.of(9, 10, 11));
    expect(stripOf(page, 4, 9)).toBeUndefined();
  });

  it('is rendered at 150 dpi, less only for a page too large to render whole', () => {
    expect(cropScale(595, 842)).toBe(CROP_DPI / 72);
    const tall = cropScale(595, 50_520);
    expect(tall).toBeLessThan(CROP_DPI / 72);
    expect(595 * 50_520 * tall * tall).toBeCloseTo(40_000_000, -3);
  });
});

describe('the line images of a scan', () => {
  it('cut each row out of its page with a margin, and give nothing for a box off the page', async () => {
    const fx = await makeFixture({ layout: 'fnb-current', transactions: 8, seed: 3 });
    const scan = await scanOf(fx.pdf, { dpi: 150 });
    const box = { page: 1, top: 300, bottom: 312 };
    const crops = await scanCrops(
      scan,
      [
        { index: 4, box },
        { index: 9, box: { page: 7, top: 10, bottom: 20 } },
      ],
      { maxPages: 5 },
    );
    expect([...crops.keys()]).toEqual([4]);
    const { image } = decodePng(crops.get(4) ?? new Uint8Array());
    const perPt = CROP_DPI / 72;
    expect(Math.abs(image.width - 595 * perPt)).toBeLessThanOrEqual(1);
    expect(Math.abs(image.height - (box.bottom - box.top + 2 * CROP_MARGIN_PT) * perPt)).toBeLessThanOrEqual(2);
    // The strip holds print: some pixels are dark.
    expect(image.data.some((v) => v < 100)).toBe(true);
  });
});
