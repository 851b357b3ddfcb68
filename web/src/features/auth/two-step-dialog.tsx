import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { twoStepErrorMessage } from './auth-errors';
import {
  finishTwoStepSetup,
  readTwoStepStatus,
  startTwoStepSetup,
  turnOffTwoStep,
  validateTotpCode,
  type TwoStepSetup,
} from './two-step';
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

/**
 * Two-step sign-in (Cognito TOTP MFA) in the account settings: off until the user adds an authenticator
 * app with its key and proves it with a first code; turning it off asks first.
 */
export function TwoStepDialog({ email, onClose }: TwoStepDialogProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useFormAction();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadView().then(setView);
  }, []);

  // Each new step puts focus on its first control, so keyboard and screen-reader users follow it.
  useEffect(() => {
    if (view.kind !== 'loading') body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view.kind]);

  // A refused code sends the user back to the field it was typed in.
  useEffect(() => {
    if (error && !busy && view.kind === 'setup') document.getElementById('two-step-code')?.focus();
  }, [error, busy, view.kind]);

  const go = (next: View) => {
    setError(null);
    setCode('');
    setView(next);
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

  const notice = (text: string | undefined) =>
    text ? (
      <p className="notice notice-success" role="status">
        {text}
      </p>
    ) : null;

  return (
    <Modal title="Two-step sign-in" onClose={onClose} locked={busy} className="two-step">
      <div ref={body} className="two-step-body">
        {view.kind === 'loading' ? <p role="status">Checking your two-step sign-in setting...</p> : null}

        {view.kind === 'load-failed' ? (
          <>
            <FormError message={view.message} />
            <div className="modal-actions">
              <button type="button" className="btn btn-secondary" onClick={onClose}>
                Close
              </button>
              <button
                type="button"
                className="btn btn-primary"
                data-autofocus
                onClick={() => {
                  setView({ kind: 'loading' });
                  void loadView().then(setView);
                }}
              >
                Try again
              </button>
            </div>
          </>
        ) : null}

        {view.kind === 'federated' ? (
          <>
            <p>You sign in with Google, so the two-step settings of your Google account protect this account.</p>
            <div className="modal-actions">
              <button type="button" className="btn btn-secondary" data-autofocus onClick={onClose}>
                Close
              </button>
            </div>
          </>
        ) : null}

        {view.kind === 'off' ? (
          <>
            {notice(view.notice)}
            <FormError message={error} />
            <p>
              <strong>Two-step sign-in is off.</strong> Turn it on and signing in asks for your password and a 6-digit
              code from an authenticator app on your phone, so your password alone no longer opens your account.
            </p>
            <div className="modal-actions">
              <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
                Close
              </button>
              <button type="button" className="btn btn-primary" data-autofocus onClick={turnOn} disabled={busy}>
                {busy ? 'Starting...' : 'Turn on'}
              </button>
            </div>
          </>
        ) : null}

        {view.kind === 'setup' ? (
          <form onSubmit={verify} noValidate className="two-step-setup">
            <ol className="two-step-steps">
              <li>
                Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or Authy)
                and add an account.
              </li>
              <li>
                <span id="two-step-key-label">Enter this key (time-based):</span>{' '}
                <code className="two-step-key" aria-labelledby="two-step-key-label">
                  {view.setup.key}
                </code>
                <br />
                Or, with an authenticator app on this device, <a href={view.setup.uri}>open the setup link</a>.
              </li>
              <li id="two-step-code-help">Enter the 6-digit code the app shows for BankCSV.</li>
            </ol>
            <FormError message={error} />
            <TextField
              id="two-step-code"
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              disabled={busy}
              onChange={setCode}
              aria-describedby="two-step-code-help"
              aria-invalid={error ? true : undefined}
              data-autofocus
            />
            <div className="modal-actions">
              <button type="button" className="btn btn-secondary" onClick={() => go({ kind: 'off' })} disabled={busy}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Verifying...' : 'Verify and turn on'}
              </button>
            </div>
          </form>
        ) : null}

        {view.kind === 'on' ? (
          <>
            {notice(view.notice)}
            <p>
              <strong>Two-step sign-in is on.</strong> Signing in asks for your password and a code from your
              authenticator app.
            </p>
            <div className="modal-actions">
              <button type="button" className="btn btn-secondary" onClick={onClose}>
                Close
              </button>
              <button
                type="button"
                className="btn btn-danger"
                data-autofocus
                onClick={() => go({ kind: 'confirm-off' })}
              >
                Turn off
              </button>
            </div>
          </>
        ) : null}

        {view.kind === 'confirm-off' ? (
          <>
            <FormError message={error} />
            <p>
              <strong>Turn off two-step sign-in?</strong> Signing in will ask for your password only, so anyone who
              learns it can open your account.
            </p>
            <div className="modal-actions">
              <button
                type="button"
                className="btn btn-secondary"
                data-autofocus
                onClick={() => go({ kind: 'on' })}
                disabled={busy}
              >
                Keep it on
              </button>
              <button type="button" className="btn btn-danger" onClick={turnOff} disabled={busy}>
                {busy ? 'Turning off...' : 'Turn off'}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
