import { describe, expect, it } from 'vitest';
import { convertScan, convertStatement } from '../src/convert';
import type { TextRun } from '../src/extract/types';
import { buildLines } from '../src/layout/lines';
import { judgeScan } from '../src/ocr/judge-scan';
import type { ScanPage } from '../src/ocr/scan-pages';
import { dateDisputed, type RowTexts } from '../src/ocr/scan-texts';
import { isDate } from '../src/parse/date';
import { makeFixture } from './fixtures/index';
import { pagesOf, scanOf } from './fixtures/text-as-scan';

/** Changes the first run whose text is exactly `from` (on a posting's line) to `to` (null: the run is lost). */
function slip(pages: ScanPage[], from: string, to: string | null, nth = 0): ScanPage[] {
  let seen = 0;
  return pages.map((p) => ({
    ...p,
    runs: p.runs.flatMap((r): TextRun[] => {
      if (r.text.trim() !== from || seen++ !== nth) return [r];
      return to === null ? [] : [{ ...r, text: to }];
    }),
  }));
}

const money = (v: number) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2 });

describe('a scanned statement judged row by row by its balance chain', async () => {
  const { fx, truth, pages } = await scanOf({ layout: 'fnb-current', transactions: 20, seed: 5 });
  const rows = (s: { transactions: { date: string | null; amount: number | null; balance: number | null }[] }) =>
    s.transactions.map(({ date, amount, balance }) => ({ date, amount, balance }));

  it('verifies every row read as printed', async () => {
    const s = await convertScan(fx.pdf, pages);
    expect(rows(s)).toEqual(rows(truth));
    expect(s.scanned).toEqual({ verified: truth.transactions.length, corrected: 0, needsReview: 0 });
    expect(s.dataQuality.balanceCheck).toBe('passed');
    expect(s.transactions.every((t) => t.scan?.box && t.scan.box.bottom > t.scan.box.top)).toBe(true);
  });

  it('corrects an amount misread by a look-alike digit, keeping what was read', async () => {
    const i = truth.transactions.findIndex((t) => t.amount !== null && /[0689]/.test(money(t.amount)));
    const t = truth.transactions[i] as (typeof truth.transactions)[number];
    const printed = money(t.amount as number);
    const misread = printed.replace(/[0689]/, (d) => ({ '0': '6', '6': '0', '8': '9', '9': '8' })[d] as string);
    const run = pages.flatMap((p) => p.runs).find((r) => r.text.includes(printed));
    expect(run).toBeDefined();
    const s = await convertScan(
      fx.pdf,
      slip(pages, (run as TextRun).text.trim(), (run as TextRun).text.trim().replace(printed, misread)),
    );
    expect(rows(s)).toEqual(rows(truth));
    expect(s.transactions[i]?.scan).toMatchObject({
      verdict: 'corrected',
      read: { amount: expect.stringContaining(misread) },
    });
    expect(s.scanned?.corrected).toBe(1);
  });

  it('calls a row whose figure OCR read letters in corrected, not verified, and shows the figure as read', async () => {
    const i = truth.transactions.findIndex((t, k) => k > 0 && t.balance !== null && money(t.balance).includes('8'));
    const printed = money(truth.transactions[i]?.balance as number);
    const run = pages.flatMap((p) => p.runs).find((r) => r.text.includes(printed)) as TextRun;
    // The runs show the figure mended (figure-letters.ts); the page says where, and what was read.
    const read = run.text.trim().replace(printed, printed.replaceAll('8', 'X'));
    const lettered = pages.map((p) => ({ ...p, lettered: p.page === run.page ? [{ ...run, text: read }] : [] }));
    const s = await convertScan(fx.pdf, lettered);
    expect(rows(s)).toEqual(rows(truth));
    expect(s.transactions[i]?.scan).toMatchObject({ verdict: 'corrected', read: { balance: read } });
    expect(s.scanned).toMatchObject({ corrected: 1, needsReview: 0 });
  });

  it('takes the digit the balances give where OCR doubted the one it read, though no look-alike gives it', async () => {
    const i = truth.transactions.findIndex((t, k) => k > 0 && t.balance !== null && /4/.test(money(t.balance)));
    const printed = money(truth.transactions[i]?.balance as number);
    const run = pages.flatMap((p) => p.runs).find((r) => r.text.includes(printed)) as TextRun;
    const text = run.text.trim();
    const at = text.lastIndexOf('4'); // read as a 2: no look-alike of a 4
    const misread = `${text.slice(0, at)}2${text.slice(at + 1)}`;
    const read = slip(pages, text, misread);
    const before = await convertScan(fx.pdf, read).catch(() => null);
    expect(before?.transactions[i]?.scan?.verdict ?? 'refused').not.toBe('corrected');
    // Tesseract's own doubt on that digit, where it stands on the page.
    const width = run.width / run.text.length;
    const glyph = { ...run, x: run.x + (run.text.indexOf(text) + at) * width, width, text: '2' };
    const doubted = read.map((p) => ({ ...p, unsure: p.page === run.page ? [glyph] : [] }));
    const s = await convertScan(fx.pdf, doubted);
    expect(rows(s)).toEqual(rows(truth));
    expect(s.transactions[i]?.scan).toMatchObject({ verdict: 'corrected', read: { balance: misread } });
  });

  /** The first row after the first whose amount or balance `pick` takes, that figure misread by `mangle`, converted. */
  async function misreadOne(
    figure: 'amount' | 'balance',
    pick: (rand: number) => boolean,
    mangle: (printed: string, text: string) => string,
  ) {
    const i = truth.transactions.findIndex((t, k) => k > 0 && t[figure] !== null && pick(Math.abs(t[figure] ?? 0)));
    const printed = money(truth.transactions[i]?.[figure] as number);
    const text = (pages.flatMap((p) => p.runs).find((r) => r.text.includes(printed)) as TextRun).text.trim();
    const misread = mangle(printed, text);
    return { i, misread, s: await convertScan(fx.pdf, slip(pages, text, misread)) };
  }

  /** Every row as printed, and the misread one corrected, showing what was read. */
  function expectCorrected({ i, misread, s }: Awaited<ReturnType<typeof misreadOne>>, figure: 'amount' | 'balance') {
    expect(rows(s)).toEqual(rows(truth));
    expect(s.transactions[i]?.scan).toMatchObject({ verdict: 'corrected', read: { [figure]: misread } });
  }

  it('corrects an amount read with a digit lost, from the balances on both sides of it', async () => {
    // `1,234.56` read `1,34.56`: no look-alike slip gives it back, only the balances do.
    const lost = (p: string, text: string) => text.replace(p, p.replace(/(\d)(\d)(\.\d\d)$/, '$2$3'));
    expectCorrected(await misreadOne('amount', (v) => v >= 100, lost), 'amount');
  });

  it('reads an amount through the marks OCR lost from it, where the engine could not take it', async () => {
    const bare = (p: string, text: string) => text.replace(p, p.replace(/[.,]/g, ''));
    expectCorrected(await misreadOne('amount', (v) => v >= 1000, bare), 'amount');
  });

  it('reads a balance through the marks OCR lost from it, where the engine could not take it', async () => {
    expectCorrected(
      await misreadOne(
        'balance',
        (v) => v >= 1000,
        (_, text) => text.replace(/[.,]/g, ' '),
      ),
      'balance',
    );
  });

  it('reads a balance whose thousands mark OCR took for a point, and never its head for a figure', async () => {
    // `8.446.63`: `8.44` at its head is no figure of its own.
    expectCorrected(
      await misreadOne(
        'balance',
        (v) => v >= 1000,
        (_, text) => text.replace(',', '.'),
      ),
      'balance',
    );
  });

  it('corrects a balance that lost its Cr among balances that print theirs', async () => {
    const lostMark = (_: string, text: string) => text.replace(/\s?Cr$/, '');
    const misread = await misreadOne('balance', (v) => v >= 1000, lostMark);
    expect(misread.misread).not.toMatch(/Cr$/);
    expectCorrected(misread, 'balance');
  });

  it('sends a row whose amount was not read to review, never fills it from the balances', async () => {
    const i = 3;
    const t = truth.transactions[i] as (typeof truth.transactions)[number];
    const run = pages.flatMap((p) => p.runs).find((r) => r.text.includes(money(t.amount as number)));
    const s = await convertScan(fx.pdf, slip(pages, (run as TextRun).text.trim(), null));
    const judged = s.transactions[i];
    expect(judged?.scan?.verdict).toBe('needs-review');
    expect(s.dataQuality.breaks).toContainEqual(expect.objectContaining({ index: i, kind: 'scan-review' }));
    expect(s.dataQuality.isComplete).toBe(false);
  });

  it('sends a row whose date was lost to review where the statement dates every row', async () => {
    const i = 5;
    const t = truth.transactions[i] as (typeof truth.transactions)[number];
    const line = buildLines(pages[t.page - 1]?.runs ?? []).find((l) => l.row === t.row);
    const cell = line?.cells[0];
    expect(cell && isDate(cell.text)).toBe(true);
    // The runs of the date cell (drawn word by word) are lost, as OCR loses a faint date.
    const lost = (r: TextRun) =>
      r.page === t.page && Math.abs(r.y - (line?.y ?? 0)) < 1 && r.x >= (cell?.x0 ?? 0) - 0.5 && r.x < (cell?.x1 ?? 0);
    const s = await convertScan(
      fx.pdf,
      pages.map((p) => ({ ...p, runs: p.runs.filter((r) => !lost(r)) })),
    );
    const judged = s.transactions.find((x) => x.amount === t.amount && x.balance === t.balance);
    expect(judged?.scan).toMatchObject({ verdict: 'needs-review', reason: expect.stringContaining('date') });
  });

  it('never fills in a misprinted balance OCR read with a stray mark, as if none had been printed', async () => {
    const bad = await makeFixture({ layout: 'fnb-current', transactions: 20, seed: 5, corruptBalanceAt: 5 });
    const asText = await convertStatement(bad.pdf);
    // The misprinted balance: where the text statement's own chain breaks.
    const at = asText.dataQuality.breaks.find((b) => b.kind === 'row-balance')?.index as number;
    const printed = asText.transactions[at]?.balance as number;
    const read = await pagesOf(bad.pdf);
    const run = read.flatMap((p) => p.runs).find((r) => r.text.includes(money(printed)));
    expect(run).toBeDefined();
    // `7,330.77Cr` read as `7,330.77Cxr`: the engine cannot take it, yet the line plainly prints a balance.
    const text = (run as TextRun).text.trim();
    const s = await convertScan(bad.pdf, slip(read, text, text.replace(/Cr$/, 'Cxr').replace(/(\d)$/, '$1x')));
    expect(s.transactions[at]?.scan?.verdict).toBe('needs-review');
  });

  it('never passes a row without the balance its line shows, though a quarter of the rows lost theirs', async () => {
    // Five balances read with a stray mark the engine cannot take (`19,745.36Cx`), one of them also misread.
    const runs = pages.flatMap((p) => p.runs);
    const balanceRun = (i: number) =>
      runs.find((r) => /Cr$/.test(r.text.trim()) && r.text.includes(money(truth.transactions[i]?.balance ?? 0)));
    const at = truth.transactions.flatMap((_, i) => (i > 0 && balanceRun(i) ? [i] : [])).slice(0, 5);
    expect(at).toHaveLength(5);
    const wrong = at[2] as number;
    let read = pages;
    for (const i of at) {
      const text = (balanceRun(i) as TextRun).text.trim();
      read = slip(read, text, i === wrong ? '12,345.67Cx' : text.replace(/Cr$/, 'Cx'));
    }
    const s = await convertScan(fx.pdf, read);
    for (const i of at.filter((i) => i !== wrong)) {
      expect(s.transactions[i]).toMatchObject({
        balance: truth.transactions[i]?.balance,
        scan: { verdict: 'corrected' },
      });
    }
    expect(s.transactions[wrong]?.scan?.verdict).toBe('needs-review');
  });

  it('says the balances disagree with an amount it read, not that the amount could not be read', async () => {
    // An amount misread past any look-alike (every digit a 4): read, yet no reading of it joins its balances.
    const i = truth.transactions.findIndex((t, k) => k > 0 && t.amount !== null && t.balance !== null);
    const printed = money(truth.transactions[i]?.amount as number);
    const run = pages.flatMap((p) => p.runs).find((r) => r.text.includes(printed)) as TextRun;
    const s = await convertScan(fx.pdf, slip(pages, run.text.trim(), run.text.trim().replace(/\d/g, '4')));
    expect(s.transactions[i]?.scan).toMatchObject({
      verdict: 'needs-review',
      reason: 'the balances around it do not agree with what was read',
    });
  });

  it('refuses a scan whose rows the chain cannot prove', async () => {
    let garbled = pages;
    for (const t of truth.transactions.slice(0, 12)) {
      const run = garbled.flatMap((p) => p.runs).find((r) => r.text.includes(money(t.amount as number)));
      if (run) garbled = slip(garbled, run.text.trim(), run.text.trim().replace(/\d/g, '4'));
    }
    await expect(convertScan(fx.pdf, garbled)).rejects.toMatchObject({ code: 'SCAN_UNCLEAR' });
  });
});

