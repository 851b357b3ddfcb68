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
 * The worker script beside this module, with this module's own extension: compiled bundles (the
 * command line's dist/, a Lambda's) build `extract-worker.mjs` next to their entry, or one folder up
 * from a chunk; run from TypeScript sources (tests, the local stack), tsx's loader compiles it.
 */
function workerScript(): { script: string | URL; eval: boolean } {
  const ext = extname(fileURLToPath(import.meta.url));
  const candidates = [`./extract-worker${ext}`, `../extract-worker${ext}`].map((c) => new URL(c, import.meta.url));
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

let resolved: ReturnType<typeof workerScript> | undefined;

/**
 * Where the reader's heap starts. Given a heap limit of its own, a thread's heap starts so small that V8
 * collected it in full six times while pdfjs read a 118-page statement (once with this; about 150 ms of CPU).
 * V8 reads the flag as each new thread's heap is made: the main thread's, made already, keeps its own.
 */
const READER_INITIAL_HEAP_MB = 64;

/**
 * In a process that reads one document and ends (the command line), the reader compiles its hot code in line, not on
 * V8's background threads: on a 118-page statement compiling in the background cost about 0.8 s more CPU in all, and
 * was no faster by the clock. A process that reads many (a warm Lambda, the local stack) keeps background compiling:
 * compiled in line, each later read of a 100-page statement took about 0.15 s longer.
 */
const ONE_DOCUMENT_V8_FLAGS = '--no-concurrent-recompilation';

interface Pending {
  resolve(reply: ReaderReply): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

/** One thread that reads one PDF at a time; stopped outright when a request overruns its limit. */
export class ReaderThread {
  private readonly worker: Worker;
  private pending: Pending | undefined;
  private ended = false;

  constructor(oneDocument = false) {
    resolved ??= workerScript();
    setFlagsFromString(`--initial-old-space-size=${READER_INITIAL_HEAP_MB}`);
    // V8 reads it as this thread's isolate is made, and keeps it for every thread made after: set only where wanted.
    if (oneDocument) setFlagsFromString(ONE_DOCUMENT_V8_FLAGS);
    this.worker = new Worker(resolved.script, {
      eval: resolved.eval,
      // Decoded streams live outside this heap: the decode guard bounds those.
      resourceLimits: { maxOldGenerationSizeMb: PDF_READER_HEAP_MB, maxYoungGenerationSizeMb: 48 },
      stdout: false,
      stderr: false,
    });
    this.worker.on('message', (reply: ReaderReply) => this.settle((p) => p.resolve(reply)));
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
   * `limitMs` on its own (one page read for that long) it fails as too complex.
   */
  request(
    req: ReaderRequest,
    deadline: number,
    limitMs = PAGE_READ_LIMIT_MS,
    transfer: ArrayBuffer[] = [],
  ): Promise<ReaderReply> {
    if (this.ended) return Promise.reject(new ConversionError('PROCESSING_TIMEOUT'));
    if (this.pending) return Promise.reject(new Error('a PDF reader thread takes one request at a time'));
    const wait = Math.max(0, deadline - Date.now());
    const onLimit = wait <= limitMs ? 'PROCESSING_TIMEOUT' : 'DOCUMENT_TOO_COMPLEX';
    return new Promise<ReaderReply>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new ConversionError(onLimit)), Math.min(wait, limitMs));
      this.pending = { resolve, reject, timer };
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
 * whatever the caller still does first: the command line reading its file. `oneDocument`: the process reads one
 * document and ends (see ONE_DOCUMENT_V8_FLAGS).
 */
export function prewarmReaderThread(opts: { oneDocument?: boolean } = {}): ReaderThread {
  let thread = idle.find((t) => t.alive);
  if (!thread) idle.push((thread = new ReaderThread(opts.oneDocument)));
  return thread;
}

export function returnReaderThread(thread: ReaderThread): void {
  if (thread.alive && idle.length < MAX_IDLE) idle.push(thread);
  else thread.stop();
}
