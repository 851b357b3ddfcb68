import {
  ObjectIndex,
  PdfReader,
  isDict,
  isName,
  isString,
  type PdfDict,
  type PdfRef,
  type PdfValue,
} from './pdf-objects';
import { streamCipher, type StreamCipher } from './pdf-crypto';
import { decodedBytes, filterKind, type FilterStep } from './stream-decoders';

/** One stream of the file as pdfjs will decode it: its bytes (decrypted) and the filter chain they go through. */
export class FileStream {
  steps: FilterStep[] = [];
  /** Set on an image XObject: what rendering it takes (see `ImageStream`). */
  image?: ImageStream;
  private decrypt?: (raw: Uint8Array) => Uint8Array;
  private plain?: Uint8Array;

  constructor(
    readonly ref: PdfRef | undefined,
    readonly dict: PdfDict | undefined,
    private readonly raw: Uint8Array,
  ) {}

  /** An upper bound of the bytes the filters get (decryption only ever removes an IV and padding). */
  get size(): number {
    return this.raw.length;
  }

  /** Decrypted when first asked for: most streams of an ordinary file are never decoded. */
  get data(): Uint8Array {
    this.plain ??= this.decrypt ? this.decrypt(this.raw) : this.raw;
    return this.plain;
  }

  encryptedWith(cipher: StreamCipher, ref: PdfRef): void {
    this.decrypt = (raw) => cipher.decrypt(raw, ref.num, ref.gen);
  }
}

const STREAM_KEYWORD = 'stream';
const ENDSTREAM = 'endstream';
const isWhite = (c: number | undefined) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

/**
 * Every `<< ... >> stream ... endstream` of the file, old revisions included: decrypted when the file is
 * encrypted (with the empty user password, else `password`), and with filters named indirectly, even
 * from inside object streams, resolved.
 */
export function fileStreams(buf: Buffer, password: string | undefined, maxUnpackedBytes: number): FileStream[] {
  const text = buf.toString('latin1');
  const index = new ObjectIndex(buf, text);
  const streams = rawStreams(buf, text, index);
  const cipher = cipherOf(buf, text, streams, index, password);
  if (cipher) for (const s of streams) if (s.ref && isEncrypted(s.dict, index)) s.encryptedWith(cipher, s.ref);
  // Unpacked before any chain is worked out: a /Filter may name an object stored in one of them.
  for (const s of streams) {
    const type = s.dict && index.resolve(s.dict.get('Type'));
    if (!s.dict || !isName(type) || type.name !== 'ObjStm') continue;
    // Held to the cap while it decodes, whatever its filters (LZW included): past it, the stream stays packed.
    const data = decodedBytes(s.data, filterSteps(s.dict, index), maxUnpackedBytes);
    const [n, first] = [index.resolve(s.dict.get('N')), index.resolve(s.dict.get('First'))];
    if (data && typeof n === 'number' && typeof first === 'number') index.addObjectStream(data, n, first);
  }
  for (const s of streams) {
    s.steps = s.dict ? filterSteps(s.dict, index) : [{ kind: 'flate' }];
    if (s.dict) s.image = imageStream(s.dict, s.steps, index);
  }
  return streams;
}

/**
 * An image XObject as a renderer takes it: the bytes of the raster it declares (width × height × components × bits
 * per component), and whether its last filter is one a renderer decodes row by row, only as far as that raster needs
 * (Flate, RunLength), rather than in full before it draws.
 */
export interface ImageStream {
  rasterBytes: number;
  lastStageByRows: boolean;
}

const COMPONENTS: Record<string, number> = { DeviceRGB: 3, RGB: 3, CalRGB: 3, Lab: 3, DeviceCMYK: 4, CMYK: 4 };

function components(space: PdfValue | undefined, index: ObjectIndex): number {
  if (isName(space)) return COMPONENTS[space.name] ?? 1;
  if (!Array.isArray(space)) return 1;
  const [family, arg] = [index.resolve(space[0]), index.resolve(space[1])];
  if (!isName(family)) return 1;
  if (family.name === 'ICCBased') {
    const n = isDict(arg) ? index.resolve(arg.get('N')) : undefined;
    return typeof n === 'number' && n > 0 ? n : 3;
  }
  if (family.name === 'DeviceN' && Array.isArray(arg)) return arg.length;
  return COMPONENTS[family.name] ?? 1;
}

function imageStream(dict: PdfDict, steps: FilterStep[], index: ObjectIndex): ImageStream | undefined {
  const subtype = index.resolve(dict.get('Subtype'));
  if (!isName(subtype) || subtype.name !== 'Image') return undefined;
  const [width, height] = [index.resolve(dict.get('Width')), index.resolve(dict.get('Height'))];
  const mask = index.resolve(dict.get('ImageMask')) === true;
  const bpc = index.resolve(dict.get('BitsPerComponent'));
  const bits = mask
    ? 1
    : (typeof bpc === 'number' && bpc > 0 ? bpc : 8) * components(index.resolve(dict.get('ColorSpace')), index);
  const rasterBytes =
    typeof width === 'number' && typeof height === 'number' ? (Math.abs(width) * Math.abs(height) * bits) / 8 : 0;
  const filter = index.resolve(dict.get('Filter'));
  const names = Array.isArray(filter) ? filter.map((f) => index.resolve(f)) : [filter];
  const last = names.at(-1);
  const lastKind = isName(last) ? filterKind(last.name) : undefined;
  const byRows = (lastKind === 'flate' || lastKind === 'runlength') && steps.at(-1)?.kind === lastKind;
  return { rasterBytes, lastStageByRows: byRows };
}