describe('a scan whose row took its date from elsewhere', async () => {
  const { fx, truth, pages } = await scanOf({ layout: 'investec', transactions: 20, seed: 6 });

  // `14 03 20258`: the posted date unreadable as a whole, the value date beside it read; the row's date is then the
  // row above's, which its line does not print.
  it('never passes a row dated otherwise than any date its line prints', async () => {
    const tx = truth.transactions;
    const i = tx.findIndex((t, k) => k > 0 && t.date !== tx[k - 1]?.date);
    const [y, m, d] = (tx[i]?.date as string).split('-');
    const printed = `${d}/${m}/${y}`;
    const posted = pages.flatMap((p) => p.runs).filter((r) => r.text.trim() === printed)[0] as TextRun;
    const read = pages.map((p) => ({
      ...p,
      runs: p.runs.map((r) => (r === posted ? { ...r, text: `${d} ${m} ${y}8` } : r)),
    }));
    const s = await convertScan(fx.pdf, read);
    const row = s.transactions.find((t) => t.amount === tx[i]?.amount && t.balance === tx[i]?.balance);
    // The row above's date, as the engine took it: only the verdict can say so.
    expect(row?.date).toBe(tx[i - 1]?.date);
    expect(row?.scan).toMatchObject({ verdict: 'needs-review', reason: expect.stringContaining('date') });
  });

  // `199/03/2025` in both date columns: no date read on the line, but only the 19th can it be between its neighbours.
  it('takes the one date an unreadable date can be in order, and shows what was read', async () => {
    const tx = truth.transactions;
    const i = tx.findIndex(
      (t, k) => k > 0 && k < tx.length - 1 && t.date !== tx[k - 1]?.date && t.date !== tx[k + 1]?.date,
    );
    const [y, m, d] = (tx[i]?.date as string).split('-');
    const printed = `${d}/${m}/${y}`;
    const token = `${d}${(d as string).at(-1)}/${m}/${y}`;
    const line = pages.flatMap((p) => p.runs).filter((r) => r.text.trim() === printed);
    const read = pages.map((p) => ({
      ...p,
      runs: p.runs.map((r) => (r === line[0] || r === line[1] ? { ...r, text: token } : r)),
    }));
    const s = await convertScan(fx.pdf, read);
    const row = s.transactions.find((t) => t.amount === tx[i]?.amount && t.balance === tx[i]?.balance);
    expect(row?.date).toBe(tx[i]?.date);
    expect(row?.scan).toMatchObject({ verdict: 'corrected', read: { date: token } });
  });

  // `18/03/2025` read for the posted `19/03/2025`, the value date beside it read right: both fit in order.
  it('never passes a row whose posted date its value date puts a digit away', async () => {
    const tx = truth.transactions;
    const i = tx.findIndex(
      (t, k) => k > 0 && k < tx.length - 1 && t.date !== tx[k - 1]?.date && t.date !== tx[k + 1]?.date,
    );
    const [y, m, d] = (tx[i]?.date as string).split('-');
    const day = Number(d);
    // A day a digit off that still stands between the rows around it.
    const slipDay = String(day % 10 === 9 ? day - 1 : day + 1).padStart(2, '0');
    const printed = `${d}/${m}/${y}`;
    const posted = pages.flatMap((p) => p.runs).filter((r) => r.text.trim() === printed)[0] as TextRun;
    const read = pages.map((p) => ({
      ...p,
      runs: p.runs.map((r) => (r === posted ? { ...r, text: `${slipDay}/${m}/${y}` } : r)),
    }));
    const s = await convertScan(fx.pdf, read);
    const row = s.transactions.find((t) => t.amount === tx[i]?.amount && t.balance === tx[i]?.balance);
    expect(row?.date).toBe(`${y}-${m}-${slipDay}`);
    expect(row?.scan).toMatchObject({ verdict: 'needs-review', reason: expect.stringContaining('date') });
  });
});

