import type { FormEvent } from 'react';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import type { TwoStepSetup } from './two-step';

// The two-step dialog's views, one per state of the setting.

function Notice({ text }: { text: string | undefined }) {
  return text ? (
    <p className="notice notice-success" role="status">
      {text}
    </p>
  ) : null;
}

export function LoadFailedView({ message, onClose, onRetry }: { message: string; onClose(): void; onRetry(): void }) {
  return (
    <>
      <FormError message={message} />
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn btn-primary" data-autofocus onClick={onRetry}>
          Try again
        </button>
      </div>
    </>
  );
}

export function FederatedView({ onClose }: { onClose(): void }) {
  return (
    <>
      <p>You sign in with Google, so the two-step settings of your Google account protect this account.</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" data-autofocus onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}

interface ActionViewProps {
  notice?: string;
  error: string | null;
  busy: boolean;
}

export function OffView({
  notice,
  error,
  busy,
  onClose,
  onTurnOn,
}: ActionViewProps & { onClose(): void; onTurnOn(): void }) {
  return (
    <>
      <Notice text={notice} />
      <FormError message={error} />
      <p>
        <strong>Two-step sign-in is off.</strong> Turn it on and signing in asks for your password and a 6-digit code
        from an authenticator app on your phone, so your password alone no longer opens your account.
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Close
        </button>
        <button type="button" className="btn btn-primary" data-autofocus onClick={onTurnOn} disabled={busy}>
          {busy ? 'Starting...' : 'Turn on'}
        </button>
      </div>
    </>
  );
}

interface SetupFormProps extends ActionViewProps {
  setup: TwoStepSetup;
  code: string;
  onCode(code: string): void;
  onVerify(event: FormEvent): void;
  onCancel(): void;
}

export function SetupForm({ setup, code, onCode, error, busy, onVerify, onCancel }: SetupFormProps) {
  return (
    <form onSubmit={onVerify} noValidate className="two-step-setup">
      <SetupSteps setup={setup} />
      <FormError message={error} />
      <TextField
        id="two-step-code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        disabled={busy}
        onChange={onCode}
        aria-describedby="two-step-code-help"
        aria-invalid={error ? true : undefined}
        data-autofocus
      />
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify and turn on'}
        </button>
      </div>
    </form>
  );
}

function SetupSteps({ setup }: { setup: TwoStepSetup }) {
  return (
    <ol className="two-step-steps">
      <li>
        Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or Authy) and add
        an account.
      </li>
      <li>
        <span id="two-step-key-label">Enter this key (time-based):</span>{' '}
        <code className="two-step-key" aria-labelledby="two-step-key-label">
          {setup.key}
        </code>
        <br />
        Or, with an authenticator app on this device, <a href={setup.uri}>open the setup link</a>.
      </li>
      <li id="two-step-code-help">Enter the 6-digit code the app shows for BankCSV.</li>
    </ol>
  );
}

export function OnView({ notice, onClose, onTurnOff }: { notice?: string; onClose(): void; onTurnOff(): void }) {
  return (
    <>
      <Notice text={notice} />
      <p>
        <strong>Two-step sign-in is on.</strong> Signing in asks for your password and a code from your authenticator
        app.
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn btn-danger" data-autofocus onClick={onTurnOff}>
          Turn off
        </button>
      </div>
    </>
  );
}

export function ConfirmOffView({
  error,
  busy,
  onKeep,
  onTurnOff,
}: ActionViewProps & { onKeep(): void; onTurnOff(): void }) {
  return (
    <>
      <FormError message={error} />
      <p>
        <strong>Turn off two-step sign-in?</strong> Signing in will ask for your password only, so anyone who learns it
        can open your account.
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" data-autofocus onClick={onKeep} disabled={busy}>
          Keep it on
        </button>
        <button type="button" className="btn btn-danger" onClick={onTurnOff} disabled={busy}>
          {busy ? 'Turning off...' : 'Turn off'}
        </button>
      </div>
    </>
  );
}
