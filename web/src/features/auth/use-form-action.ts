import { useState } from 'react';

export interface FailureHandling {
  /** What the console log says, with the failure, for support. */
  log: string;
  /** What the user reads. */
  message: string | ((failure: unknown) => string);
}

/**
 * Busy and error state shared by the auth forms: a validation problem shows at once and nothing runs;
 * otherwise the action runs while busy, and a failure is logged and shown as its user message.
 */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (problem: string | null, action: () => Promise<void>, onFailure: FailureHandling) => {
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      console.error(onFailure.log, failure);
      setError(typeof onFailure.message === 'string' ? onFailure.message : onFailure.message(failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, run };
}
