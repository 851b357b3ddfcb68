import type { ThrownErrorCode } from '@bankcsv/domain';
import type { PackedRuns } from './packed-runs';
import type { PageSize } from './types';

/** What the main thread asks of the thread that reads PDFs, one request at a time. */
export type ReaderRequest =
  | { type: 'open'; bytes: ArrayBuffer; password?: string; maxPages: number; maxDecodedBytes?: number }
  | { type: 'sizes' }
  | { type: 'runs'; page: number }
  | { type: 'close' };

export type ReaderReply =
  | { type: 'opened'; pageCount: number }
  | { type: 'sizes'; sizes: PageSize[] }
  | { type: 'runs'; runs: PackedRuns }
  | { type: 'closed' }
  | { type: 'failed'; code: ThrownErrorCode; detail?: string };
