import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../components/ui/modal';
import { twoStepErrorMessage } from './auth-errors';
import {
  finishTwoStepSetup,
  readTwoStepStatus,
  startTwoStepSetup,
  turnOffTwoStep,
  validateTotpCode,
  type TwoStepSetup,
} from './two-step';
import { ConfirmOffView, FederatedView, LoadFailedView, OffView, OnView, SetupForm } from './two-step-views';
import { useFormAction } from './use-form-action';
import './auth.css';

export const TWO_STEP_TURNED_ON = 'Done: from now on, signing in asks for a code from your authenticator app.';
export const TWO_STEP_TURNED_OFF = 'Done: signing in now asks for your password only.';
export const TWO_STEP_LOAD_FAILED = 'Could not check your two-step sign-in setting. Please try again.';

type View =
  | { kind: 'loading' }
  | { kind: 'load-failed'; message: string }
  | { kind: 'federated' }
  | { kind: 'off'; notice?: string }
  | { kind: 'setup'; setup: TwoStepSetup }
  | { kind: 'on'; notice?: string }
  | { kind: 'confirm-off' };

/** The setting as Cognito has it now; a failure to read it is a view of its own, with a retry. */
async function loadView(): Promise<View> {
  try {
    const status = await readTwoStepStatus();
    return status === 'federated' ? { kind: 'federated' } : { kind: status };
  } catch (failure) {
    console.error('Reading two-step sign-in failed', failure);
    return { kind: 'load-failed', message: TWO_STEP_LOAD_FAILED };
  }
}

interface TwoStepDialogProps {
  /** The account's address: authenticator apps list the key under it. */
  email: string;
  onClose(): void;
}

/** Puts focus where each step starts, and back on the code field when a code is refused. */
function useStepFocus(kind: View['kind'], error: string | null, busy: boolean) {
  const body = useRef<HTMLDivElement>(null);
  // Each new step puts focus on its first control, so keyboard and screen-reader users follow it.
  useEffect(() => {
    if (kind !== 'loading') body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [kind]);

  // A refused code sends the user back to the field it was typed in.
  useEffect(() => {
    if (error && !busy && kind === 'setup') document.getElementById('two-step-code')?.focus();
  }, [error, busy, kind]);
  return body;
}

/** The setting's state and the actions that move it: load, turn on, verify the first code, turn off. */
function useTwoStep(email: string) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useFormAction();

  useEffect(() => {
    void loadView().then(setView);
  }, []);

  const go = (next: View) => {
    setError(null);
    setCode('');
    setView(next);
  };

  const retry = () => {
    setView({ kind: 'loading' });
    void loadView().then(setView);
  };

  const turnOn = () =>
    void run(
      null,
      async () => {
        const setup = await startTwoStepSetup(email);
        go({ kind: 'setup', setup });
      },
      { log: 'Two-step setup failed', message: twoStepErrorMessage },
    );

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(
      validateTotpCode(code),
      async () => {
        await finishTwoStepSetup(code).catch((failure: unknown) => {
          setCode('');
          throw failure;
        });
        go({ kind: 'on', notice: TWO_STEP_TURNED_ON });
      },
      { log: 'Two-step verification failed', message: twoStepErrorMessage },
    );
  };

  const turnOff = () =>
    void run(
      null,
      async () => {
        await turnOffTwoStep();
        go({ kind: 'off', notice: TWO_STEP_TURNED_OFF });
      },
      { log: 'Turning two-step sign-in off failed', message: twoStepErrorMessage },
    );

  return { view, code, setCode, busy, error, go, retry, turnOn, verify, turnOff };
}

/**
 * Two-step sign-in (Cognito TOTP MFA) in the account settings: off until the user adds an authenticator
 * app with its key and proves it with a first code; turning it off asks first.
 */
export function TwoStepDialog({ email, onClose }: TwoStepDialogProps) {
  const { view, code, setCode, busy, error, go, retry, turnOn, verify, turnOff } = useTwoStep(email);
  const body = useStepFocus(view.kind, error, busy);
  return (
    <Modal title="Two-step sign-in" onClose={onClose} locked={busy} className="two-step">
      <div ref={body} className="two-step-body">
        {view.kind === 'loading' ? <p role="status">Checking your two-step sign-in setting...</p> : null}
        {view.kind === 'load-failed' ? (
          <LoadFailedView message={view.message} onClose={onClose} onRetry={retry} />
        ) : null}
        {view.kind === 'federated' ? <FederatedView onClose={onClose} /> : null}
        {view.kind === 'off' ? (
          <OffView notice={view.notice} error={error} busy={busy} onClose={onClose} onTurnOn={turnOn} />
        ) : null}
        {view.kind === 'setup' ? (
          <SetupForm
            setup={view.setup}
            code={code}
            onCode={setCode}
            error={error}
            busy={busy}
            onVerify={verify}
            onCancel={() => go({ kind: 'off' })}
          />
        ) : null}
        {view.kind === 'on' ? (
          <OnView notice={view.notice} onClose={onClose} onTurnOff={() => go({ kind: 'confirm-off' })} />
        ) : null}
        {view.kind === 'confirm-off' ? (
          <ConfirmOffView error={error} busy={busy} onKeep={() => go({ kind: 'on' })} onTurnOff={turnOff} />
        ) : null}
      </div>
    </Modal>
  );
}
