import { constants, inflateSync } from 'node:zlib';
import { ConversionError } from '../errors';

/** No bank statement comes near this once its streams are decompressed; a Flate bomb goes far past it. */
export const DEFAULT_MAX_DECODED_BYTES = 256 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const END = Buffer.from('endstream');

/**
 * Inflates every zlib stream (natively, with an output cap) before pdfjs sees the file, so a small
 * upload that expands to gigabytes fails fast instead of exhausting memory. Streams that are not plain
 * zlib (encrypted, other filters) are skipped: they cannot be measured and pdfjs bounds them by file size.
 */
export function assertNoInflateBomb(bytes: Uint8Array, maxDecoded = DEFAULT_MAX_DECODED_BYTES): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = buf.indexOf(STREAM);
  while (at >= 0) {
    let start = at + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    const end = buf.indexOf(END, start);
    if (end < 0) break;
    if (buf[start] === 0x78) total += inflatedSize(buf.subarray(start, end), maxDecoded - total);
    if (total > maxDecoded) throw new ConversionError('NOT_PDF', 'This PDF expands to far more data than a bank statement holds, so it was not processed.');
    at = buf.indexOf(STREAM, end + END.length);
  }
}

function inflatedSize(data: Buffer, budget: number): number {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (e) {
    // Over the cap is the only failure that matters; a damaged stream is pdfjs's business.
    return (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? budget + 1 : 0;
  }
}
