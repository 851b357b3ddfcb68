import { ConversionError } from '@bankcsv/domain';
import { unpackRuns } from './packed-runs';
import type { ReaderReply, ReaderRequest } from './reader-protocol';
import { returnReaderThread, takeReaderThread, type ReaderThread } from './reader-thread';
import type { ExtractedDocument, OpenOptions, PageSize, TextExtractor, TextRun } from './types';

type Reply<T extends ReaderReply['type']> = Extract<ReaderReply, { type: T }>;

/** One request to the reader thread, its refusal thrown as the ConversionError it names. */
export async function ask<T extends ReaderReply['type']>(
  thread: ReaderThread,
  req: ReaderRequest,
  expect: T,
  deadline: number,
  limitMs?: number,
  transfer?: ArrayBuffer[],
): Promise<Reply<T>> {
  return replyOf(req, await thread.request(req, deadline, limitMs, transfer), expect);
}

/** The thread's answer to `req` when it is the one expected; a refusal thrown as the ConversionError it names. */
export function replyOf<T extends ReaderReply['type']>(req: ReaderRequest, reply: ReaderReply, expect: T): Reply<T> {
  if (reply.type === 'failed') throw new ConversionError(reply.code, reply.message, { cause: reply.detail });
  if (reply.type === 'crashed') throw new Error(`the converter failed on its thread: ${reply.message}`);
  if (reply.type !== expect) throw new Error(`PDF reader answered ${reply.type} to ${req.type}`);
  return reply as Reply<T>;
}

/**
 * pdfjs on a thread of its own (see reader-thread.ts): the deadline and the per-page limit stop it
 * even while a hostile page keeps it from ever yielding.
 */
export const threadExtractor: TextExtractor = {
  async open(bytes: Uint8Array, opts: OpenOptions): Promise<ExtractedDocument> {
    const thread = takeReaderThread();
    // A buffer of its own to hand over: a small Node Buffer shares Node's pool, which Node 22+ refuses to transfer.
    const copy = new Uint8Array(bytes).buffer;
    const { password, maxPages, maxDecodedBytes, deadline, pageLimitMs } = opts;
    let opened: Reply<'opened'>;
    try {
      // Opening measures every stream first (the decode guard): bounded by the deadline alone.
      opened = await ask(
        thread,
        { type: 'open', bytes: copy, password, maxPages, maxDecodedBytes },
        'opened',
        deadline,
        Infinity,
        [copy],
      );
    } catch (e) {
      returnReaderThread(thread);
      throw e;
    }
    let closed = false;
    return {
      pageCount: opened.pageCount,
      async pageSizes(until: number): Promise<PageSize[]> {
        return (await ask(thread, { type: 'sizes' }, 'sizes', until, Infinity)).sizes;
      },
      async pageRuns(page: number): Promise<TextRun[]> {
        return unpackRuns((await ask(thread, { type: 'runs', page }, 'runs', deadline, pageLimitMs)).runs);
      },
      async close(): Promise<void> {
        if (closed) return;
        closed = true;
        try {
          await ask(thread, { type: 'close' }, 'closed', Date.now() + 5_000, Infinity);
          returnReaderThread(thread);
        } catch {
          thread.stop();
        }
      },
    };
  },
};
