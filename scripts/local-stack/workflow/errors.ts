/** A failure inside a state machine: `error` is what Retry/Catch ErrorEquals match. */
export class StatesError extends Error {
  constructor(
    readonly error: string,
    override readonly cause: string,
  ) {
    super(`${error}: ${cause}`);
    this.name = 'StatesError';
  }
}

/** A Lambda task's error, as AWS reports it: the thrown error's name, and its payload as the cause. */
export function taskError(thrown: unknown): StatesError {
  if (thrown instanceof StatesError) return thrown;
  const err = thrown instanceof Error ? thrown : new Error(String(thrown));
  const errorType = err.name || 'Error';
  return new StatesError(errorType, JSON.stringify({ errorType, errorMessage: err.message }));
}

/** ErrorEquals matching: States.ALL is everything, States.TaskFailed everything but a timeout. */
export function errorMatches(errorEquals: string[], error: string): boolean {
  return errorEquals.some(
    (name) => name === error || name === 'States.ALL' || (name === 'States.TaskFailed' && error !== 'States.Timeout' && !error.startsWith('States.Runtime')),
  );
}