describe('a scan whose reading turned every sign round', async () => {
  const { truth, pages } = await scanOf({ layout: 'nedbank-monthly', transactions: 20, seed: 4 });
  const lines = pages.flatMap((p) => buildLines(p.runs));
  const sizes = pages.map(({ width, height }) => ({ width, height }));

  // Read through the wrong profile's columns, every credit a debit: the balances, all turned negative, still
  // reconcile. The print says otherwise (bare balances on a bank account are in credit), and only the print can.
  it('never passes a mirrored reading as verified or corrected', () => {
    const neg = (v: number | null) => (v === null ? null : -v);
    const mirrored = {
      ...truth,
      openingBalance: neg(truth.openingBalance),
      closingBalance: neg(truth.closingBalance),
      transactions: truth.transactions.map((t) => ({ ...t, amount: neg(t.amount), balance: neg(t.balance) })),
    };
    let outcome: unknown;
    try {
      outcome = judgeScan(mirrored, lines, sizes);
    } catch (e) {
      outcome = e;
    }
    if (outcome instanceof Error) {
      expect(outcome).toMatchObject({ code: 'SCAN_UNCLEAR' });
      return;
    }
    const passed = (outcome as typeof truth).transactions.filter((t) => t.scan?.verdict !== 'needs-review');
    expect(passed.filter((t, i) => t.amount !== truth.transactions[i]?.amount)).toEqual([]);
  });
});