function rawStreams(buf: Buffer, text: string, index: ObjectIndex): FileStream[] {
  const out: FileStream[] = [];
  const headers = index.headers();
  let h = 0;
  let at = text.indexOf(STREAM_KEYWORD);
  while (at >= 0) {
    let before = at - 1;
    while (isWhite(buf[before])) before--;
    const isKeyword =
      buf[before] === 0x3e && buf[before - 1] === 0x3e && !/[A-Za-z0-9]/.test(text[at + STREAM_KEYWORD.length] ?? '');
    if (!isKeyword) {
      at = text.indexOf(STREAM_KEYWORD, at + STREAM_KEYWORD.length);
      continue;
    }
    while (h + 1 < headers.length && (headers[h + 1] as number) < at) h++;
    const inObject = headers[h] !== undefined && (headers[h] as number) < at;
    const dict = inObject ? dictEndingAt(buf, headers[h] as number, at) : undefined;

    // Data starts on the line after the keyword, as pdfjs reads it.
    let start = at + STREAM_KEYWORD.length;
    while (start < buf.length && buf[start] !== 0x0a && buf[start] !== 0x0d) start++;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    const end = dataEnd(buf, text, start, dict ? index.resolve(dict.get('Length')) : undefined);
    out.push(new FileStream(dict ? index.refAt(h) : undefined, dict, buf.subarray(start, end)));
    at = text.indexOf(STREAM_KEYWORD, end);
  }
  return out;
}

/** The stream dictionary that starts after `objHeaderEnd` and ends right before the keyword at `keyword`. */
function dictEndingAt(buf: Buffer, objHeaderEnd: number, keyword: number): PdfDict | undefined {
  const reader = new PdfReader(buf, objHeaderEnd);
  const dict = reader.value();
  reader.skipSpace();
  return isDict(dict) && reader.pos === keyword ? dict : undefined;
}

/** `/Length` when the data really ends there; otherwise the next `endstream`, as pdfjs falls back to. */
function dataEnd(buf: Buffer, text: string, start: number, length: PdfValue | undefined): number {
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && start + length <= buf.length) {
    let p = start + length;
    while (isWhite(buf[p])) p++;
    if (text.startsWith(ENDSTREAM, p)) return start + length;
  }
  const end = text.indexOf(ENDSTREAM, start);
  return end < 0 ? buf.length : end;
}

/**
 * The newest trailer that names an /Encrypt dictionary (a classic `trailer` or a cross-reference
 * stream's dictionary), and the cipher its key opens.
 */
function cipherOf(
  buf: Buffer,
  text: string,
  streams: FileStream[],
  index: ObjectIndex,
  password: string | undefined,
): StreamCipher | undefined {
  const trailers: { at: number; dict: PdfDict }[] = [];
  for (let at = text.indexOf('trailer'); at >= 0; at = text.indexOf('trailer', at + 7)) {
    const dict = new PdfReader(buf, at + 7).value();
    if (isDict(dict)) trailers.push({ at, dict });
  }
  for (const s of streams) {
    const type = s.dict && index.resolve(s.dict.get('Type'));
    if (s.dict && isName(type) && type.name === 'XRef')
      trailers.push({ at: s.data.byteOffset - buf.byteOffset, dict: s.dict });
  }
  const trailer = trailers.sort((a, b) => b.at - a.at).find((t) => t.dict.has('Encrypt'))?.dict;
  const encrypt = trailer && index.resolve(trailer.get('Encrypt'));
  if (!trailer || !isDict(encrypt)) return undefined;
  const ids = index.resolve(trailer.get('ID'));
  const id = Array.isArray(ids) ? index.resolve(ids[0]) : undefined;
  return streamCipher(encrypt, isString(id) ? id.bytes : new Uint8Array(0), password, (v) => index.resolve(v));
}

/** Cross-reference streams are never encrypted; a stream with its own Identity crypt filter is not either. */
function isEncrypted(dict: PdfDict | undefined, index: ObjectIndex): boolean {
  if (!dict) return false;
  const type = index.resolve(dict.get('Type'));
  if (isName(type) && type.name === 'XRef') return false;
  const filter = index.resolve(dict.get('Filter'));
  const names = Array.isArray(filter) ? filter.map((f) => index.resolve(f)) : [filter];
  return !names.some((n) => isName(n) && n.name === 'Crypt');
}

function filterSteps(dict: PdfDict, index: ObjectIndex): FilterStep[] {
  // pdfjs reads /F before /Filter, and /DP before /DecodeParms.
  const filter = index.resolve(dict.get('F') ?? dict.get('Filter'));
  const params = index.resolve(dict.get('DP') ?? dict.get('DecodeParms'));
  const names = Array.isArray(filter) ? filter.map((f) => index.resolve(f)) : [filter];
  const paramList = Array.isArray(params) ? params.map((p) => index.resolve(p)) : [params];
  const steps: FilterStep[] = [];
  for (const [i, name] of names.entries()) {
    if (name === null || (name === undefined && !isIndirect(dict, i))) continue;
    // A filter named by a reference that leads nowhere: assume the one that expands.
    const kind = isName(name) ? filterKind(name.name) : 'flate';
    if (kind === 'image') break;
    if (kind === 'unknown' || kind === 'crypt') continue;
    const p = paramList[i];
    const early = isDict(p) ? index.resolve(p.get('EarlyChange')) : undefined;
    steps.push({ kind, earlyChange: early === 0 ? 0 : 1 });
  }
  return steps;
}

/** Whether the i-th filter of the dictionary was written as an indirect reference. */
function isIndirect(dict: PdfDict, i: number): boolean {
  const raw = dict.get('F') ?? dict.get('Filter');
  const entry = Array.isArray(raw) ? raw[i] : raw;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    !Array.isArray(entry) &&
    !(entry instanceof Map) &&
    entry.kind === 'ref'
  );
}
