import { CONVERSION_ERRORS, UPLOAD_MESSAGES, creditAdvice } from '@bankcsv/domain';
import { BuyCreditsButton } from '../../components/ui/buy-credits-button';
import { Spinner } from '../../components/ui/spinner';
import { purchasesOpen } from '../purchase';
import type { UploadState } from './use-upload-flow';

interface UploadStatusProps {
  state: Extract<UploadState, { kind: 'uploading' | 'analyzing' | 'complete' | 'error' }>;
  onCancel(): void;
  onReset(): void;
}

/** What the widget shows once a file is on its way. */
export function UploadStatus({ state, onCancel, onReset }: UploadStatusProps) {
  switch (state.kind) {
    case 'uploading':
      return (
        <div className="upload-status" role="status">
          <p className="upload-status-title">Uploading {state.file.name}...</p>
          <div
            className="progress-track"
            role="progressbar"
            aria-valuenow={state.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-fill" style={{ width: `${state.progress}%` }} />
          </div>
          <p className="field-hint">{state.progress}% uploaded</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
            Cancel upload
          </button>
        </div>
      );
    case 'analyzing':
      return (
        <div className="upload-status" role="status">
          <Spinner label="Analyzing" />
          <p className="upload-status-title">Analyzing {state.file.name}...</p>
          <p className="field-hint">Checking the file before conversion starts.</p>
        </div>
      );
    case 'complete':
      return (
        <div className="upload-status upload-complete" role="status">
          <p>{UPLOAD_MESSAGES.complete}</p>
          <button type="button" className="btn btn-primary" onClick={onReset}>
            Upload Another File
          </button>
        </div>
      );
    case 'error':
      return (
        <div className="upload-status upload-error" role="alert">
          <p>{creditAdvice(state.message, purchasesOpen())}</p>
          {state.message === CONVERSION_ERRORS.INSUFFICIENT_CREDITS ? (
            <BuyCreditsButton label="Buy Credits" contactWhenClosed />
          ) : null}
          <button type="button" className="btn btn-primary" onClick={onReset}>
            Try Again
          </button>
        </div>
      );
  }
}
