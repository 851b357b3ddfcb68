import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli';
import { convertStatement, toOfx, withAccountNumbers } from '../src/index';
import { makeFixture } from './fixtures/index';

const run = async (argv: string[]) => {
  let out = '';
  let err = '';
  const code = await main(argv, {
    stdout: (s) => {
      out += s;
    },
    stderr: (s) => {
      err += s;
    },
  });
  return { code, out, err };
};

describe('bankcsv command line', () => {
  it('prints the statement as JSON with signed amounts and quality', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bankcsv-'));
    const f = await makeFixture({ layout: 'standard-bank-monthly', transactions: 25, seed: 3 });
    const file = join(dir, 'statement.pdf');
    await writeFile(file, f.pdf);
    const { code, out } = await run(['convert', file, '--format', 'json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual([
      'bank',
      'layout',
      'pages',
      'yearSource',
      'year',
      'openingBalance',
      'closingBalance',
      'transactions',
      'quality',
    ]);
    expect(json.bank).toBe('Standard Bank');
    expect([json.yearSource, json.year]).toEqual(['period', 2024]);
    expect(json.transactions.map((t: { date: string; amount: number }) => [t.date, t.amount])).toEqual(
      f.expected.map((t) => [t.date, t.amount]),
    );
    expect(Object.keys(json.transactions[0])).toEqual(['date', 'description', 'amount', 'balance']);
    expect(json.quality).toMatchObject({
      isComplete: true,
      qualityScore: 100,
      balanceCheck: 'passed',
      breaks: [],
      totalTransactions: 25,
    });
  });

  it('writes CSV, XLSX and OFX files and reports typed failures on stderr', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bankcsv-'));
    const f = await makeFixture({ transactions: 12, password: 'pw123456' });
    const file = join(dir, 'locked.pdf');
    await writeFile(file, f.pdf);
    const locked = await run(['convert', file]);
    expect(locked.code).toBe(2);
    expect(locked.err).toMatch(/password protected/);
    expect(
      (
        await run([
          'convert',
          file,
          '--password',
          'pw123456',
          '--format',
          'csv',
          '--profile',
          'sage4',
          '--out',
          join(dir, 'o.csv'),
        ])
      ).code,
    ).toBe(0);
    expect((await readFile(join(dir, 'o.csv'), 'utf8')).split('\r\n')[0]).toBe('Date,Description,Money In,Money Out');
    expect(
      (await run(['convert', file, '--password', 'pw123456', '--format', 'xlsx', '--out', join(dir, 'o.xlsx')])).code,
    ).toBe(0);
    expect(await readFile(join(dir, 'o.xlsx')).then((b) => b.subarray(0, 2).toString())).toBe('PK');
    const bad = await run(['convert', file, '--format', 'pdf']);
    expect(bad.code).toBe(64);
    expect(bad.err).toMatch(/Unknown format/);
  });

  it('runs as the workspace bin', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, '../bin/bankcsv.mjs'), '--help']);
    expect(stdout).toMatch(/bankcsv convert FILE\.pdf/);
  });
});

describe('OFX', () => {
  it('lists every transaction with a signed amount, a unique stable FITID and the ledger balance', async () => {
    const f = await makeFixture({ layout: 'capitec-2022', transactions: 40, seed: 8 });
    // This layout prints no account number: the user gives it.
    const s = withAccountNumbers(await convertStatement(f.pdf), ['1234567890']);
    const ofx = toOfx(s);
    expect(ofx.startsWith('OFXHEADER:100\nDATA:OFXSGML\nVERSION:102')).toBe(true);
    const amounts = [...ofx.matchAll(/<TRNAMT>(-?\d+\.\d{2})/g)].map((m) => Number(m[1]));
    expect(amounts).toEqual(f.expected.map((t) => t.amount));
    const ids = [...ofx.matchAll(/<FITID>(\w+)/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(toOfx(s)).toBe(ofx);
    expect(ofx).toContain(`<LEDGERBAL><BALAMT>${(f.model.closing / 100).toFixed(2)}`);
    expect(ofx).toContain('<CURDEF>ZAR');
    const withAmp = toOfx({ ...s, transactions: [{ ...s.transactions[0]!, description: 'A&B <Pty>' }] });
    expect(withAmp).toContain('<NAME>A&amp;B &lt;Pty&gt;');
  });

  it('is not written for a statement that prints no account number: the command says why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bankcsv-'));
    const file = join(dir, 'capitec.pdf');
    await writeFile(file, (await makeFixture({ layout: 'capitec-2022', transactions: 4, seed: 9 })).pdf);
    const { code, out, err } = await run(['convert', file, '--format', 'ofx']);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe('OFX needs the account number, which was not found on the statement.\n');
  });
});
