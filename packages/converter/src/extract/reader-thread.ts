import { ConversionError, PAGE_READ_LIMIT_MS, PDF_READER_HEAP_MB } from '@bankcsv/domain';
import { existsSync } from 'node:fs';
// A namespace import: the Lambda bundles' banner declares its own `createRequire`.
import * as nodeModule from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { ReaderReply, ReaderRequest } from './reader-protocol';

/**
 * The worker script beside this module, with this module's own extension: compiled bundles (the command line's
 * dist/, a Lambda's) build `extract-worker.mjs` (the command line `convert-worker.mjs` too) next to their entry, or one
 * folder up from a chunk; run from TypeScript sources (tests, the local stack), tsx's loader compiles it.
 */
function workerScript(name: ThreadKind): { script: string | URL; eval: boolean } {
  const ext = extname(fileURLToPath(import.meta.url));
  const candidates = [`./${name}${ext}`, `../${name}${ext}`].map((c) => new URL(c, import.meta.url));
  const script = candidates.find((url) => existsSync(url)) ?? (candidates[0] as URL);
  if (!/^\.[cm]?ts$/.test(ext)) return { script, eval: false };
  const tsx = pathToFileURL(
    nodeModule
      .createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot =
    `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return ` +
    `import(${JSON.stringify(script.href)}); });`;
  return { script: boot, eval: true };
}

/**
 * What a thread runs: `extract-worker` reads PDFs for the main thread, page by page; `convert-worker` converts a whole
 * statement on its own (the command line's: pdfjs and the stages after it on one thread, no page handed across).
 */
type ThreadKind = 'extract-worker' | 'convert-worker';

const resolved = new Map<ThreadKind, ReturnType<typeof workerScript>>();

/**
 * Where the reader's heap starts. Given a heap limit of its own, a thread's heap starts so small that V8
 * collected it in full six times while pdfjs read a 118-page statement (once with this; about 150 ms of CPU).
 * V8 reads the flag as each new thread's heap is made: the main thread's, made already, keeps its own.
 */
const READER_INITIAL_HEAP_MB = 64;

/** How each kind of thread starts: its heap's limit, and V8 flags set (for the whole process) before it is made. */
const STARTS: Record<ThreadKind, { heapMb: number; flags: string[] }> = {
  // Decoded streams live outside this heap: the decode guard bounds those.
  'extract-worker': { heapMb: PDF_READER_HEAP_MB, flags: [`--initial-old-space-size=${READER_INITIAL_HEAP_MB}`] },
  // The heap holds the converter's rows as well as pdfjs's document: a 500-page statement's. Grown from V8's start, it
  // was collected in full six times on a 118-page statement, never from 128 MB: the command's CPU time went from 1.30
  // to 1.18 × bare pdfjs (median of 20 paired runs), though the flag makes the thread compile Node's modules afresh.
  'convert-worker': { heapMb: 4 * PDF_READER_HEAP_MB, flags: ['--initial-old-space-size=128'] },
};

interface Pending {
  resolve(reply: ReaderReply): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
  /** Starts the request's limit afresh: on asking, and on each page the thread says it has started. */
  arm(): NodeJS.Timeout;
}

/** One thread that reads one PDF at a time; stopped outright when a request overruns its limit. */
export class ReaderThread {
  private readonly worker: Worker;
  private pending: Pending | undefined;
  private ended = false;

  constructor(kind: ThreadKind = 'extract-worker') {
    const script = resolved.get(kind) ?? workerScript(kind);
    resolved.set(kind, script);
    const { heapMb, flags } = STARTS[kind];
    for (const flag of flags) setFlagsFromString(flag);
    this.worker = new Worker(script.script, {
      eval: script.eval,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 48 },
      stdout: false,
      stderr: false,
    });
    this.worker.on('message', (reply: ReaderReply) =>
      reply.type === 'progress' ? this.rearm() : this.settle((p) => p.resolve(reply)),
    );
    // Out of heap: the document asked for more than a statement does. Anything else is our fault, said as it is.
    this.worker.on('error', (e: Error & { code?: string }) =>
      this.fail(
        e.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ConversionError('DOCUMENT_TOO_COMPLEX')
          : new Error(`the PDF reader thread failed: ${e.message}`, { cause: e }),
      ),
    );
    this.worker.on('exit', () => this.fail(new ConversionError('DOCUMENT_TOO_COMPLEX')));
    this.worker.unref();
  }

  get alive(): boolean {
    return !this.ended;
  }

  /**
   * Sends one request. Past `deadline` the thread is stopped and the request fails as timed out; past
   * `limitMs` on its own it fails as too complex: from the request (one page read for that long), and again from each
   * word of the thread's that it has started a page, then held to `pageLimitMs`.
   */
  request(
    req: ReaderRequest,
    deadline: number,
    limitMs = PAGE_READ_LIMIT_MS,
    transfer: ArrayBuffer[] = [],
    pageLimitMs = Math.min(limitMs, PAGE_READ_LIMIT_MS),
  ): Promise<ReaderReply> {
    if (this.ended) return Promise.reject(new ConversionError('PROCESSING_TIMEOUT'));
    if (this.pending) return Promise.reject(new Error('a PDF reader thread takes one request at a time'));
    const arm = (limit: number) => () => {
      const wait = Math.max(0, deadline - Date.now());
      const onLimit = wait <= limit ? 'PROCESSING_TIMEOUT' : 'DOCUMENT_TOO_COMPLEX';
      return setTimeout(() => this.fail(new ConversionError(onLimit)), Math.min(wait, limit));
    };
    return new Promise<ReaderReply>((resolve, reject) => {
      this.pending = { resolve, reject, timer: arm(limitMs)(), arm: arm(pageLimitMs) };
      this.worker.ref();
      try {
        this.worker.postMessage(req, transfer);
      } catch (e) {
        // Nothing reached the thread (e.g. a buffer that cannot be transferred): it stays free for the next request.
        this.settle((p) => p.reject(e instanceof Error ? e : new Error(String(e))));
      }
    });
  }

  /** Stops the thread at once, whatever it is doing. */
  stop(): void {
    if (this.ended) return;
    this.ended = true;
    void this.worker.terminate();
  }

  private rearm(): void {
    const p = this.pending;
    if (!p) return;
    clearTimeout(p.timer);
    p.timer = p.arm();
  }

  private settle(action: (p: Pending) => void): void {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    clearTimeout(p.timer);
    this.worker.unref();
    action(p);
  }

  private fail(e: Error): void {
    this.stop();
    this.settle((p) => p.reject(e));
  }
}

