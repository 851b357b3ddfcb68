import { MAX_BATCH_FILES, MAX_FILE_SIZE_BYTES, formatFileSize } from '@bankcsv/domain';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { isBatchDrop } from './batch/batch-files';
import { chooseFromDrop, chooseFromInput, type FileChoice } from './file-choice';

interface DropZoneProps {
  disabled: boolean;
  onChoice(choice: FileChoice): void;
  /** Several files, or a zip: they go to the batch dialog. */
  onBatch(files: File[]): void;
}

function PdfUploadIcon() {
  return (
    <svg
      aria-hidden="true"
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 18v-6M9 15l3-3 3 3" />
    </svg>
  );
}

/**
 * PDFs and zips, by drag and drop or the file picker; its name is its visible text. One PDF goes to the
 * single-file flow, anything more (or a zip) to the batch.
 */
export function DropZone({ disabled, onChoice, onBatch }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    if (isBatchDrop(event.dataTransfer.files)) return onBatch(Array.from(event.dataTransfer.files));
    const choice = chooseFromDrop(event.dataTransfer.files);
    if (choice) onChoice(choice);
  };

  return (
    <div
      className={`drop-zone${over ? ' drop-zone-over' : ''}${disabled ? ' drop-zone-disabled' : ''}`}
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <PdfUploadIcon />
      <p className="drop-zone-title">Drop your PDF statement here, or click to choose</p>
      <p className="field-hint">
        PDF only · up to {formatFileSize(MAX_FILE_SIZE_BYTES)} · several at once, or a zip, up to {MAX_BATCH_FILES}
      </p>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf,application/zip,.zip"
        multiple
        hidden
        disabled={disabled}
        data-testid="file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (isBatchDrop(files)) return onBatch(files);
          const choice = chooseFromInput(files);
          if (choice) onChoice(choice);
        }}
      />
    </div>
  );
}