describe('dates a line prints beside the row’s own', () => {
  const texts = (...datesRead: string[]): RowTexts => ({
    amount: null,
    balance: null,
    date: null,
    line: undefined,
    datesRead,
  });

  it('doubts a row whose other date stands a digit away, never one beside a reference of six digits', () => {
    expect(dateDisputed('2025-03-19', texts('18/03/2025', '19/03/2025'))).toBe(true);
    expect(dateDisputed('2025-03-19', texts('19/03/2025', '19/03/2025'))).toBe(false);
    expect(dateDisputed('2025-07-03', texts('130303', '03/07/2025'))).toBe(false);
  });
});

describe('a scan whose debits and credits print bare in one column (Nedbank)', async () => {
  const { fx, truth, pages } = await scanOf({ layout: 'nedbank-monthly', pages: 1, seed: 4 });

  it('gives a credit the side its balances give it where OCR left its own balance loose', async () => {
    const tx = truth.transactions;
    const i = tx.findIndex(
      (t, k) => k > 0 && (t.amount ?? 0) > 0 && (t.balance ?? 0) >= 1000 && tx[k + 1]?.balance != null,
    );
    const t = tx[i] as (typeof tx)[number];
    const printed = money(t.balance as number);
    const s = await convertScan(fx.pdf, slip(pages, printed, printed.replace(/[.,]/g, '')));
    expect(s.transactions[i]).toMatchObject({ amount: t.amount, balance: t.balance });
    expect(s.transactions[i]?.scan?.verdict).toBe('corrected');
  });
});

