import { track } from './track';

type Failure = Error | { name: string; message: string };

function isFailure(error: unknown): error is Failure {
  return (
    error instanceof Error ||
    (typeof error === 'object' &&
      error !== null &&
      typeof (error as Failure).name === 'string' &&
      typeof (error as Failure).message === 'string')
  );
}

function errorType(error: unknown): string {
  return isFailure(error) && error.name ? error.name : typeof error;
}

function errorText(error: unknown): string {
  return isFailure(error) ? error.message : String(error);
}

/** app_error for a failure the user met; `message` is what they read when there is one. */
export function reportAppError(component: string, error: unknown, message?: string): void {
  track('app_error', { error_type: errorType(error), error_message: message ?? errorText(error), component });
}

/** Errors nothing caught (a crashed handler, a rejected promise) are app errors too. Returns the removal. */
export function reportUncaughtErrors(win: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportAppError('window', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportAppError('promise', event.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
