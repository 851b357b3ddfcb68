import { ConversionError, MAX_DECODED_PDF_BYTES } from '@bankcsv/domain';
import { ObjectIndex, PdfReader, isDict, isName, type PdfDict, type PdfValue } from './pdf-objects';
import { MAX_RATIO, decode, decodeAtOnce, filterKind, type Chunks, type FilterStep } from './stream-decoders';

/**
 * Measures what every stream of the file decodes to, through its whole filter chain, before pdfjs
 * sees it: a small upload that expands to gigabytes is refused instead of exhausting memory. Every
 * filter stage's output counts (pdfjs holds each stage's buffer). Streams whose worst case cannot
 * reach the cap are never decoded, so an ordinary statement costs a scan of its bytes and nothing more.
 */
export async function assertDecodedSizeWithin(bytes: Uint8Array, maxDecodedBytes = MAX_DECODED_PDF_BYTES): Promise<void> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString('latin1');
  const index = new ObjectIndex(buf, text);
  const streams = findStreams(buf, text, index).map((s) => ({ ...s, bound: worstCase(s.data.length, s.steps) }));
  streams.sort((a, b) => b.bound - a.bound);

  let unboundedLeft = streams.filter((s) => s.bound === Infinity).length;
  let boundedLeft = streams.reduce((sum, s) => (s.bound === Infinity ? sum : sum + s.bound), 0);
  const budget = new Budget(maxDecodedBytes);
  for (const s of streams) {
    if (unboundedLeft === 0 && budget.used + boundedLeft <= maxDecodedBytes) return;
    await measure(s.data, s.steps, budget);
    if (s.bound === Infinity) unboundedLeft--;
    else boundedLeft -= s.bound;
  }
}

interface RawStream {
  data: Uint8Array;
  steps: FilterStep[];
}

class Budget {
  used = 0;
  exceeded = false;
  constructor(readonly max: number) {}
  take(n: number): void {
    this.used += n;
    if (this.used > this.max) {
      this.exceeded = true;
      throw new ConversionError('DOCUMENT_TOO_LARGE');
    }
  }
}

async function* once(data: Uint8Array): Chunks {
  yield data;
}

async function* counted(src: Chunks, budget: Budget): Chunks {
  for await (const chunk of src) {
    budget.take(chunk.length);
    yield chunk;
  }
}

/** Streams this small at their worst are decoded in one synchronous call: far cheaper than a pipeline. */
const ONE_SHOT_LIMIT = 32 * 1024 * 1024;

async function measure(data: Uint8Array, steps: FilterStep[], budget: Budget): Promise<void> {
  if (worstCase(data.length, steps) <= ONE_SHOT_LIMIT) {
    const sizes = decodeAtOnce(data, steps, ONE_SHOT_LIMIT);
    // Damaged data makes a one-shot decoder give up; the streaming one counts what comes out before the damage.
    if (sizes) {
      for (const n of sizes) budget.take(n);
      return;
    }
  }
  let src = once(data);
  for (const step of steps) src = counted(decode(src, step), budget);
  try {
    for await (const chunk of src) void chunk;
  } catch (e) {
    if (!budget.exceeded) throw e;
  }
  // A decoder behind a zlib pipeline sees the budget's error as damaged input; the flag still tells.
  if (budget.exceeded) throw new ConversionError('DOCUMENT_TOO_LARGE');
}

/** The most the chain can hold across its stages for `size` input bytes (Infinity: must be decoded). */
function worstCase(size: number, steps: FilterStep[]): number {
  let total = 0;
  let stage = size;
  for (const step of steps) {
    stage *= MAX_RATIO[step.kind];
    total += stage;
  }
  return Number.isNaN(total) ? Infinity : total;
}

const STREAM_KEYWORD = 'stream';
const ENDSTREAM = 'endstream';
const isWhite = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

/** Every `<< ... >> stream ... endstream` of the file, old revisions included, with its filter chain. */
function findStreams(buf: Buffer, text: string, index: ObjectIndex): RawStream[] {
  const out: RawStream[] = [];
  const headers = index.headers();
  let h = 0;
  let at = text.indexOf(STREAM_KEYWORD);
  while (at >= 0) {
    let before = at - 1;
    while (isWhite(buf[before])) before--;
    const isKeyword = buf[before] === 0x3e && buf[before - 1] === 0x3e && !/[A-Za-z0-9]/.test(text[at + STREAM_KEYWORD.length] ?? '');
    if (!isKeyword) {
      at = text.indexOf(STREAM_KEYWORD, at + STREAM_KEYWORD.length);
      continue;
    }
    while (h + 1 < headers.length && (headers[h + 1] as number) < at) h++;
    const dict = headers[h] !== undefined && (headers[h] as number) < at ? dictEndingAt(buf, headers[h] as number, at) : undefined;

    // Data starts on the line after the keyword, as pdfjs reads it.
    let start = at + STREAM_KEYWORD.length;
    while (start < buf.length && buf[start] !== 0x0a && buf[start] !== 0x0d) start++;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    const end = dataEnd(buf, text, start, dict ? index.resolve(dict.get('Length')) : undefined);
    out.push({ data: buf.subarray(start, end), steps: dict ? filterSteps(dict, index) : [{ kind: 'flate' }] });
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

function filterSteps(dict: PdfDict, index: ObjectIndex): FilterStep[] {
  // pdfjs reads /F before /Filter, and /DP before /DecodeParms.
  const filter = index.resolve(dict.get('F') ?? dict.get('Filter'));
  const params = index.resolve(dict.get('DP') ?? dict.get('DecodeParms'));
  const names = Array.isArray(filter) ? filter.map((f) => index.resolve(f)) : [filter];
  const paramList = Array.isArray(params) ? params.map((p) => index.resolve(p)) : [params];
  const steps: FilterStep[] = [];
  for (const [i, name] of names.entries()) {
    if (name === undefined || name === null) continue;
    // A filter we cannot name (hidden in an object stream): assume the one that expands.
    const kind = isName(name) ? filterKind(name.name) : 'flate';
    if (kind === 'image') break;
    if (kind === 'unknown' || kind === 'crypt') continue;
    const p = paramList[i];
    const early = isDict(p) ? index.resolve(p.get('EarlyChange')) : undefined;
    steps.push({ kind, earlyChange: early === 0 ? 0 : 1 });
  }
  return steps;
}
