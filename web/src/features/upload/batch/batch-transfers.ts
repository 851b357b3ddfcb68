import { useSyncExternalStore } from 'react';
import { createUpload, postToStorage, type UploadRequest } from '../upload-api';
import { startErrorMessage, transferErrorMessage } from '../upload-messages';

/** One file of a batch as this page sends it: waiting its turn, sending (with %), sent, or failed here. */
export interface Transfer {
  /** The line's id in the dialog: stable before the server gives a conversion id. */
  localId: string;
  fileName: string;
  conversionId?: string;
  state: 'waiting' | 'sending' | 'sent' | 'failed';
  progress: number;
  message?: string;
}

/** What one batch's files are sent with: the file, its password when given, or that it waits for one. */
export interface BatchFile {
  localId: string;
  file: File;
  password?: string;
  /** Locked, and its password not given: created with `needsPassword`, it waits for it on the batch view. */
  needsPassword?: boolean;
}

/** Files sent to storage at once. */
export const TRANSFER_CONCURRENCY = 3;

export type Send = (
  request: UploadRequest,
  file: File,
  onCreated: (conversionId: string) => void,
  onProgress: (percent: number) => void,
) => Promise<void>;

/** `POST /uploads`, then the presigned POST. */
const sendWithStorage: Send = async (request, file, onCreated, onProgress) => {
  const created = await createUpload(request);
  onCreated(created.conversionId);
  await postToStorage(created, file, onProgress).done;
};

const batches = new Map<string, Transfer[]>();
const listeners = new Set<() => void>();
const EMPTY: Transfer[] = [];

function update(batchId: string, localId: string, change: Partial<Transfer>): void {
  const current = batches.get(batchId);
  if (!current) return;
  batches.set(
    batchId,
    current.map((t) => (t.localId === localId ? { ...t, ...change } : t)),
  );
  for (const listener of listeners) listener();
}

async function sendOne(batchId: string, item: BatchFile, year: number | undefined, send: Send): Promise<void> {
  const { file, password, localId } = item;
  update(batchId, localId, { state: 'sending' });
  const request: UploadRequest = {
    fileName: file.name,
    fileSize: file.size,
    batchId,
    ...(year ? { year } : {}),
    ...(password ? { password } : item.needsPassword ? { needsPassword: true } : {}),
  };
  let created = false;
  try {
    await send(
      request,
      file,
      (conversionId) => {
        created = true;
        update(batchId, localId, { conversionId });
      },
      (progress) => update(batchId, localId, { progress }),
    );
    update(batchId, localId, { state: 'sent', progress: 100 });
  } catch (error) {
    const message = created ? transferErrorMessage(error) : startErrorMessage(error);
    update(batchId, localId, { state: 'failed', message });
  }
}

/**
 * Sends a batch's files, a few at a time, and keeps each one's state where any page of this tab can read it
 * (the batch view shows the files still sending). Resolves when every file is sent or has failed.
 */
export async function sendBatch(
  batchId: string,
  files: BatchFile[],
  year?: number,
  send: Send = sendWithStorage,
): Promise<void> {
  batches.set(
    batchId,
    files.map((f) => ({ localId: f.localId, fileName: f.file.name, state: 'waiting', progress: 0 })),
  );
  for (const listener of listeners) listener();
  const queue = [...files];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await sendOne(batchId, item, year, send);
  };
  await Promise.all(Array.from({ length: Math.min(TRANSFER_CONCURRENCY, files.length) }, worker));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's transfers for one batch (empty after a reload, or for a batch sent elsewhere). */
export function useBatchTransfers(batchId: string): Transfer[] {
  return useSyncExternalStore(
    subscribe,
    () => batches.get(batchId) ?? EMPTY,
    () => EMPTY,
  );
}

/** Whether any file of any batch is still on its way from this tab (leaving the page would lose it). */
export function transfersRunning(): boolean {
  return [...batches.values()].some((list) => list.some((t) => t.state === 'waiting' || t.state === 'sending'));
}
