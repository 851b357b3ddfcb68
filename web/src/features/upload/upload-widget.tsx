import { VALIDATION_MESSAGES, isLowCredit } from '@bankcsv/domain';
import { useState } from 'react';
import { BuyCreditsButton } from '../../components/ui/buy-credits-button';
import { useAuth } from '../../lib/auth/use-auth';
import { BatchDrop } from './batch/batch-drop';
import { ConvertDialog } from './convert-dialog';
import { DropZone } from './drop-zone';
import { UploadStatus } from './upload-status';
import { useUploadFlow } from './use-upload-flow';
import '../../components/ui/ui.css';
import './upload.css';

/** 'Upload New Statement': credits banner, drop zone, convert dialog and upload progress. */
export function UploadWidget({ onConversionChange }: { onConversionChange: () => void }) {
  const { user, credits } = useAuth();
  const flow = useUploadFlow(onConversionChange);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [batchFiles, setBatchFiles] = useState<File[] | null>(null);
  const { state } = flow;
  const busy = state.kind === 'uploading' || state.kind === 'analyzing';
  const showsStatus = state.kind !== 'idle' && state.kind !== 'confirming';

  return (
    <section className="card upload-widget" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload New Statement</h2>
      <div className={`upload-credits${isLowCredit(credits) ? ' upload-credits-low' : ''}`}>
        <span>
          Available credits: <strong>{credits}</strong>
        </span>
        {isLowCredit(credits) ? (
          <BuyCreditsButton label="Buy More Credits" className="btn btn-secondary btn-small" contactWhenClosed />
        ) : null}
      </div>
      {!user ? <p className="notice notice-warning">{VALIDATION_MESSAGES.loginToUpload}</p> : null}
      {choiceError && !showsStatus ? (
        <p className="notice notice-error" role="alert">
          {choiceError}
        </p>
      ) : null}
      {showsStatus ? (
        <UploadStatus state={state} onCancel={flow.cancelUpload} onReset={flow.reset} />
      ) : (
        <DropZone
          disabled={busy || !user || batchFiles !== null}
          onBatch={(files) => {
            setChoiceError(null);
            setBatchFiles(files);
          }}
          onChoice={(choice) => {
            if ('error' in choice) return setChoiceError(choice.error);
            setChoiceError(null);
            flow.choose(choice.file);
          }}
        />
      )}
      {batchFiles ? (
        <BatchDrop
          files={batchFiles}
          credits={credits}
          onClose={() => setBatchFiles(null)}
          onConversionChange={onConversionChange}
        />
      ) : null}
      {state.kind === 'confirming' ? (
        <ConvertDialog file={state.file} credits={credits} busy={busy} onCancel={flow.reset} onConfirm={flow.confirm} />
      ) : null}
    </section>
  );
}
