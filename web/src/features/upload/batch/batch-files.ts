import { BATCH_MESSAGES, MAX_BATCH_FILES, MAX_FILE_SIZE_BYTES, ZIP_LIMITS } from '@bankcsv/domain';
import { isZipFile, readZip, type ZipLimits } from './zip-reader';

/** One line of the batch dialog: a PDF that goes, or a file (or a whole zip) left out, and why. */
export type BatchLine =
  | { id: string; name: string; file: File; from?: string }
  | { id: string; name: string; error: string };

type Found = { name: string; file: File; from?: string } | { name: string; error: string };

export type AcceptedLine = Extract<BatchLine, { file: File }>;

export const isAccepted = (line: BatchLine): line is AcceptedLine => 'file' in line;

const isPdf = (file: { name: string; type: string }) =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

async function zipLines(zip: File, limits: ZipLimits): Promise<Found[]> {
  // A zip larger than everything it may unpack to is not read into memory at all.
  if (zip.size > limits.maxTotalBytes) return [{ name: zip.name, error: BATCH_MESSAGES.zipUnsafe }];
  const bytes = new Uint8Array(await zip.arrayBuffer());
  const result = await readZip(bytes, limits);
  if (result.kind === 'refused') return [{ name: zip.name, error: result.message }];
  return result.entries.map((entry) => ('file' in entry ? { ...entry, from: zip.name } : entry));
}

function fileLine(file: File): Found {
  if (!isPdf(file)) return { name: file.name, error: BATCH_MESSAGES.notPdf };
  if (file.size > MAX_FILE_SIZE_BYTES) return { name: file.name, error: BATCH_MESSAGES.tooLarge };
  return { name: file.name, file };
}

/**
 * The files dropped (PDFs and zips, opened here), one line each, in the order given: a non-PDF or a file over
 * 10 MB is refused on its own line, a zip that cannot be opened safely on one line for all of it, and every PDF
 * after the 50th with `BATCH_MESSAGES.tooManyFiles`.
 */
export async function batchLines(files: ArrayLike<File>, limits: ZipLimits = ZIP_LIMITS): Promise<BatchLine[]> {
  const found: Found[] = [];
  for (const file of Array.from(files)) {
    if (isZipFile(file)) found.push(...(await zipLines(file, limits)));
    else found.push(fileLine(file));
  }
  let accepted = 0;
  return found.map((line, index) => {
    const id = `f${index}`;
    if (!('file' in line)) return { ...line, id };
    accepted += 1;
    return accepted > MAX_BATCH_FILES ? { id, name: line.name, error: BATCH_MESSAGES.tooManyFiles } : { ...line, id };
  });
}

/** Whether a drop goes to the batch dialog: several files, or any zip. One PDF keeps the single-file flow. */
export function isBatchDrop(files: ArrayLike<File>): boolean {
  return files.length > 1 || Array.from(files).some(isZipFile);
}
