import { conversionErrorMessage } from '@bankcsv/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../lib/analytics/track';
import { useAbandonment } from '../../lib/analytics/use-abandonment';
import { getConversion } from '../../lib/conversions';
import { cancelUpload, createUpload, postToStorage, StorageUploadError, type UploadRequest } from './upload-api';
import { startErrorMessage, transferErrorMessage } from './upload-messages';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'confirming'; file: File }
  | { kind: 'uploading'; file: File; progress: number }
  | { kind: 'analyzing'; file: File }
  /** Closes by itself once the conversion's row completes (or fails): the history shows the outcome. */
  | { kind: 'complete'; conversionId?: string }
  | { kind: 'error'; message: string };

export interface ConvertOptions {
  year?: number;
  password?: string;
}

const ANALYZE_POLL_MS = 1_000;
const ANALYZE_ATTEMPTS = 15;
const PICKUP_CHECK_POLLS = 3;
const CLOSE_POLL_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reportUploadError(file: File, errorType: string, message: string): void {
  track('pdf_conversion_error', {
    file_name: file.name,
    error_type: errorType,
    error_message: message,
    component: 'upload',
  });
}

async function awaitPickup(conversionId: string, alive: { current: boolean }): Promise<UploadState> {
  let checks = 0;
  for (let attempt = 0; attempt < ANALYZE_ATTEMPTS && alive.current; attempt++) {
    const row = await getConversion(conversionId).catch(() => null);
    if (row?.status === 'error') return { kind: 'error', message: conversionErrorMessage(row) };
    if (row?.status === 'completed') return { kind: 'complete', conversionId };
    // Once picked up, wait a few polls: a file the check rejects (not a PDF, wrong password) fails fast.
    if (row && row.status !== 'uploading' && ++checks > PICKUP_CHECK_POLLS) return { kind: 'complete', conversionId };
    await sleep(ANALYZE_POLL_MS);
  }
  // Still queued or still converting: the history below keeps polling and shows the outcome.
  return { kind: 'complete', conversionId };
}

/** What a failed start or transfer leaves: its message, reported unless the user cancelled. */
async function uploadFailure(
  error: unknown,
  file: File,
  conversionId: string | undefined,
  onConversionChange: () => void,
): Promise<UploadState> {
  if (!(error instanceof StorageUploadError)) {
    const message = startErrorMessage(error);
    reportUploadError(file, 'upload_start', message);
    return { kind: 'error', message };
  }
  // Mark the row so it does not sit in 'uploading' (and keep the history polling) forever.
  if (conversionId) await cancelUpload(conversionId).catch(() => undefined);
  onConversionChange();
  const message = transferErrorMessage(error);
  // A cancel by the user was reported as abandonment; the row's outcome is left to the history.
  if (error.reason !== 'canceled') reportUploadError(file, `upload_${error.reason}`, message);
  return { kind: 'error', message };
}

function useCloseWhenSettled(state: UploadState, update: (next: UploadState) => void) {
  // The success box says "check the history below": once the row there has its outcome, it has said its piece.
  const watched = state.kind === 'complete' ? state.conversionId : undefined;
  useEffect(() => {
    if (!watched) return;
    const timer = setInterval(() => {
      void getConversion(watched)
        .then((row) => {
          if (row.status === 'completed' || row.status === 'error') update({ kind: 'idle' });
        })
        .catch(() => undefined);
    }, CLOSE_POLL_MS);
    return () => clearInterval(timer);
  }, [watched, update]);
}

/**
 * A file chosen but not confirmed, or an upload still running, is abandoned when the dialog is
 * dismissed, the upload cancelled, or the visitor leaves.
 */
function useUploadAbandonment(state: UploadState) {
  const pending = state.kind === 'confirming' || state.kind === 'uploading' ? state : null;
  return useAbandonment(pending !== null, () => {
    if (!pending) return;
    track('upload_abandonment', {
      file_name: pending.file.name,
      abandonment_stage: pending.kind === 'confirming' ? 'convert_dialog' : 'uploading',
    });
  });
}

/** The flow's state, set only while mounted; a transfer still running is aborted on unmount. */
function useMountedState() {
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const abortTransfer = useRef<(() => void) | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      abortTransfer.current?.();
    };
  }, []);
  const update = useCallback((next: UploadState) => {
    if (alive.current) setState(next);
  }, []);
  const transfer = {
    /** The running transfer's abort, or null once it ended. */
    hold: (abort: (() => void) | null) => {
      abortTransfer.current = abort;
    },
    running: () => abortTransfer.current !== null,
    abort: () => abortTransfer.current?.(),
  };
  return { state, update, aliveRef: alive, transfer };
}

/**
 * idle → confirming → uploading → analyzing → complete | error. "Analyzing" waits briefly for the
 * server to pick the file up, so a PDF it rejects at once (wrong password, not a PDF) reports here.
 */
export function useUploadFlow(onConversionChange: () => void) {
  const { state, update, aliveRef, transfer: activeTransfer } = useMountedState();

  useCloseWhenSettled(state, update);

  const start = async (file: File, options: ConvertOptions) => {
    update({ kind: 'uploading', file, progress: 0 });
    const request: UploadRequest = { fileName: file.name, fileSize: file.size, ...options };
    let conversionId: string | undefined;
    try {
      const created = await createUpload(request);
      conversionId = created.conversionId;
      onConversionChange();
      const transfer = postToStorage(created, file, (progress) => update({ kind: 'uploading', file, progress }));
      activeTransfer.hold(transfer.abort);
      try {
        await transfer.done;
      } finally {
        activeTransfer.hold(null);
      }
    } catch (error) {
      return update(await uploadFailure(error, file, conversionId, onConversionChange));
    }
    update({ kind: 'analyzing', file });
    update(await awaitPickup(conversionId, aliveRef));
    onConversionChange();
  };

  const abandon = useUploadAbandonment(state);

  return {
    state,
    choose: (file: File) => {
      track('pdf_upload_started', { file_name: file.name });
      update({ kind: 'confirming', file });
    },
    confirm: (options: ConvertOptions) => {
      if (state.kind !== 'confirming') return;
      track('pdf_upload_confirmed', {
        file_name: state.file.name,
        password_protected: options.password !== undefined,
        statement_year_given: options.year !== undefined,
      });
      void start(state.file, options);
    },
    cancelUpload: () => {
      if (!activeTransfer.running()) return;
      abandon();
      activeTransfer.abort();
    },
    reset: () => {
      abandon();
      update({ kind: 'idle' });
    },
  };
}
