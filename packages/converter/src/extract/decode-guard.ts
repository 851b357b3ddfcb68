import { ConversionError, MAX_DECODED_PDF_BYTES } from '@bankcsv/domain';
import { MAX_RATIO, decode, decodeAtOnce, type Chunks, type FilterStep } from './stream-decoders';
import { fileStreams } from './stream-inventory';

/**
 * Measures what every stream of the file decodes to, through its whole filter chain, before pdfjs
 * sees it (decrypted, and with filters named from inside object streams): a small upload that
 * expands to gigabytes is refused instead of exhausting memory. Every filter stage's output counts
 * (pdfjs holds each stage's buffer). Streams whose worst case cannot
 * reach the cap are never decoded, so an ordinary statement costs a scan of its bytes and nothing more.
 */
export async function assertDecodedSizeWithin(
  bytes: Uint8Array,
  opts: { maxDecodedBytes?: number; password?: string } = {},
): Promise<void> {
  const maxDecodedBytes = opts.maxDecodedBytes ?? MAX_DECODED_PDF_BYTES;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const streams = fileStreams(buf, opts.password, maxDecodedBytes).map((stream) => ({
    stream,
    bound: worstCase(stream.size, stream.steps),
  }));
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
