import { describe, expect, it } from 'vitest';
import { decode, decodedBytes, type Chunks } from '../src/extract/stream-decoders';

const CLEAR = 256;
const EOD = 257;

/** Codes packed most significant bit first, each `width(i)` bits wide; the last byte padded with zeros. */
function pack(codes: number[], width: (i: number) => number): Uint8Array {
  const bits: number[] = [];
  codes.forEach((code, i) => {
    for (let b = width(i) - 1; b >= 0; b--) bits.push((code >> b) & 1);
  });
  const out = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((bit, i) => {
    out[i >> 3] = (out[i >> 3] as number) | (bit << (7 - (i & 7)));
  });
  return out;
}

/**
 * Codes after one leading clear, written at the width a PDF writer uses: wide enough for the entry the table gets
 * next (plus EarlyChange); each code after the first adds one, up to 4096.
 */
function encoded(codes: number[], earlyChange: number): Uint8Array {
  const widths: number[] = [9];
  let next = 258;
  codes.forEach((_, i) => {
    widths.push(Math.min(12, (next + earlyChange).toString(2).length));
    if (i > 0 && next < 4096) next++;
  });
  return pack([CLEAR, ...codes], (i) => widths[i] as number);
}

/** The codes a plain LZW writer emits for `data`: its table gains an entry a code, up to 4096, never cleared. */
function lzwCodes(data: number[]): number[] {
  const table = new Map<string, number>();
  const codes: number[] = [];
  let prefix = '';
  for (const byte of data) {
    const longer = `${prefix},${byte}`;
    if (prefix === '' || table.has(longer)) {
      prefix = prefix === '' ? `${byte}` : longer;
      continue;
    }
    codes.push(table.get(prefix) ?? Number(prefix));
    if (table.size + 258 < 4096) table.set(longer, table.size + 258);
    prefix = `${byte}`;
  }
  if (prefix !== '') codes.push(table.get(prefix) ?? Number(prefix));
  return codes;
}

const lzw = (data: Uint8Array, earlyChange?: number) =>
  Buffer.from(decodedBytes(data, [{ kind: 'lzw', earlyChange }], Infinity) ?? []);

async function streamed(data: Uint8Array, chunk: number, earlyChange?: number): Promise<Buffer> {
  async function* pieces(): Chunks {
    for (let i = 0; i < data.length; i += chunk) yield data.subarray(i, i + chunk);
  }
  const out: Uint8Array[] = [];
  for await (const part of decode(pieces(), { kind: 'lzw', earlyChange })) out.push(part);
  return Buffer.concat(out);
}

describe('LZWDecode', () => {
  it('reads codes that refer back to the table, and a code that is the entry being made', () => {
    // A B 258(AB) 260 (the entry made by this very code: ABA) 257.
    const data = pack([CLEAR, 65, 66, 258, 260, EOD], () => 9);
    expect(lzw(data).toString('latin1')).toBe('ABABABA');
  });

  it('stops at the end code and ignores what follows', () => {
    const data = pack([CLEAR, 72, 105, EOD, 33, 33], () => 9);
    expect(lzw(data).toString('latin1')).toBe('Hi');
  });

  it('reads a code past the end of the table as the previous sequence and its first byte again', () => {
    expect(lzw(pack([CLEAR, 65, 300, EOD], () => 9)).toString('latin1')).toBe('AAA');
  });

  it('starts the table afresh at a clear code', () => {
    // After the clear, 258 is past the table again: the previous sequence (C) repeated.
    const data = pack([CLEAR, 65, 66, 258, CLEAR, 67, 258, EOD], () => 9);
    expect(lzw(data).toString('latin1')).toBe('ABABCCC');
  });

  // Words from a small alphabet: codes of every width that point back into the table, which fills up.
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const bytes = Array.from({ length: 60_000 }, () => (random() < 0.2 ? 32 : 97 + Math.floor(random() * 6)));
  const codes = lzwCodes(bytes);
  for (const early of [0, 1]) {
    it(`widens codes from 9 to 12 bits at the moment EarlyChange ${early} says, and holds a full table`, () => {
      expect(Math.max(...codes)).toBe(4095);
      const data = encoded(codes, early);
      expect([...lzw(data, early)]).toEqual(bytes);
      // Read with the other setting, the widths fall out of step and the bytes come out wrong.
      expect([...lzw(data, 1 - early)]).not.toEqual(bytes);
    });
  }

  it('takes EarlyChange 1 when none is given', () => {
    expect([...lzw(encoded(codes, 1))]).toEqual(bytes);
  });

  it('decodes the same when the input arrives a byte, or an odd number of bytes, at a time', async () => {
    const data = encoded(codes, 1);
    for (const chunk of [1, 3, 511, 513, 4096]) expect([...(await streamed(data, chunk))]).toEqual(bytes);
  });

  it('caps one code at 64 KB however long a hostile file makes its table entry', async () => {
    // Each round clears the table and redefines entry 258 as itself plus a byte: its length grows by one a round,
    // past what a 16-bit length holds, while the input stays small.
    const rounds = 70_000;
    const codes: number[] = [];
    for (let i = 0; i < rounds; i++) codes.push(CLEAR, 258, 65);
    // 258 read from the table; then two codes past it, each its sequence plus one byte, the second held at 64 KB.
    codes.push(258, 300, 301, EOD);
    const data = pack(codes, () => 9);
    expect(data.length).toBeLessThan(300_000);
    const out = lzw(data);
    const roundBytes = 2 * rounds;
    expect(out.length).toBe(roundBytes + 65535 + 65536 + 65536);
    expect(out.subarray(roundBytes).every((b) => b === 65)).toBe(true);
    expect((await streamed(data, 4096)).equals(out)).toBe(true);
  });

  it('stops at the limit it is given while decoding, not after (an object stream the guard unpacks itself)', () => {
    // 20,000 rounds grow entry 258 to 20,000 bytes for about 68 KB of input; 40 codes of it then make 800 KB.
    const codes: number[] = [];
    for (let i = 0; i < 20_000; i++) codes.push(CLEAR, 258, 65);
    for (let i = 0; i < 40; i++) codes.push(258);
    const data = pack([...codes, EOD], () => 9);
    expect(lzw(data).length).toBeGreaterThan(800_000);
    expect(decodedBytes(data, [{ kind: 'lzw' }], 200_000)).toBeUndefined();
  });
});
