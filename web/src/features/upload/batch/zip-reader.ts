import { BATCH_MESSAGES, ZIP_LIMITS } from '@bankcsv/domain';

/**
 * A zip opened in the browser, without trusting it: the central directory is read first and every name checked
 * (traversal, absolute paths, drive letters, nested zips), then each PDF entry is unpacked with the platform's
 * DecompressionStream while its bytes are counted, and unpacking stops the moment a limit is passed.
 */
export type ZipLimits = { readonly [K in keyof typeof ZIP_LIMITS]: number };

/** One entry of an opened zip: its PDF, or why it was left out (on its own line). */
export type ZipEntry = { name: string; file: File } | { name: string; error: string };

/** The whole zip: its entries, or the message that refuses all of it. */
export type ZipResult = { kind: 'opened'; entries: ZipEntry[] } | { kind: 'refused'; message: string };

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

class ZipRefusal extends Error {
  constructor(readonly reason: 'unsafe' | 'unreadable') {
    super(reason === 'unsafe' ? BATCH_MESSAGES.zipUnsafe : BATCH_MESSAGES.zipUnreadable);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const CHUNK = 64 * 1024;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as zip stores it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function view(bytes: Uint8Array) {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (offset: number, length: number) => {
    if (offset < 0 || offset + length > bytes.length) throw new ZipRefusal('unreadable');
  };
  return {
    u16: (offset: number) => (need(offset, 2), data.getUint16(offset, true)),
    u32: (offset: number) => (need(offset, 4), data.getUint32(offset, true)),
    slice: (offset: number, length: number) => (need(offset, length), bytes.subarray(offset, offset + length)),
  };
}

function findEndRecord(bytes: Uint8Array, read: ReturnType<typeof view>): number {
  const stop = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  for (let at = bytes.length - EOCD_SIZE; at >= stop; at--) {
    if (read.u32(at) === EOCD) return at;
  }
  throw new ZipRefusal('unreadable');
}

function centralDirectory(bytes: Uint8Array, limits: ZipLimits): CentralEntry[] {
  const read = view(bytes);
  const end = findEndRecord(bytes, read);
  const count = read.u16(end + 10);
  const offset = read.u32(end + 16);
  // ZIP64 (its markers) is not opened here.
  if (count === 0xffff || offset === 0xffffffff) throw new ZipRefusal('unreadable');
  if (count > limits.maxEntries) throw new ZipRefusal('unsafe');
  const decoder = new TextDecoder();
  const entries: CentralEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (read.u32(at) !== CENTRAL) throw new ZipRefusal('unreadable');
    const nameLength = read.u16(at + 28);
    entries.push({
      flags: read.u16(at + 8),
      method: read.u16(at + 10),
      crc: read.u32(at + 16),
      packedSize: read.u32(at + 20),
      size: read.u32(at + 24),
      localOffset: read.u32(at + 42),
      name: decoder.decode(read.slice(at + 46, nameLength)),
    });
    at += 46 + nameLength + read.u16(at + 30) + read.u16(at + 32);
  }
  return entries;
}

const isDirectory = (name: string) => name.endsWith('/') || name.endsWith('\\');

/** A name that leaves the folder it is unpacked in, or a zip inside the zip. */
export function isUnsafeZipName(name: string): boolean {
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name)) return true;
  if (name.split(/[/\\]/).some((part) => part === '..')) return true;
  return /\.zip$/i.test(name.trim());
}

/** What one entry may still unpack to, and the running total for the whole zip. */
interface Budget {
  limits: ZipLimits;
  total: number;
}

async function inflate(packed: Uint8Array, budget: Budget): Promise<Uint8Array[]> {
  let fed = 0;
  const source = new ReadableStream<BufferSource>({
    pull(controller) {
      if (fed >= packed.length) return controller.close();
      controller.enqueue(packed.slice(fed, fed + CHUNK));
      fed += CHUNK;
    },
  });
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      throw new ZipRefusal('unreadable');
    }
    if (next.done) return chunks;
    size += next.value.length;
    budget.total += next.value.length;
    if (overBudget(size, packed.length, budget)) {
      await reader.cancel().catch(() => undefined);
      throw new ZipRefusal('unsafe');
    }
    chunks.push(next.value);
  }
}

function overBudget(size: number, packedSize: number, { limits, total }: Budget): boolean {
  return (
    size > limits.maxEntryBytes || total > limits.maxTotalBytes || size > Math.max(packedSize, 1) * limits.maxRatio
  );
}

function joined(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function unpack(bytes: Uint8Array, entry: CentralEntry, budget: Budget): Promise<Uint8Array<ArrayBuffer>> {
  // Encrypted entries and methods other than stored and deflate are not opened.
  if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) throw new ZipRefusal('unreadable');
  const read = view(bytes);
  if (read.u32(entry.localOffset) !== LOCAL) throw new ZipRefusal('unreadable');
  const start = entry.localOffset + 30 + read.u16(entry.localOffset + 26) + read.u16(entry.localOffset + 28);
  const packed = read.slice(start, entry.packedSize);
  let out: Uint8Array<ArrayBuffer>;
  if (entry.method === 0) {
    budget.total += packed.length;
    if (overBudget(packed.length, packed.length, budget)) throw new ZipRefusal('unsafe');
    out = packed.slice();
  } else {
    out = joined(await inflate(packed, budget));
  }
  if (out.length !== entry.size || crc32(out) !== entry.crc) throw new ZipRefusal('unreadable');
  return out;
}

const baseName = (name: string) => name.split(/[/\\]/).pop() ?? name;

/** The zip's PDFs (and its other files, each refused on its own line), or the one message refusing all of it. */
export async function readZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Promise<ZipResult> {
  try {
    const central = centralDirectory(bytes, limits).filter((entry) => !isDirectory(entry.name));
    if (central.some((entry) => isUnsafeZipName(entry.name))) throw new ZipRefusal('unsafe');
    // A declared size is never trusted to let an entry through, only to refuse one before it is unpacked.
    if (central.some((entry) => entry.size > limits.maxEntryBytes)) throw new ZipRefusal('unsafe');
    const budget: Budget = { limits, total: 0 };
    const entries: ZipEntry[] = [];
    for (const entry of central) {
      const name = baseName(entry.name);
      if (!/\.pdf$/i.test(name)) {
        entries.push({ name, error: BATCH_MESSAGES.notPdf });
        continue;
      }
      const pdf = await unpack(bytes, entry, budget);
      entries.push({ name, file: new File([pdf], name, { type: 'application/pdf' }) });
    }
    return { kind: 'opened', entries };
  } catch (error) {
    if (error instanceof ZipRefusal) return { kind: 'refused', message: error.message };
    return { kind: 'refused', message: BATCH_MESSAGES.zipUnreadable };
  }
}

/** A file that is a zip by its name or type. */
export function isZipFile(file: { name: string; type: string }): boolean {
  return /\.zip$/i.test(file.name) || file.type === 'application/zip' || file.type === 'application/x-zip-compressed';
}
