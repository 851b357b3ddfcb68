import { BATCH_MESSAGES, conversionErrorMessage } from '@bankcsv/domain';
import type { Conversion } from '../../lib/conversions';
import type { Transfer } from '../upload';

/** One file of the batch: the server's row, this tab's transfer of it, or both. */
export interface BatchItem {
  key: string;
  name: string;
  row?: Conversion;
  transfer?: Transfer;
}

/** What a file's line shows. */
export type ItemState =
  | { kind: 'uploading'; progress: number }
  | { kind: 'arriving' }
  | { kind: 'lost' }
  | { kind: 'password' }
  | { kind: 'queued' }
  | { kind: 'converting'; progress: number }
  | { kind: 'done'; row: Conversion }
  | { kind: 'failed'; message: string };

export const ITEM_LABELS: Record<ItemState['kind'], string> = {
  uploading: 'Uploading',
  arriving: 'Uploaded',
  lost: 'Not uploaded',
  password: 'Needs password',
  queued: 'Waiting',
  converting: 'Converting',
  done: 'Done',
  failed: 'Failed',
};

export const ITEM_TEXT = {
  waitingToSend: 'Waiting to upload: a few files are sent at a time.',
  arriving: 'Uploaded: starting in a moment.',
  lost:
    'This file never arrived: the page was closed or reloaded while it was being sent. ' +
    'Drop it again to convert it (nothing was charged).',
  queued: BATCH_MESSAGES.queued,
  needsPassword: BATCH_MESSAGES.needsPassword,
} as const;

/** The server's rows in upload order, then the files this tab is still sending that the server has no row for yet. */
export function batchItems(rows: Conversion[] | null, transfers: Transfer[]): BatchItem[] {
  const byId = new Map(transfers.flatMap((t) => (t.conversionId ? [[t.conversionId, t] as const] : [])));
  const items: BatchItem[] = (rows ?? []).map((row) => ({
    key: row.conversionId,
    name: row.originalFileName || row.fileName,
    row,
    transfer: byId.get(row.conversionId),
  }));
  const shown = new Set(items.map((item) => item.key));
  for (const transfer of transfers) {
    if (transfer.conversionId && shown.has(transfer.conversionId)) continue;
    items.push({ key: transfer.localId, name: transfer.fileName, transfer });
  }
  return items;
}

function rowState(row: Conversion, transfer: Transfer | undefined): ItemState {
  switch (row.status) {
    case 'uploading':
      if (transfer?.state === 'sent') return { kind: 'arriving' };
      return transfer ? { kind: 'uploading', progress: transfer.progress } : { kind: 'lost' };
    case 'queued':
      return row.awaitingPassword ? { kind: 'password' } : { kind: 'queued' };
    case 'processing':
      return { kind: 'converting', progress: row.progress };
    case 'completed':
      return { kind: 'done', row };
    default:
      return { kind: 'failed', message: conversionErrorMessage(row) };
  }
}

/** A file's state: this tab's transfer while it is sending or failed to send, else the server's row. */
export function itemState({ row, transfer }: BatchItem): ItemState {
  if (transfer?.state === 'failed') return { kind: 'failed', message: transfer.message ?? '' };
  if (transfer && (transfer.state === 'waiting' || transfer.state === 'sending')) {
    return { kind: 'uploading', progress: transfer.progress };
  }
  if (row) return rowState(row, transfer);
  return { kind: 'arriving' };
}

/** "15 files: 10 done, 2 converting, 1 needs its password": what the live region says as the batch moves. */
export function batchSummary(states: ItemState[]): string {
  const count = (kind: ItemState['kind']) => states.filter((s) => s.kind === kind).length;
  const parts = [
    [count('done'), 'done'],
    [count('uploading') + count('arriving'), 'uploading'],
    [count('queued'), 'waiting'],
    [count('converting'), 'converting'],
    [count('password'), count('password') === 1 ? 'needs its password' : 'need their passwords'],
    [count('failed'), 'failed'],
    [count('lost'), 'not uploaded'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, text]) => `${n} ${text}`);
  const files = `${states.length} ${states.length === 1 ? 'file' : 'files'}`;
  return said.length > 0 ? `${files}: ${said.join(', ')}.` : `${files}.`;
}
