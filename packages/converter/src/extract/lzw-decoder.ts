import type { PieceDecoder } from './stream-decoders';

// LZWDecode for the stream decoders, in three parts: the code table, the bits the codes are read from, and the
// bytes of the last code, which also hold one code's output to its cap.

/** LZW's codes are at most 12 bits: the table holds 4096 entries, the first 258 the bytes, clear and end. */
const LZW_TABLE_SIZE = 4096;
/**
 * The most one code yields. A clear code leaves the old entries' lengths behind, so a hostile stream can grow an
 * entry's length by one a round, without end: the length is held at what 16 bits count, the bytes at 64 KB.
 */
const LZW_MAX_LENGTH = 65535;
const LZW_MAX_SEQUENCE = 65536;

/** LZW's code table: entry i is entry prevCodes[i]'s bytes then values[i]; the code width grows with it. */
class LzwTable {
  readonly values = new Uint8Array(LZW_TABLE_SIZE);
  readonly lengths = new Uint16Array(LZW_TABLE_SIZE);
  readonly prevCodes = new Uint16Array(LZW_TABLE_SIZE);
  nextCode = 258;
  codeLength = 9;
  private readonly earlyChange: number;

  constructor(earlyChange: number) {
    this.earlyChange = earlyChange;
    for (let i = 0; i < 256; i++) {
      this.values[i] = i;
      this.lengths[i] = 1;
    }
  }

  /** A clear code: entries are made afresh from 258 (the old ones stay in the arrays, as in pdfjs). */
  clear(): void {
    this.codeLength = 9;
    this.nextCode = 258;
  }

  /** The entry the previous code's bytes and `first` make, while the table has room. */
  add(prevCode: number, first: number): void {
    if (this.nextCode >= LZW_TABLE_SIZE) return;
    this.prevCodes[this.nextCode] = prevCode;
    this.lengths[this.nextCode] = Math.min(LZW_MAX_LENGTH, (this.lengths[prevCode] as number) + 1);
    this.values[this.nextCode] = first;
    this.nextCode++;
    // EarlyChange 1 (the default) widens the codes one entry before the table needs it.
    const n = this.nextCode + this.earlyChange;
    if ((n & (n - 1)) === 0) this.codeLength = Math.min((Math.log(n) / Math.LN2 + 1) | 0, 12);
  }
}

/** The input as a run of codes, most significant bit first, carried over from one piece to the next. */
class LzwBits {
  private cached = 0;
  private bits = 0;

  push(byte: number): void {
    this.cached = ((this.cached << 8) | byte) & 0xffffff;
    this.bits += 8;
  }

  /** The next code `width` bits wide, or -1 until more input comes. */
  take(width: number): number {
    if (this.bits < width) return -1;
    this.bits -= width;
    return (this.cached >>> this.bits) & ((1 << width) - 1);
  }
}

/** The bytes of the last code read: the next code may repeat them, plus their first byte, when past the table. */
class LzwSequence {
  private readonly bytes = new Uint8Array(LZW_MAX_SEQUENCE);
  length = 0;

  get first(): number {
    return this.bytes[0] as number;
  }

  literal(byte: number): void {
    this.bytes[0] = byte;
    this.length = 1;
  }

  /** An entry's bytes, read back to front along its chain of previous codes. */
  entry(table: LzwTable, code: number): void {
    this.length = table.lengths[code] as number;
    for (let j = this.length - 1, q = code; j >= 0; j--) {
      this.bytes[j] = table.values[q] as number;
      q = table.prevCodes[q] as number;
    }
  }

  /** A code not in the table yet (the entry it makes itself, or a bad code): the same bytes and the first again. */
  extend(): void {
    if (this.length < this.bytes.length) this.bytes[this.length++] = this.first;
  }

  copy(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** LZWDecode as pdfjs reads it (9-12 bit codes, EarlyChange). */
export function lzw(earlyChange: number): PieceDecoder {
  const table = new LzwTable(earlyChange);
  const input = new LzwBits();
  const seq = new LzwSequence();
  let prevCode = 0;
  let ended = false;
  /** One code: its bytes left in `seq`, or false for a clear or end code, which yield none. */
  const read = (code: number): boolean => {
    const hasPrev = seq.length > 0;
    if (code < 256) seq.literal(code);
    else if (code >= 258) {
      if (code < table.nextCode) seq.entry(table, code);
      else seq.extend();
    } else {
      if (code === 256) table.clear();
      else ended = true;
      seq.length = 0;
      return false;
    }
    if (hasPrev) table.add(prevCode, seq.first);
    prevCode = code;
    return true;
  };
  return {
    push(piece) {
      const out: Uint8Array[] = [];
      for (const byte of piece) {
        if (ended) break;
        input.push(byte);
        for (let code = input.take(table.codeLength); code >= 0; code = input.take(table.codeLength)) {
          if (read(code)) out.push(seq.copy());
          if (ended) break;
        }
      }
      return Buffer.concat(out);
    },
    end: () => new Uint8Array(0),
  };
}
