/** One piece of text as drawn on a page; y grows upwards (PDF user space). */
export interface TextRun {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  /** Baseline angle in degrees (0 = horizontal); stamps and watermarks are drawn rotated. */
  angle: number;
}

export interface PageSize {
  width: number;
  height: number;
}

export interface OpenOptions {
  password?: string;
  maxPages: number;
  /** Cap on what all streams decode to, every filter stage counted (decompression bombs). */
  maxDecodedBytes?: number;
  deadline: number;
  /** How long one page may take to read before the document is refused as too complex (PAGE_READ_LIMIT_MS). */
  pageLimitMs?: number;
}

export interface ExtractedDocument {
  readonly pageCount: number;
  /** Each page's visible size in points (CropBox within MediaBox, rotation applied): what the charge is based on. */
  pageSizes(deadline: number): Promise<PageSize[]>;
  /** Runs of one page (1-based), in content-stream order. */
  pageRuns(page: number): Promise<TextRun[]>;
  close(): Promise<void>;
}

/** Anything that can turn PDF bytes into positioned text; parsers depend only on this. */
export interface TextExtractor {
  open(bytes: Uint8Array, opts: OpenOptions): Promise<ExtractedDocument>;
}
