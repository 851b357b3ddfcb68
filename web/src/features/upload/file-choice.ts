import { dropRejectionMessage, validateUploadFile } from '@bankcsv/domain';

export type FileChoice = { file: File } | { error: string };

/** A file picked with the file input: the product's validation messages. */
export function chooseFromInput(files: ArrayLike<File>): FileChoice | null {
  const file = files[0];
  if (!file) return null;
  const problem = validateUploadFile(file);
  return problem ? { error: problem } : { file };
}

/** A drop: exactly one PDF of at most 10 MB, else the drop-rejection messages. */
export function chooseFromDrop(files: ArrayLike<File>): FileChoice | null {
  if (files.length === 0) return null;
  const file = files[0];
  if (files.length > 1 || !file) return { error: dropRejectionMessage('too-many-files') };
  const problem = validateUploadFile(file);
  if (!problem) return { file };
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  return { error: dropRejectionMessage(isPdf ? 'file-too-large' : 'file-invalid-type') };
}
