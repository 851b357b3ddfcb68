// Runs every scripts/bench/*-bench.ts (default export: async () => markdown section) and writes BENCHMARKS.md.
// `tsx scripts/bench/run.ts converter` runs only the matching benches and keeps the other sections as they were.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const outFile = join(resolve(here, '../..'), 'BENCHMARKS.md');
const only = process.argv.slice(2);
const MARK = /<!-- bench:(\S+) -->\n([\s\S]*?)\n<!-- \/bench -->/g;

const previous = new Map<string, string>();
for (const m of (await readFile(outFile, 'utf8').catch(() => '')).matchAll(MARK))
  previous.set(m[1] as string, m[2] as string);

const files = (await readdir(here)).filter((f) => f.endsWith('-bench.ts')).sort();
const sections = new Map<string, string>();
for (const file of files) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) {
    const kept = previous.get(file);
    if (kept) sections.set(file, kept);
    continue;
  }
  const started = performance.now();
  process.stderr.write(`bench: ${file} ...\n`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<string> };
  sections.set(file, (await mod.default()).trim());
  process.stderr.write(`bench: ${file} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
const body = [...sections].map(([file, md]) => `<!-- bench:${file} -->\n${md}\n<!-- /bench -->`).join('\n\n');
const doc =
  `# Benchmarks\n\nWritten by \`npm run bench\` (scripts/bench/run.ts); ` +
  `each section comes from one scripts/bench/*-bench.ts.\n\n${body}\n`;
await writeFile(outFile, doc);
// A bench's local stack may leave threads behind (the OCR workers its scan handlers keep for the next page, as a
// Lambda keeps them warm): once the report is out, the run ends.
process.stdout.write(doc, () => process.exit(0));
