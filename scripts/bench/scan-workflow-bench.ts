// A 10-page scan through the local workflow, from the upload to the completed conversion: the same definition AWS
// runs (ConvertStatement finds no text layer, ReadScanPages reads the pages, AssembleScan judges every row).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { scanOf } from '../../packages/converter/test/fixtures/scan';
import { api, forceCredits, registerUser, uploadStatement, useStack } from '../../test/support/stack-client';
import { startLocalStack, type LocalStack } from '../local-stack/index';

const PAGES = 10;
/** Acceptance: a 10-page scan from the upload to completed within a minute on this machine. */
const GOAL_MS = 60_000;
const DPI = 200;

interface Row {
  status: string;
  pages?: number;
  pagesRead?: number;
  creditsUsed?: number;
  errorCode?: string;
  summary?: { transactions: number };
  scanned?: { verified: number; corrected: number; needsReview: number };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A 10-page statement as an office scanner gives it back. */
async function tenPageScan(): Promise<Uint8Array> {
  const fixture = await makeFixture({ layout: 'fnb-current', pages: PAGES, seed: 41 });
  const scan = await scanOf(fixture.pdf, { dpi: DPI });
  const pages = (await PDFDocument.load(scan)).getPageCount();
  if (pages !== PAGES) throw new Error(`The fixture has ${pages} pages, not ${PAGES}`);
  return scan;
}

/** Polls the row until it ends, noting when reading started (the first page read) and when the last page was read. */
async function follow(user: Awaited<ReturnType<typeof registerUser>>, id: string, t0: number) {
  const marks: { firstPage?: number; allPages?: number } = {};
  for (;;) {
    const { body: row } = await api<Row>(user, 'GET', `/conversions/${id}`);
    const now = performance.now() - t0;
    if ((row.pagesRead ?? 0) > 0) marks.firstPage ??= now;
    if (row.pagesRead === PAGES) marks.allPages ??= now;
    if (row.status === 'completed' || row.status === 'error') return { row, done: now, ...marks };
    if (now > 600_000) throw new Error(`Still ${row.status} after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function run(stack: LocalStack) {
  useStack({ ...stack, startupMs: stack.startupMs });
  const user = await registerUser();
  await forceCredits(user.userId, PAGES + 10);
  const scan = await tenPageScan();
  const t0 = performance.now();
  const id = await uploadStatement(user, scan, { fileName: 'scanned-10-pages.pdf' });
  return follow(user, id, t0);
}

/** One run on a fresh local stack. */
export default async function bench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bankcsv-scan-workflow-'));
  const stack = await startLocalStack({ dataDir });
  try {
    const { row, done, firstPage, allPages } = await run(stack);
    if (row.status !== 'completed') throw new Error(`The scan ended ${row.status} (${row.errorCode})`);
    const verdict = done <= GOAL_MS ? 'within target' : '**OUT OF TARGET**';
    const { verified = 0, corrected = 0, needsReview = 0 } = row.scanned ?? {};
    return [
      `## Scanned statement: ${PAGES} pages through the local workflow, from the upload to completed`,
      '',
      `An FNB fixture of ${PAGES} pages scanned at ${DPI} dpi grey (an image-only PDF), uploaded through the`,
      `presigned form on a fresh local stack; the clock stops when GET /conversions/{id} says completed.`,
      `The workflow is the one AWS runs: the pages go through the Map, read in this process (each page`,
      `rendered at 300 dpi and read by its own OCR worker, as many at once as there are cores:`,
      `${cpus().length} here; in AWS 10 at once, a vCPU each); load average ${loadavg()[0]?.toFixed(1)}. One run.`,
      '',
      '| step (from the upload) | time |',
      '|---|---:|',
      `| first page read | ${firstPage === undefined ? 'n/a' : seconds(firstPage)} |`,
      `| all ${PAGES} pages read | ${allPages === undefined ? 'n/a' : seconds(allPages)} |`,
      `| completed (rows judged, files written) | ${seconds(done)} |`,
      '',
      `${row.summary?.transactions ?? 0} rows: ${verified} verified, ${corrected} corrected,`,
      `${needsReview} need review; ${row.creditsUsed} credits (1 a page).`,
      '',
      `Goal: at most ${seconds(GOAL_MS)}: ${verdict}.`,
    ].join('\n');
  } finally {
    useStack(undefined);
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
