import { CONVERSION_ERRORS } from '@bankcsv/domain';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConversionError, convertStatement, inspectPdf } from '../src/index';
import { ReaderThread } from '../src/extract/reader-thread';
import { makeFixture } from './fixtures/index';
import { encryptedBombPdf, objectStreamFilterBombPdf, xobjectFanOutPdf } from './fixtures/hostile';
// @ts-expect-error plain JavaScript build script without types
import { buildCli, cliIsStale } from '../scripts/build-cli.mjs';

const CAP = 4 * 1024 * 1024;
/** In-process, a page's limit is shortened: the command line below keeps the product's own (PAGE_READ_LIMIT_MS). */
const PAGE_LIMIT_MS = 2_000;
const bin = join(__dirname, '../bin/bankcsv.mjs');
// Reports the process's peak resident memory (threads included) as it exits: VmHWM, which starts afresh
// at exec (getrusage's maxRSS keeps the test runner's own peak across the fork).
const PEAK_RSS_HOOK =
  'data:text/javascript,import{readFileSync}from"node:fs";import{isMainThread}from"node:worker_threads";' +
  'if(isMainThread)process.on("exit",()=>process.stderr.write("\\npeak-rss-mb="+' +
  'Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status","utf8"))[1])/1024+"\\n"))';

async function failure(p: Promise<unknown>): Promise<ConversionError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ConversionError);
  return e as ConversionError;
}

/** The compiled command line on `pdf`: its exit code, what it said, how long it took and its peak memory. */
async function cli(pdf: Uint8Array): Promise<{ code: number; stderr: string; seconds: number; peakMb: number }> {
  const file = join(await mkdtemp(join(tmpdir(), 'bankcsv-hostile-')), 'statement.pdf');
  await writeFile(file, pdf);
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', PEAK_RSS_HOOK, bin, 'convert', file, '--format', 'csv'],
      (err, _stdout, stderr) => {
        const peak = /peak-rss-mb=([\d.]+)/.exec(stderr);
        resolve({
          code: (err as { code?: number } | null)?.code ?? 0,
          stderr,
          seconds: (Date.now() - started) / 1000,
          peakMb: peak ? Number(peak[1]) : Infinity,
        });
      },
    );
  });
}

