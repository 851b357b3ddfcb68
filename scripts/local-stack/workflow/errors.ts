/** A Lambda task's error, as AWS reports it: the thrown error's name, and its payload as the cause. */
export function taskError(thrown: unknown): { error: string; cause: string } {
  const err = thrown instanceof Error ? thrown : new Error(String(thrown));
  const errorType = err.name || 'Error';
  return { error: errorType, cause: JSON.stringify({ errorType, errorMessage: err.message }) };
}

/**
 * The emulator matches Retry/Catch on an error's `name` and hands its `message` on as the Cause:
 * an error shaped that way gives a Catch the same `{ Error, Cause }` AWS gives it.
 */
export function asStatesError(thrown: unknown): Error {
  const { error, cause } = taskError(thrown);
  return Object.assign(new Error(cause), { name: error });
}
