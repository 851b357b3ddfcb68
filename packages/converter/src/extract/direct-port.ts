type Listener = (event: { data: unknown }) => void;

/**
 * The port between pdfjs's two halves on one thread, handing each message over as it is. pdfjs's own
 * (its "fake worker" port) deep-copies every message as a real worker's would: profiled on a 118-page
 * statement, about 0.3 s of the reader thread's 3.3 s of CPU. Handing over is safe here: past the one
 * object below, pdfjs never touches a message once sent, nor do we; reader-port.test.ts holds it to that.
 */
export class DirectPort {
  private readonly listeners = new Map<Listener, (() => void) | undefined>();
  // Delivered a turn later, in order, as a worker's messages are.
  private readonly later = Promise.resolve();

  postMessage(data: unknown): void {
    const message = data as { chunk?: unknown };
    // A stream's chunk is copied one level down: pdfjs sends its text object, then starts new item and
    // style lists on that same object for the next chunk.
    const event = { data: isPlainObject(message.chunk) ? { ...message, chunk: { ...message.chunk } } : data };
    void this.later.then(() => {
      for (const listener of [...this.listeners.keys()]) listener.call(this, event);
    });
  }

  addEventListener(_type: string, listener: Listener, options?: { signal?: AbortSignal }): void {
    const signal = options?.signal;
    if (signal?.aborted) return;
    const onAbort = () => this.removeEventListener(_type, listener);
    signal?.addEventListener('abort', onAbort);
    this.listeners.set(listener, signal ? () => signal.removeEventListener('abort', onAbort) : undefined);
  }

  removeEventListener(_type: string, listener: Listener): void {
    this.listeners.get(listener)?.();
    this.listeners.delete(listener);
  }

  terminate(): void {
    for (const unhook of this.listeners.values()) unhook?.();
    this.listeners.clear();
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
