import { CONVERSION_ERRORS } from '@bankcsv/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readPdf, type PdfCharge, type PdfReading } from '../measure-pdf';
import type { AcceptedLine } from './batch-files';

/** A line's reading: still counting, counted, locked (with the password tried, if one was), or unreadable here. */
export type LineReading =
  | { kind: 'counting' }
  | { kind: 'measured'; charge: PdfCharge; password?: string }
  | { kind: 'locked'; checking: boolean; error: string | null }
  | { kind: 'unreadable' };

export type ReadPdf = (file: File, password?: string) => Promise<PdfReading>;

/** PDFs read at once: each parse holds its file in memory, and the dialog stays responsive. */
const READ_CONCURRENCY = 2;

async function readAll(lines: AcceptedLine[], read: ReadPdf, done: (id: string, reading: LineReading) => void) {
  const queue = [...lines];
  const worker = async () => {
    for (let line = queue.shift(); line; line = queue.shift()) {
      const reading = await read(line.file).catch((): PdfReading => ({ kind: 'unreadable' }));
      done(line.id, reading.kind === 'locked' ? { kind: 'locked', checking: false, error: null } : reading);
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
}

/**
 * Every accepted line's pages and credits, read in the browser as the single upload does; a locked PDF is opened
 * with the password typed for it (`unlock`), and counts once it opens.
 */
export function useBatchReadings(lines: AcceptedLine[], read: ReadPdf = readPdf) {
  const [readings, setReadings] = useState<Record<string, LineReading>>({});
  const alive = useRef(true);
  const set = useCallback((id: string, reading: LineReading) => {
    if (alive.current) setReadings((prev) => ({ ...prev, [id]: reading }));
  }, []);

  useEffect(() => {
    alive.current = true;
    void readAll(lines, read, set);
    return () => {
      alive.current = false;
    };
  }, [lines, read, set]);

  const unlock = useCallback(
    async (line: AcceptedLine, password: string) => {
      set(line.id, { kind: 'locked', checking: true, error: null });
      const reading = await read(line.file, password).catch((): PdfReading => ({ kind: 'unreadable' }));
      if (reading.kind === 'measured') return set(line.id, { ...reading, password });
      set(line.id, { kind: 'locked', checking: false, error: CONVERSION_ERRORS.PASSWORD_INCORRECT });
    },
    [read, set],
  );

  const readingOf = (id: string): LineReading => readings[id] ?? { kind: 'counting' };
  return { readingOf, unlock };
}