describe('hostile documents', () => {
  const bombs: [string, () => Promise<Uint8Array>][] = [
    ['a stream whose /Filter is an object kept inside an object stream', () => objectStreamFilterBombPdf(10)],
    ['an RC4-encrypted file that opens with no password', () => encryptedBombPdf(10, 'rc4')],
    ['an AES-128-encrypted file that opens with no password', () => encryptedBombPdf(10, 'aes128')],
    ['an AES-256-encrypted file that opens with no password', () => encryptedBombPdf(10, 'aes256')],
  ];
  for (const [what, make] of bombs) {
    it(`measures ${what} as it decodes, and refuses it as too large`, async () => {
      const pdf = await make();
      for (const attempt of [
        () => inspectPdf(pdf, { maxDecodedBytes: CAP }),
        () => convertStatement(pdf, { maxDecodedBytes: CAP }),
      ]) {
        expect((await failure(attempt())).code).toBe('DOCUMENT_TOO_LARGE');
      }
    });
  }

  it('refuses form XObjects that draw each other 10^6 times as too complex, not as damaged', async () => {
    const pdf = xobjectFanOutPdf(6);
    expect(pdf.length).toBeLessThan(3000);
    const e = await failure(convertStatement(pdf, { timeoutMs: 60_000, pageLimitMs: PAGE_LIMIT_MS }));
    expect([e.code, e.name, e.message]).toEqual([
      'DOCUMENT_TOO_COMPLEX',
      'DocumentTooComplexError',
      CONVERSION_ERRORS.DOCUMENT_TOO_COMPLEX,
    ]);
  });

  it('keeps the calling thread free while a hostile page is read', async () => {
    let longestGap = 0;
    let last = Date.now();
    const ticker = setInterval(() => {
      longestGap = Math.max(longestGap, Date.now() - last);
      last = Date.now();
    }, 20);
    try {
      await failure(convertStatement(xobjectFanOutPdf(7), { timeoutMs: 60_000, pageLimitMs: PAGE_LIMIT_MS }));
    } finally {
      clearInterval(ticker);
    }
    // Before the reader had a thread of its own, timers waited for the whole page (minutes).
    expect(longestGap).toBeLessThan(1_000);
  });

  it(
    'stops a reader thread past its limit (too complex) or past the ' + 'deadline (timed out), and starts afresh',
    async () => {
      const f = await makeFixture({ layout: 'fnb-current', pages: 1 });
      const slow = new ReaderThread();
      const bytes = f.pdf.slice().buffer;
      await expect(
        slow.request({ type: 'open', bytes, maxPages: 10 }, Date.now() + 60_000, 0, [bytes]),
      ).rejects.toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX' });
      expect(slow.alive).toBe(false);
      const late = new ReaderThread();
      const again = f.pdf.slice().buffer;
      await expect(
        late.request({ type: 'open', bytes: again, maxPages: 10 }, Date.now(), 10_000, [again]),
      ).rejects.toMatchObject({ code: 'PROCESSING_TIMEOUT' });
      expect((await convertStatement(f.pdf)).transactions.length).toBeGreaterThan(0);
    },
  );

  it('reads a small PDF handed over as a Node Buffer (whose memory is shared and cannot be transferred)', async () => {
    const f = await makeFixture({ layout: 'fnb-current', pages: 1 });
    const pooled = Buffer.from(xobjectFanOutPdf(1));
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    await expect(convertStatement(pooled)).rejects.not.toMatchObject({ code: 'NOT_A_PDF' });
    // A request whose buffer cannot be sent leaves the thread free for the next one.
    const thread = new ReaderThread();
    await expect(
      thread.request({ type: 'open', bytes: pooled.buffer, maxPages: 10 }, Date.now() + 60_000, 60_000, [
        pooled.buffer,
      ]),
    ).rejects.toThrow();
    const bytes = f.pdf.slice().buffer;
    await expect(
      thread.request({ type: 'open', bytes, maxPages: 10 }, Date.now() + 60_000, 60_000, [bytes]),
    ).resolves.toMatchObject({ type: 'opened' });
    thread.stop();
  });

  describe('the compiled command line, on the files as described', () => {
    // Built first, so that what is measured is the conversion, not a build of stale sources.
    beforeAll(async () => {
      if ((cliIsStale as () => boolean)()) await (buildCli as () => Promise<void>)();
    }, 120_000);

    const cases: [string, () => Promise<Uint8Array>, keyof typeof CONVERSION_ERRORS][] = [
      ['an object-stream filter inflating to 300 MB', () => objectStreamFilterBombPdf(300), 'DOCUMENT_TOO_LARGE'],
      ['an empty-password RC4 file inflating to 300 MB', () => encryptedBombPdf(300, 'rc4'), 'DOCUMENT_TOO_LARGE'],
      [
        'an empty-password AES-128 file inflating to 300 MB',
        () => encryptedBombPdf(300, 'aes128'),
        'DOCUMENT_TOO_LARGE',
      ],
      [
        'an empty-password AES-256 file inflating to 300 MB',
        () => encryptedBombPdf(300, 'aes256'),
        'DOCUMENT_TOO_LARGE',
      ],
      ['an XObject fan-out of 10^7 text operations', async () => xobjectFanOutPdf(7), 'DOCUMENT_TOO_COMPLEX'],
    ];
    for (const [what, make, code] of cases) {
      it(`refuses ${what} with its own message, within the deadline plus 15 s, under 400 MB`, async () => {
        const run = await cli(await make());
        expect(run.code).toBe(2);
        expect(run.stderr).toContain(CONVERSION_ERRORS[code]);
        expect(run.seconds).toBeLessThan(120 + 15); // the command line's deadline is the converter's default, 120 s
        expect(run.peakMb).toBeLessThan(400);
      }, 150_000);
    }
  });
});
