// One page of a scan read in a fresh process, as one page's invocation reads it (cold); the scan bench spawns this
// from a bundle, with the reader thread's script and PDFium's WebAssembly beside it as in a Lambda.
import { readFileSync } from 'node:fs';
import { readScanPage, releaseOcrWorkers } from '../../packages/converter/src/ocr/scan-pages';

const [file, page] = process.argv.slice(2);
const read = await readScanPage(new Uint8Array(readFileSync(file as string)), Number(page), { maxPages: 10 });
const cpu = process.cpuUsage();
// VmHWM is this process's own peak, threads included; getrusage's maxRSS would include the parent's from before exec.
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
process.stdout.write(
  JSON.stringify({ page: read, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakMb: Number(hwm?.[1]) / 1024 }),
);
// The Tesseract worker would keep the process alive: ended first, as exiting while worker threads still run can hang
// in Node's teardown. The parent reads the answer either way (scan-bench.ts).
await releaseOcrWorkers();
process.exit(0);
