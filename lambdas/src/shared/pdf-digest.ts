import { createHash } from 'node:crypto';

/**
 * The SHA-256 (hex) a conversion keeps of the PDF it read, so a statement later sent to us for support
 * can be matched to that very file.
 */
export function pdfDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
