// The scan page reader as deployed: read-scan-page bundled by CDK as `cdk synth` bundles it (esbuild, the OCR packages
// copied beside the bundle), measured against Lambda's package limits, then run in plain Node processes outside the
// repository against the local stack's S3 and DynamoDB, each reading a page of a real scan: the function's size,
// and its time, CPU seconds and peak memory per page, from which its memory is chosen.
import { execFileSync, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { scanPageKey } from '@bankcsv/domain';
import { App, Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { SCAN_READER_MEMORY_MB, stepFunctionProps } from '../../infra/lib/constructs/app-functions';
import { defaultConvertTimeout, defaultScanPageTimeout } from '../../infra/lib/constructs/conversion-workflow';
import { NodeFunction } from '../../infra/lib/constructs/node-function';
import { repoRoot } from '../../infra/lib/paths';
import { makeFixture } from '../../packages/converter/test/fixtures/index';
import { scanOf } from '../../packages/converter/test/fixtures/scan';
import { startLocalStack, type LocalStack } from '../local-stack/index';

const PAGES = 3;
const MB = 1024 * 1024;
const LIMITS = { unzipped: 250 * MB, zipped: 50 * MB };

/** read-scan-page as the app stack defines it, bundled by CDK into `outdir`; the asset's directory. */
function bundleReader(outdir: string): string {
  const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: object };
  const app = new App({ outdir, context });
  const timeouts = { convert: defaultConvertTimeout, scanPage: defaultScanPageTimeout };
  const props = { ...stepFunctionProps('read-scan-page', timeouts), logRetention: RetentionDays.ONE_DAY };
  new NodeFunction(new Stack(app, 'ScanPageBench'), 'ReadScanPage', { handlerName: 'read-scan-page', ...props });
  app.synth();
  const assets = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
  if (assets.length !== 1) throw new Error(`Expected one asset, found ${assets.join(', ')}`);
  return join(outdir, assets[0] as string);
}

function bytesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => statSync(join(dir, name)))
    .reduce((sum, s) => sum + (s.isFile() ? s.size : 0), 0);
}

/** The asset's size on disk, and zipped as it is uploaded (deflate, best compression). */
function packageSizes(asset: string, work: string): { unzipped: number; zipped: number } {
  const zip = join(work, 'function.zip');
  execFileSync('zip', ['-qr9', zip, '.'], { cwd: asset });
  return { unzipped: bytesUnder(asset), zipped: statSync(zip).size };
}

// Runs the bundled handler over some pages in one process and reports what each page and the process took.
const DRIVER = `import { createRequire } from 'node:module';
const [bundle, pages, input] = process.argv.slice(2);
const started = process.cpuUsage();
const { handler } = await import(bundle);
const loadCpu = process.cpuUsage(started);
const out = [];
for (const page of JSON.parse(pages)) {
  const t = performance.now();
  const before = process.cpuUsage();
  const result = await handler({ ...JSON.parse(input), page });
  const cpu = process.cpuUsage(before);
  out.push({ page, words: result.words, ms: performance.now() - t, cpuS: (cpu.user + cpu.system) / 1e6 });
}
const total = process.cpuUsage(started);
console.log(JSON.stringify({
  out,
  loadCpuS: (loadCpu.user + loadCpu.system) / 1e6,
  totalCpuS: (total.user + total.system) / 1e6,
  maxRssMb: process.resourceUsage().maxRSS / 1024,
  tesseract: createRequire(bundle).resolve('tesseract.js'),
}));
process.exit(0);
`;

interface Run {
  out: { page: number; words: number; ms: number; cpuS: number }[];
  loadCpuS: number;
  totalCpuS: number;
  maxRssMb: number;
  tesseract: string;
  wallMs: number;
}

function runPages(work: string, asset: string, pages: number[], input: object, env: Record<string, string>) {
  const started = performance.now();
  const args = [join(work, 'driver.mjs'), join(asset, 'index.mjs'), JSON.stringify(pages), JSON.stringify(input)];
  // Only the function's own environment, as Lambda gives it (no PATH into the repository, no NODE_PATH).
  const child = spawn(process.execPath, args, {
    cwd: asset,
    env: { ...env, NODE_OPTIONS: '--enable-source-maps' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  return new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`The bundled handler exited ${code}: ${stdout}`));
      else resolve({ ...(JSON.parse(last) as Omit<Run, 'wallMs'>), wallMs: performance.now() - started });
    });
  });
}

