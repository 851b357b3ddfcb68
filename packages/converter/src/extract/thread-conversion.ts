import type { Statement } from '../types';
import type { ReaderRequest } from './reader-protocol';
import { takeConversionThread } from './reader-thread';
import { replyOf } from './thread-extractor';

export interface ThreadConversionOptions {
  year?: number;
  password?: string;
  maxPages?: number;
  maxDecodedBytes?: number;
  timeoutMs: number;
  /** How long one page may take to read (default PAGE_READ_LIMIT_MS): past it, the document is too complex. */
  pageLimitMs?: number;
}

/**
 * Converts a statement on a thread of its own (convert-worker.ts), as the command line does: the thread is stopped
 * outright past the deadline, or past the page limit on one page; out of heap, the document is too complex.
 */
export async function convertOnThread(bytes: Uint8Array, opts: ThreadConversionOptions): Promise<Statement> {
  const { pageLimitMs, ...rest } = opts;
  const thread = takeConversionThread();
  // A buffer of its own to hand over: a small Node Buffer shares Node's pool, which Node 22+ refuses to transfer.
  const copy = new Uint8Array(bytes).buffer;
  const req: ReaderRequest = { type: 'convert', bytes: copy, ...rest };
  try {
    // Until the first page starts, the deadline alone: opening measures every stream first (the decode guard).
    const reply = await thread.request(req, Date.now() + opts.timeoutMs, Infinity, [copy], pageLimitMs);
    return replyOf(req, reply, 'converted').statement;
  } finally {
    thread.stop();
  }
}
