import { Readable, pipeline, type Transform } from 'node:stream';
import { brotliDecompressSync, constants, createBrotliDecompress, createInflateRaw, inflateRawSync } from 'node:zlib';
import { lzw } from './lzw-decoder';

// Streaming decoders for the PDF filters pdfjs applies while reading text, used only to measure how
// much a stream expands: each yields its output in chunks, so nothing is held but the chunk at hand.

export type Chunks = AsyncIterable<Uint8Array>;
export type FilterKind =
  | 'flate'
  | 'lzw'
  | 'brotli'
  | 'ascii85'
  | 'asciihex'
  | 'runlength'
  | 'image'
  | 'crypt'
  | 'unknown';

const KINDS: Record<string, FilterKind> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  BrotliDecode: 'brotli',
  ASCII85Decode: 'ascii85',
  A85: 'ascii85',
  ASCIIHexDecode: 'asciihex',
  AHx: 'asciihex',
  RunLengthDecode: 'runlength',
  RL: 'runlength',
  DCTDecode: 'image',
  DCT: 'image',
  JPXDecode: 'image',
  JPX: 'image',
  CCITTFaxDecode: 'image',
  CCF: 'image',
  JBIG2Decode: 'image',
  Crypt: 'crypt',
};

export const filterKind = (name: string): FilterKind => KINDS[name] ?? 'unknown';

/**
 * The most a filter's output can be per input byte. Deflate tops out at 1032:1 (a 258-byte copy in
 * two 1-bit codes); Brotli and LZW as pdfjs decodes them have no small bound, so they are always decoded.
 */
export const MAX_RATIO: Record<FilterKind, number> = {
  flate: 1033,
  lzw: Infinity,
  brotli: Infinity,
  ascii85: 4,
  asciihex: 0.5,
  runlength: 64,
  // pdfjs decodes images only to render them, never to read text; an unsupported filter passes bytes through.
  image: 0,
  crypt: 1,
  unknown: 1,
};

const ZLIB_CHUNK = 64 * 1024;

async function* throughZlib(src: Chunks, z: Transform): Chunks {
  const out = pipeline(Readable.from(src), z, () => undefined);
  try {
    for await (const chunk of out) yield chunk as Uint8Array;
  } catch {
    // Damaged data: the decoder stops here, as pdfjs's does; what came out so far has been counted.
  } finally {
    out.destroy();
  }
}

/** The first `n` bytes, and every byte (those included) as a fresh stream. */
async function peek(src: Chunks, n: number): Promise<{ head: Uint8Array; all: Chunks }> {
  const it = src[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < n) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    seen.push(r.value);
    size += r.value.length;
  }
  const head = Buffer.concat(seen).subarray(0, n);
  async function* all(): Chunks {
    yield* seen;
    if (done) return;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { head, all: all() };
}

async function* skip(src: Chunks, n: number): Chunks {
  for await (const chunk of src) {
    if (n >= chunk.length) {
      n -= chunk.length;
      continue;
    }
    yield chunk.subarray(n);
    n = 0;
  }
}

/** FlateDecode: a zlib header as pdfjs accepts it (any window size), else read as raw deflate anyway. */
const isZlibHeader = (head: Uint8Array): boolean => {
  const [cmf = 0, flg = 0] = head;
  return head.length >= 2 && (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
};

async function* flate(src: Chunks): Chunks {
  const { head, all } = await peek(src, 2);
  const body = isZlibHeader(head) ? skip(all, 2) : all;
  yield* throughZlib(body, createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: ZLIB_CHUNK }));
}

/** A decoder written in JavaScript: fed a piece at a time, so one output stays small. */
export interface PieceDecoder {
  push(piece: Uint8Array): Uint8Array;
  end(): Uint8Array;
}

async function* byPieces(src: Chunks, decoder: PieceDecoder, pieceSize: number): Chunks {
  for await (const chunk of src) {
    for (let i = 0; i < chunk.length; i += pieceSize) {
      const out = decoder.push(chunk.subarray(i, i + pieceSize));
      if (out.length > 0) yield out;
    }
  }
  const last = decoder.end();
  if (last.length > 0) yield last;
}

const isHexSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

function asciiHex(): PieceDecoder {
  let high = -1;
  let ended = false;
  return {
    push(piece) {
      const out: number[] = [];
      for (const c of piece) {
        if (ended) break;
        if (c === 0x3e) {
          ended = true;
          break;
        }
        const v =
          c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;
        if (v < 0) continue;
        if (high < 0) high = v;
        else {
          out.push(high * 16 + v);
          high = -1;
        }
      }
      return Uint8Array.from(out);
    },
    end: () => (high >= 0 ? Uint8Array.of(high * 16) : new Uint8Array(0)),
  };
}