/** A conversion row in processing and its scanned PDF in the uploads bucket, as the workflow leaves them. */
async function seedScan(stack: LocalStack, scan: Uint8Array) {
  const aws = { region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };
  const s3 = new S3Client({ ...aws, endpoint: stack.endpoints.s3, forcePathStyle: true });
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ ...aws, endpoint: stack.endpoints.dynamodb }));
  const userId = 'bench-user';
  const conversionId = 'BENCHSCAN';
  // Not under user-uploads/: no upload event, no workflow; the handler reads whatever key its input names.
  const input = { userId, conversionId, bucket: stack.resources.buckets.UPLOADS_BUCKET, key: 'bench/scan.pdf' };
  await s3.send(
    new PutObjectCommand({ Bucket: input.bucket, Key: input.key, Body: scan, ContentType: 'application/pdf' }),
  );
  const now = new Date().toISOString();
  const row = { userId, conversionId, status: 'processing', pages: PAGES, createdAt: now, lastUpdated: now };
  await ddb.send(
    new PutCommand({ TableName: stack.resources.tables.CONVERSIONS_TABLE, Item: { ...row, expiresAt: 0 } }),
  );
  const readBack = async (page: number) => {
    const Key = scanPageKey(userId, conversionId, page);
    const got = await s3.send(new GetObjectCommand({ Bucket: stack.resources.buckets.OUTPUTS_BUCKET, Key }));
    return JSON.parse((await got.Body?.transformToString()) ?? '{}') as { runs?: unknown[] };
  };
  return { input, readBack };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const s = (ms: number) => (ms / 1000).toFixed(1);

function report(sizes: { unzipped: number; zipped: number }, cold: Run[], warm: Run, dpi: number): string {
  const rows = cold.map(({ out: [p], wallMs, totalCpuS, maxRssMb }) =>
    [`| ${p?.page} (cold) | ${p?.words} | ${s(wallMs)} s | ${s(p?.ms ?? 0)} s`, `${totalCpuS.toFixed(1)} s`]
      .concat(`${maxRssMb.toFixed(0)} MB |`)
      .join(' | '),
  );
  const warmRows = warm.out
    .slice(1)
    .map((p) => `| ${p.page} (warm) | ${p.words} | | ${s(p.ms)} s | ${p.cpuS.toFixed(1)} s | |`);
  const peak = Math.max(warm.maxRssMb, ...cold.map((r) => r.maxRssMb));
  return [
    '## Scan page reader: package size, time, CPU and memory per page',
    '',
    `read-scan-page bundled by CDK as \`cdk synth\` bundles it, then run in plain Node processes outside the`,
    `repository (the SDK where the Lambda runtime puts it; tesseract.js resolved to the bundle's own`,
    `\`node_modules\`), against the local stack's S3 and DynamoDB, on a ${PAGES}-page scan of an FNB fixture`,
    `(${dpi} dpi grey); ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}. A cold run is one`,
    `process per page, as each Map iteration mostly is; CPU is the whole process's (module load, WebAssembly, the`,
    `OCR worker, the page). A warm page is a later page in one process.`,
    '',
    `| package | size | Lambda limit |`,
    `|---|---:|---:|`,
    `| unzipped | ${mb(sizes.unzipped)} | ${mb(LIMITS.unzipped)} |`,
    `| zipped | ${mb(sizes.zipped)} | ${mb(LIMITS.zipped)} |`,
    '',
    '| page | words | process | handler | CPU | peak RSS |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    ...warmRows,
    '',
    `Peak RSS ${peak.toFixed(0)} MB. The function has ${SCAN_READER_MEMORY_MB} MB, ` +
      `${(SCAN_READER_MEMORY_MB / peak).toFixed(1)} times the peak:`,
    `chosen for the one full vCPU Lambda gives that memory, as OCR is CPU-bound (its time scales with the CPU share).`,
  ].join('\n');
}

export default async function bench(): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'bankcsv-scan-page-'));
  const dataDir = join(work, 'stack');
  let stack: LocalStack | undefined;
  try {
    const asset = bundleReader(join(work, 'cdk.out'));
    const sizes = packageSizes(asset, work);
    // Where the runtime provides the SDK: outside the function's own files.
    mkdirSync(join(work, 'node_modules'));
    for (const scope of ['@aws-sdk', '@smithy'])
      symlinkSync(join(repoRoot, 'node_modules', scope), join(work, 'node_modules', scope));
    writeFileSync(join(work, 'driver.mjs'), DRIVER);
    const dpi = 200;
    const fixture = await makeFixture({ layout: 'fnb-current', pages: PAGES, seed: 31 });
    const scan = await scanOf(fixture.pdf, { dpi });
    stack = await startLocalStack({ dataDir });
    const { input, readBack } = await seedScan(stack, scan);
    const pages = Array.from({ length: PAGES }, (_, i) => i + 1);
    const cold: Run[] = [];
    for (const page of pages) cold.push(await runPages(work, asset, [page], input, stack.lambdaEnv));
    const warm = await runPages(work, asset, pages, input, stack.lambdaEnv);
    for (const run of [...cold, warm]) {
      if (!run.tesseract.startsWith(asset)) throw new Error(`tesseract.js came from ${run.tesseract}`);
    }
    for (const page of pages) {
      if (!(((await readBack(page)).runs?.length ?? 0) > 0)) throw new Error(`Page ${page} was not stored`);
    }
    return report(sizes, cold, warm, dpi);
  } finally {
    await stack?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