// A thread is reused once its document is closed: starting one loads pdfjs again.
const idle: ReaderThread[] = [];
const MAX_IDLE = 2;

/** An idle thread, the longest idle first (the one prewarmReaderThread answers), or a new one. */
export function takeReaderThread(): ReaderThread {
  let thread = idle.shift();
  while (thread && !thread.alive) thread = idle.shift();
  return thread ?? new ReaderThread();
}

/**
 * Starts a thread before the first document needs one, so that its start (pdfjs loads there) overlaps
 * whatever the caller still does first.
 */
export function prewarmReaderThread(): ReaderThread {
  let thread = idle.find((t) => t.alive);
  if (!thread) idle.push((thread = new ReaderThread()));
  return thread;
}

let conversionThread: ReaderThread | undefined;

/**
 * The command line's thread that converts its one document, started first so that it boots and loads pdfjs and the
 * converter while the command's own code loads and reads the file. Taken by the conversion, never given back.
 */
export function startConversionThread(): void {
  if (!conversionThread?.alive) conversionThread = new ReaderThread('convert-worker');
}

export function takeConversionThread(): ReaderThread {
  startConversionThread();
  const thread = conversionThread as ReaderThread;
  conversionThread = undefined;
  return thread;
}

export function returnReaderThread(thread: ReaderThread): void {
  if (thread.alive && idle.length < MAX_IDLE) idle.push(thread);
  else thread.stop();
}
