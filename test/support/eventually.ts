export interface EventuallyOptions<T> {
  /** When the value is good enough; any truthy value by default. */
  until?: (value: T) => boolean;
  timeoutMs?: number;
  everyMs?: number;
}

/**
 * Polls `probe` until its value satisfies `until`, and returns that value. Past the timeout it
 * throws, naming `what` and the last value seen, so a failure says what never happened.
 */
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  options: EventuallyOptions<T> = {},
): Promise<T> {
  const { until = Boolean, timeoutMs = 10_000, everyMs = 100 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (until(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what} (last seen: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
