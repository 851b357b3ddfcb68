// A client's statements dropped at once in Chromium, on the local stack: from the drop to every file downloadable.
import { cpus, loadavg } from 'node:os';
import { signInInBrowser } from '../../test/support/browser';
import { startBrowserStack } from '../../test/support/browser-stack';
import { api, forceCredits, registerUser } from '../../test/support/stack-client';
import { chainedModels, statementPdfs } from '../../test/support/statement-year';

const FILES = 50;
/** Acceptance: 50 one-page statements from the drop to every file downloadable within a minute on this machine. */
const GOAL_MS = 60_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One run: drop, the dialog's total, Confirm, every file done; the times of each step from the drop. */
async function run(): Promise<{ counted: number; confirmed: number; done: number; downloads: number }> {
  const { web, browser, stop } = await startBrowserStack('bench-batch');
  try {
    const user = await registerUser();
    expect200((await api(user, 'GET', '/me')).status);
    await forceCredits(user.userId, FILES + 10);
    const models = chainedModels({ layout: 'fnb-current', start: '2021-01-01', count: FILES, opening: 800_000 });
    const pdfs = await statementPdfs('fnb-current', models);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInInBrowser(page, web.url, user.email, user.password);
    const files = pdfs.map((pdf, k) => ({ name: `statement-${k + 1}.pdf`, mimeType: 'application/pdf', buffer: pdf }));

    const t0 = performance.now();
    await page.getByTestId('file-input').setInputFiles(files.map((f) => ({ ...f, buffer: Buffer.from(f.buffer) })));
    const dialog = page.getByRole('dialog', { name: 'Convert Statements' });
    await dialog
      .getByText(`${FILES} files to convert: ${FILES} credits.`, { exact: false })
      .waitFor({ timeout: 120_000 });
    const counted = performance.now() - t0;
    await dialog.getByRole('button', { name: `Convert ${FILES} files` }).click();
    await page.waitForURL(/\/batches\/bat_[0-9A-Za-z]+$/, { timeout: 30_000 });
    const confirmed = performance.now() - t0;
    await page.getByText(`${FILES} files: ${FILES} done.`).waitFor({ timeout: 300_000 });
    const done = performance.now() - t0;
    const downloads = await page.getByRole('button', { name: 'Download CSV' }).count();
    return { counted, confirmed, done, downloads };
  } finally {
    await stop();
  }
}

function expect200(status: number): void {
  if (status !== 200) throw new Error(`GET /me answered ${status}`);
}

/** 50 one-page statements of one account dropped on the dashboard; Chromium, production build, local stack. */
export default async function bench(): Promise<string> {
  const r = await run();
  const verdict = r.done <= GOAL_MS && r.downloads === FILES ? 'within target' : '**OUT OF TARGET**';
  return [
    '## Batch: 50 one-page statements, from the drop to every file downloadable',
    '',
    `Chromium (headless) over the production build and the local stack (the same workflow, 3 conversions in flight`,
    `per user, the rest queued); ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}. The files are`,
    `dropped on the dashboard's file input; the clock stops when the batch view says every file is done and shows`,
    `its Download CSV button. One run (a fresh stack each time).`,
    '',
    '| step (from the drop) | time |',
    '|---|---:|',
    `| pages and credits of all ${FILES} counted in the browser | ${seconds(r.counted)} |`,
    `| Confirm clicked, batch view open | ${seconds(r.confirmed)} |`,
    `| every file done, ${r.downloads} Download CSV buttons shown | ${seconds(r.done)} |`,
    '',
    `Goal: at most ${seconds(GOAL_MS)}: ${verdict}.`,
  ].join('\n');
}
