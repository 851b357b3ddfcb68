// One cold conversion (or bare pdfjs extraction) in a fresh process; the converter bench spawns this.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { bareExtract } from './converter-bare';

const [mode, file] = process.argv.slice(2);
const bytes = new Uint8Array(await readFile(file as string));
const t0 = performance.now();
if (mode === 'convert') {
  const { convertStatement } = await import('@bankcsv/converter');
  await convertStatement(bytes, { maxPages: 1000 });
} else {
  await bareExtract(bytes);
}
const ms = performance.now() - t0;
// VmHWM is this process's own peak; getrusage's maxRSS would include the parent's from before exec.
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
process.stdout.write(
  JSON.stringify({ ms, maxRssMB: hwm ? Number(hwm[1]) / 1024 : process.memoryUsage().rss / 1048576 }),
);
