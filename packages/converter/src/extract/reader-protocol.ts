import type { ThrownErrorCode } from '@bankcsv/domain';
import type { PackedRuns } from './packed-runs';
import type { Statement } from '../types';
import type { PageSize } from './types';

/** One page of a scan rendered grey for OCR: its size in points, and `width` × `height` pixels at `dpi`. */
export interface RenderedPage {
  widthPt: number;
  heightPt: number;
  width: number;
  height: number;
  dpi: number;
  pixels: ArrayBuffer;
}

/** What the main thread asks of the thread that reads PDFs, one request at a time. */
export type ReaderRequest =
  | { type: 'open'; bytes: ArrayBuffer; password?: string; maxPages: number; maxDecodedBytes?: number }
  | { type: 'sizes' }
  | { type: 'runs'; page: number }
  | { type: 'close' }
  /** A scan to render: opened (measured, counted) first, then one page rendered, which closes it. */
  | { type: 'scan-open'; bytes: ArrayBuffer; password?: string; maxPages: number; maxDecodedBytes?: number }
  | { type: 'scan-render'; page: number }
  /** A whole statement converted on the thread (convert-worker.ts). */
  | {
      type: 'convert';
      bytes: ArrayBuffer;
      password?: string;
      year?: number;
      maxPages?: number;
      maxDecodedBytes?: number;
      timeoutMs: number;
    };

export type ReaderReply =
  | { type: 'opened'; pageCount: number }
  | { type: 'sizes'; sizes: PageSize[] }
  | { type: 'runs'; runs: PackedRuns }
  | { type: 'closed' }
  | { type: 'scan-opened'; pageCount: number }
  | { type: 'rendered'; page: RenderedPage }
  | { type: 'converted'; statement: Statement }
  /** Not an answer: the thread has started reading another page (its page limit starts again). */
  | { type: 'progress' }
  /** The converter itself failed (not the file): said as it is, never as a damaged PDF. */
  | { type: 'crashed'; message: string }
  | { type: 'failed'; code: ThrownErrorCode; detail?: string; message?: string };
