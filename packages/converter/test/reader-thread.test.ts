import { describe, expect, it } from 'vitest';
import { packRuns, unpackRuns } from '../src/extract/packed-runs';
import { pdfjsExtractor } from '../src/extract/pdfjs-extractor';
import { prewarmReaderThread, returnReaderThread, takeReaderThread } from '../src/extract/reader-thread';
import { threadExtractor } from '../src/extract/thread-extractor';
import type { TextRun } from '../src/extract/types';
import { makeFixture } from './fixtures/index';

const run = (text: string, x: number, angle = 0): TextRun => ({
  page: 3,
  x,
  y: 700.25,
  width: 41.5,
  height: 9,
  text,
  angle,
});

describe('runs packed to cross from the reader thread', () => {
  it('come back as they were: texts of any characters and lengths, every number exact', () => {
    const runs = [
      run('R 1 234,56', 72.125),
      run('', -3),
      run('Ünïcødé 😀 \u0000 tab\t', 1e-9, -90),
      run('x', 1e6, 180),
    ];
    const packed = packRuns(runs, 3);
    expect(packed.numbers.buffer.byteLength).toBe(runs.length * 6 * 8);
    expect(unpackRuns(structuredClone(packed, { transfer: [packed.numbers.buffer] }))).toEqual(runs);
    expect(unpackRuns(packRuns([], 9))).toEqual([]);
  });
});

describe('the reader thread', () => {
  it('gives each page its own runs, asked in order, out of order or twice', async () => {
    const f = await makeFixture({ layout: 'fnb-current', pages: 8, seed: 2 });
    const opts = { maxPages: 50, deadline: Date.now() + 60_000 };
    const direct = await pdfjsExtractor.open(f.pdf, opts);
    const threaded = await threadExtractor.open(f.pdf, opts);
    try {
      for (const page of [1, 2, 3, 7, 4, 4, 8, 2, 3])
        expect(await threaded.pageRuns(page)).toEqual(await direct.pageRuns(page));
    } finally {
      await threaded.close();
      await direct.close();
    }
  });

  it('is started ahead of the first document and then used for it, with other threads idle too', () => {
    // Two threads left idle by earlier documents: the one prewarming answers is the one the next document takes.
    const [a, b] = [takeReaderThread(), takeReaderThread()];
    returnReaderThread(a);
    returnReaderThread(b);
    const warm = prewarmReaderThread();
    expect(prewarmReaderThread()).toBe(warm);
    const taken = takeReaderThread();
    expect(taken).toBe(warm);
    returnReaderThread(taken);
  });
});