function ascii85(): PieceDecoder {
  const group: number[] = [];
  let ended = false;
  const flush = (out: number[], count: number) => {
    let v = 0;
    for (let i = 0; i < 5; i++) v = v * 85 + (group[i] ?? 84);
    const bytes = [
      Math.floor(v / 2 ** 24) & 0xff,
      Math.floor(v / 2 ** 16) & 0xff,
      Math.floor(v / 2 ** 8) & 0xff,
      v & 0xff,
    ];
    out.push(...bytes.slice(0, count));
    group.length = 0;
  };
  return {
    push(piece) {
      const out: number[] = [];
      for (const c of piece) {
        if (ended) break;
        if (isHexSpace(c)) continue;
        if (c === 0x7e) {
          ended = true;
          break;
        }
        if (c === 0x7a && group.length === 0) {
          out.push(0, 0, 0, 0);
          continue;
        }
        if (c < 0x21 || c > 0x75) continue;
        group.push(c - 0x21);
        if (group.length === 5) flush(out, 4);
      }
      return Uint8Array.from(out);
    },
    end() {
      const out: number[] = [];
      if (group.length > 1) flush(out, group.length - 1);
      return Uint8Array.from(out);
    },
  };
}

function runLength(): PieceDecoder {
  let pending: number | undefined; // a length byte waiting for its data
  let literal = 0; // literal bytes still to copy
  let ended = false;
  return {
    push(piece) {
      const out: Uint8Array[] = [];
      let i = 0;
      while (i < piece.length && !ended) {
        if (literal > 0) {
          const take = Math.min(literal, piece.length - i);
          out.push(piece.subarray(i, i + take));
          literal -= take;
          i += take;
          continue;
        }
        const c = piece[i++] as number;
        if (pending === undefined) {
          if (c === 128) {
            ended = true;
            break;
          }
          pending = c;
          continue;
        }
        if (pending < 128) {
          out.push(Uint8Array.of(c));
          literal = pending;
        } else out.push(new Uint8Array(257 - pending).fill(c));
        pending = undefined;
      }
      return Buffer.concat(out);
    },
    end: () => new Uint8Array(0),
  };
}

export interface FilterStep {
  kind: FilterKind;
  /** LZW's EarlyChange (1 unless its DecodeParms say 0). */
  earlyChange?: number;
}

/** One filter applied to a stream of chunks; images and unknown filters yield their input unchanged. */
export function decode(src: Chunks, step: FilterStep): Chunks {
  switch (step.kind) {
    case 'flate':
      return flate(src);
    case 'brotli':
      return throughZlib(src, createBrotliDecompress({ chunkSize: ZLIB_CHUNK }));
    case 'lzw':
      return byPieces(src, lzw(step.earlyChange ?? 1), 512);
    case 'ascii85':
      return byPieces(src, ascii85(), 16 * 1024);
    case 'asciihex':
      return byPieces(src, asciiHex(), 16 * 1024);
    case 'runlength':
      return byPieces(src, runLength(), 16 * 1024);
    default:
      return src;
  }
}

// Output gathered in 64 KB pieces, not zlib's default 16 KB: a page's content stream fits in one or two (a third of the
// time).
const ONE_SHOT_ZLIB = { finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 };

/**
 * The whole chain in memory, for streams whose worst case is at most `limit` bytes: each stage's output
 * size, or undefined when a stage meets damaged data (the streaming path then counts up to the damage).
 */
export function decodeAtOnce(data: Uint8Array, steps: FilterStep[], limit: number): number[] | undefined {
  return decodeStages(data, steps, limit)?.map((stage) => stage.length);
}

/** What the whole chain decodes `data` to, or undefined when it meets damaged data or passes `limit`. */
export function decodedBytes(data: Uint8Array, steps: FilterStep[], limit: number): Uint8Array | undefined {
  const stages = decodeStages(data, steps, limit);
  return stages && (stages[stages.length - 1] ?? data);
}

/** Input fed this many bytes at a time: one piece can add at most 57 LZW codes (64 KB each) past a limit. */
const PIECE = 64;

/** A piece decoder's whole output, stopped (thrown) as it passes `limit`, as zlib's maxOutputLength does. */
function withinLimit(d: PieceDecoder, data: Uint8Array, limit: number): Buffer {
  const parts: Uint8Array[] = [];
  let size = 0;
  const take = (part: Uint8Array) => {
    size += part.length;
    if (size > limit) throw new RangeError('decoded past the limit');
    parts.push(part);
  };
  for (let at = 0; at < data.length; at += PIECE) take(d.push(data.subarray(at, at + PIECE)));
  take(d.end());
  return Buffer.concat(parts, size);
}

function decodeStages(data: Uint8Array, steps: FilterStep[], limit: number): Uint8Array[] | undefined {
  const stages: Uint8Array[] = [];
  let cur = data;
  try {
    for (const step of steps) {
      const opts = { ...ONE_SHOT_ZLIB, maxOutputLength: Math.max(1, limit) };
      switch (step.kind) {
        case 'flate':
          cur = inflateRawSync(isZlibHeader(cur) ? cur.subarray(2) : cur, opts);
          break;
        case 'brotli':
          cur = brotliDecompressSync(cur, { maxOutputLength: Math.max(1, limit) });
          break;
        case 'lzw':
        case 'ascii85':
        case 'asciihex':
        case 'runlength': {
          const d =
            step.kind === 'lzw'
              ? lzw(step.earlyChange ?? 1)
              : step.kind === 'ascii85'
                ? ascii85()
                : step.kind === 'asciihex'
                  ? asciiHex()
                  : runLength();
          cur = withinLimit(d, cur, limit);
          break;
        }
        default:
          continue;
      }
      stages.push(cur);
    }
  } catch {
    return undefined;
  }
  return stages;
}
