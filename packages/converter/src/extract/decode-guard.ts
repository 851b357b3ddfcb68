import { ConversionError, MAX_DECODED_PDF_BYTES } from '@bankcsv/domain';
import { inlineImages } from './inline-images';
import { isName } from './pdf-objects';
import { MAX_RATIO, decode, decodeAtOnce, decodedBytes, type Chunks, type FilterStep } from './stream-decoders';
import { fileStreams, type FileStream } from './stream-inventory';

/**
 * Measures what every stream of the file decodes to, through its whole filter chain, before pdfjs
 * sees it (decrypted, and with filters named from inside object streams): a small upload that
 * expands to gigabytes is refused instead of exhausting memory. Every filter stage's output counts
 * (pdfjs holds each stage's buffer). Streams whose worst case cannot
 * reach the cap are never decoded, so an ordinary statement costs a scan of its bytes and nothing more.
 * `rendering`: the pages are to be rendered, not read for text (a scan), and the streams are measured as PDFium
 * decodes them (`asRendered`, inline images).
 */
export async function assertDecodedSizeWithin(
  bytes: Uint8Array,
  opts: { maxDecodedBytes?: number; password?: string; rendering?: boolean } = {},
): Promise<void> {
  const maxDecodedBytes = opts.maxDecodedBytes ?? MAX_DECODED_PDF_BYTES;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const all = fileStreams(buf, opts.password, maxDecodedBytes);
  if (opts.rendering) for (const s of all) asRendered(s, maxDecodedBytes);
  await measureAll(all, maxDecodedBytes);
  if (opts.rendering) await measureInlineImages(all, maxDecodedBytes);
}

/**
 * A stream as a renderer (PDFium) decodes it, for a document whose pages are to be rendered (a scan): an image whose
 * declared raster alone passes the cap is refused; an image's last Flate or RunLength stage is decoded row by row and
 * only as far as that raster, so that stage is left to the renderer (measured: a 2000 × 2000 image whose stream
 * inflates to 1.5 GB renders in 0.1 s and takes no more memory than any other).
 */
function asRendered(s: FileStream, maxDecodedBytes: number): void {
  if (!s.image) return;
  if (s.image.rasterBytes > maxDecodedBytes) throw new ConversionError('DOCUMENT_TOO_LARGE');
  if (s.image.lastStageByRows) s.steps = s.steps.slice(0, -1);
}

async function measureAll(all: FileStream[], maxDecodedBytes: number): Promise<void> {
  const streams = all.map((stream) => ({ stream, bound: worstCase(stream.size, stream.steps) }));
  streams.sort((a, b) => b.bound - a.bound);

  let unboundedLeft = streams.filter((s) => s.bound === Infinity).length;
  let boundedLeft = streams.reduce((sum, s) => (s.bound === Infinity ? sum : sum + s.bound), 0);
  const budget = new Budget(maxDecodedBytes);
  for (const s of streams) {
    if (unboundedLeft === 0 && budget.used + boundedLeft <= maxDecodedBytes) return;
    await measure(s.stream.data, s.stream.steps, budget);
    if (s.bound === Infinity) unboundedLeft--;
    else boundedLeft -= s.bound;
  }
}

/** Streams that can hold page content (a page's or a form's), as opposed to images, fonts, profiles and metadata. */
function holdsContent(s: FileStream): boolean {
  if (s.image || !s.dict) return false;
  const named = (key: string) => {
    const v = s.dict?.get(key);
    return isName(v) ? v.name : undefined;
  };
  const type = named('Type');
  if (type === 'XRef' || type === 'ObjStm' || type === 'Metadata' || type === 'EmbeddedFile') return false;
  const subtype = named('Subtype');
  return (subtype === undefined || subtype === 'Form') && !['Length1', 'Length2', 'N'].some((k) => s.dict?.has(k));
}

/** Inline images of every content stream, together held to the cap as the renderer decodes them in full. */
async function measureInlineImages(all: FileStream[], maxDecodedBytes: number): Promise<void> {
  const budget = new Budget(maxDecodedBytes);
  for (const s of all) {
    if (!holdsContent(s)) continue;
    // Already measured within the cap; held here only while its inline images are looked for.
    const content = decodedBytes(s.data, s.steps, maxDecodedBytes);
    if (!content) continue;
    for (const image of inlineImages(content)) await measure(image.data, image.steps, budget);
  }
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
