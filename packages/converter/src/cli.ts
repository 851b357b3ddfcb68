import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_TIMEOUT_MS } from './convert-defaults';
import {
  CSV_PROFILES,
  ConversionError,
  DEFAULT_CSV_PROFILE,
  MIN_STATEMENT_YEAR,
  isStatementYear,
  maxStatementYear,
  parseCsvProfile,
} from '@bankcsv/domain';
import { toCsv } from './export/csv';
import { startConversionThread } from './extract/reader-thread';
import { convertOnThread } from './extract/thread-conversion';
import { toJson } from './export/json';
import { MissingAccountNumberError } from './export/missing-account-number';

const USAGE = `Usage: bankcsv convert FILE.pdf [options]

Converts a South African bank statement PDF to accounting-ready data.

Options:
  --year YYYY        year for statements whose dates print none (default: from the statement period)
  --password PW      the PDF password, if the statement has one
  --format FORMAT    json (default) | csv | xlsx | ofx
  --profile NAME     CSV layout: ${CSV_PROFILES.join(' | ')} (default: ${DEFAULT_CSV_PROFILE})
  --out PATH         write here instead of stdout (required for xlsx)
  -h, --help         show this help
`;

const FORMATS = ['json', 'csv', 'xlsx', 'ofx'] as const;

class UsageError extends Error {}

function options(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      year: { type: 'string' },
      password: { type: 'string' },
      format: { type: 'string', default: 'json' },
      profile: { type: 'string', default: DEFAULT_CSV_PROFILE },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, file, ...extra] = positionals;
  if (values.help || command === undefined) return { help: true as const };
  if (command !== 'convert' || !file || extra.length > 0) throw new UsageError('Expected: bankcsv convert FILE.pdf');
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format))
    throw new UsageError(`Unknown format "${values.format}". Use one of: ${FORMATS.join(', ')}.`);
  const profile = parseCsvProfile(values.profile);
  if (!profile) throw new UsageError(`Unknown profile "${values.profile}". Use one of: ${CSV_PROFILES.join(', ')}.`);
  const year = values.year === undefined ? undefined : Number(values.year);
  if (year !== undefined && !isStatementYear(year))
    throw new UsageError(`--year must be a year from ${MIN_STATEMENT_YEAR} to ${maxStatementYear()}.`);
  if (format === 'xlsx' && !values.out) throw new UsageError('--format xlsx needs --out PATH.');
  return { help: false as const, file, format, profile, year, password: values.password, out: values.out };
}

async function emit(out: string | undefined, data: string | Uint8Array, stdout: (s: string) => void): Promise<void> {
  if (out === undefined) return stdout(typeof data === 'string' ? data : Buffer.from(data).toString('latin1'));
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, data);
}

/** Runs the command line; returns the exit code. */
export async function main(
  argv: string[],
  io = { stdout: (s: string) => void process.stdout.write(s), stderr: (s: string) => void process.stderr.write(s) },
): Promise<number> {
  try {
    const o = options(argv);
    if (o.help) {
      io.stdout(USAGE);
      return 0;
    }
    startConversionThread();
    const bytes = new Uint8Array(
      await readFile(o.file).catch(() => {
        throw new UsageError(`Cannot read ${o.file}.`);
      }),
    );
    const s = await convertOnThread(bytes, { year: o.year, password: o.password, timeoutMs: DEFAULT_TIMEOUT_MS });
    if (o.format === 'json') await emit(o.out, toJson(s) + '\n', io.stdout);
    // Loaded only for their own format: exceljs is heavy, and OFX ids need node:crypto.
    if (o.format === 'ofx') await emit(o.out, (await import('./export/ofx')).toOfx(s), io.stdout);
    if (o.format === 'xlsx') await emit(o.out, await (await import('./export/xlsx')).toXlsx(s), io.stdout);
    if (o.format === 'csv') {
      const files = toCsv(s, o.profile);
      if (o.out === undefined) files.forEach((f) => io.stdout(f));
      else {
        const ext = extname(o.out);
        const stem = join(dirname(o.out), basename(o.out, ext));
        for (const [i, f] of files.entries())
          await emit(files.length === 1 ? o.out : `${stem}-${i + 1}${ext}`, f, io.stdout);
      }
    }
    return 0;
  } catch (e) {
    if (e instanceof ConversionError || e instanceof MissingAccountNumberError) {
      io.stderr(`${e.message}\n`);
      return 2;
    }
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`${(e as Error).message}\n\n${USAGE}`);
      return 64;
    }
    throw e;
  }
}