describe('a scan page whose Balance label OCR lost', async () => {
  it('keeps every balance the chain read there as printed, never passes the row without it', async () => {
    for (const layout of ['absa-cheque', 'fnb-current'] as const) {
      const fx = await makeFixture({ layout, pages: 2, seed: 110 });
      const truth = await convertStatement(fx.pdf);
      const pages = await pagesOf(fx.pdf);
      // The engine finds no balance column on page 2: its balances are left to the chain, as the line prints them.
      const lost = pages.map((p) =>
        p.page === 2 ? { ...p, runs: p.runs.filter((r) => !/^balance$/i.test(r.text.trim())) } : p,
      );
      const s = await convertScan(fx.pdf, lost);
      const rows = (x: typeof s) => x.transactions.map(({ date, amount, balance }) => ({ date, amount, balance }));
      expect(rows(s)).toEqual(rows(truth));
      expect(s.transactions.some((t) => t.page === 2)).toBe(true);
    }
  });
});

describe('a scan whose Money Out figure lost its minus (Capitec)', async () => {
  const { fx, truth, pages } = await scanOf({ layout: 'capitec-2018', pages: 1, seed: 205 });

  it('takes the side its column and its balances give it, shows what was read, and calls it corrected', async () => {
    const tx = truth.transactions;
    // The first two rows' minus lost (a 200 dpi JPEG): the engine reads them as money in, against Money Out.
    const printed = [0, 1].map((i) => `-${money(tx[i]?.amount as number)}`);
    const read = printed.reduce((p, text) => slip(p, text, text.slice(1)), pages);
    const s = await convertScan(fx.pdf, read);
    for (const i of [0, 1]) {
      expect(s.transactions[i]).toMatchObject({ amount: tx[i]?.amount, balance: tx[i]?.balance });
      expect(s.transactions[i]?.scan).toMatchObject({ verdict: 'corrected', read: { amount: printed[i]?.slice(1) } });
    }
  });
});
