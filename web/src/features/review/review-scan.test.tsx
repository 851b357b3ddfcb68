import type { TransactionsView } from '@bankcsv/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../config/app-config';
import type { Conversion } from '../../lib/conversions';
import { SCAN_CROP_URL, scannedConversion, scannedView } from '../../testing/scanned-review';
import { ReviewPage } from './review-page';
import { RowQuality } from './row-quality';

const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

/** The API answering with `view` and `conversion`; every PUT recorded. */
function serve(view: TransactionsView, conversion: Conversion) {
  const saves: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        saves.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(conversion), { status: 200 });
      }
      return new Response(JSON.stringify(url.endsWith('/transactions') ? view : conversion), { status: 200 });
    }),
  );
  return saves;
}

/** The review page of conversion c1, once the row named by `ready` shows. */
async function renderPage(ready = 'Row 5 description') {
  render(
    <MemoryRouter initialEntries={['/review/c1']}>
      <Routes>
        <Route path="/review/:conversionId" element={<ReviewPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByLabelText(ready);
}

const rowOf = (n: number) => document.querySelector(`tr[data-row="${n}"]`) as HTMLElement;
const verdictOf = (n: number) => rowOf(n).querySelector('.scan-verdict')?.textContent;
const summary = () => document.querySelector('.review-scan-summary')?.textContent;

beforeEach(() => {
  setAppConfig({
    region: 'af-south-1',
    userPoolId: 'local_1',
    userPoolClientId: 'client',
    authFlow: 'USER_PASSWORD_AUTH',
    apiUrl: 'http://api',
  });
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review of a scanned statement', () => {
  it('says each row’s verdict in words, and sums them up for the statement', async () => {
    serve(scannedView(), scannedConversion());
    await renderPage();
    expect([1, 2, 3, 4, 5].map(verdictOf)).toEqual([
      'Scan check: Verified',
      'Scan check: Verified',
      'Scan check: Corrected',
      'Scan check: Verified',
      'Scan check: Needs review',
    ]);
    expect(summary()).toBe('Scanned, read by OCR: 3 rows verified, 1 corrected, 1 needs review');
    expect(
      screen.getByText('Scanned row not certain at page 1, row 5 (9 Jan 2026): check before importing'),
    ).toBeTruthy();
  });

  it('shows what a corrected row was read as and what it became, on a line of its own under the row', async () => {
    serve(scannedView(), scannedConversion());
    await renderPage();
    const line = rowOf(3).nextElementSibling as HTMLElement;
    expect(line.className).toContain('review-scan-line');
    expect(line.textContent).toBe('Row 3 on the scan: Amount read as 1 284.56, corrected to -R 1 234.56');
    // A verified row has no line under it.
    expect(rowOf(2).nextElementSibling).toBe(rowOf(3));
  });

  it('shows beside a row that needs review its reason and the image of its line, loaded lazily', async () => {
    serve(scannedView(), scannedConversion());
    await renderPage();
    const line = rowOf(5).nextElementSibling as HTMLElement;
    expect(within(line).getByText('The amount is smudged on the scan.')).toBeTruthy();
    expect(within(line).getByText('Amount read as 3O0.00')).toBeTruthy();
    const image = within(line).getByRole('img', { name: 'Row 5 as printed on the scan, page 1 (opens full size)' });
    expect(image.getAttribute('src')).toBe(SCAN_CROP_URL);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(line).getByRole('link').getAttribute('href')).toBe(SCAN_CROP_URL);
    expect(within(rowOf(5)).getByText('Scan not certain: see below')).toBeTruthy();
  });

  it('says so in words when the image cannot be loaded (an expired link)', async () => {
    serve(scannedView(), scannedConversion());
    await renderPage();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      screen.getByText(
        'The image of this line could not be loaded (its link may have expired): reload the page, or check the row ' +
          'on page 1 of your statement.',
      ),
    ).toBeTruthy();
  });

  it('says the row needs review without an image when the conversion kept none, in its own words', async () => {
    const view = { ...scannedView(), crops: undefined };
    const last = view.original[4];
    if (last?.scan) last.scan = { verdict: 'needs-review' };
    serve(view, scannedConversion());
    await renderPage();
    const line = rowOf(5).nextElementSibling as HTMLElement;
    expect(line.textContent).toBe(
      'Row 5 on the scan: The scan could not be read with certainty: check the row against its line.',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes Confirm on a row that needs review: checked by you, and the balances then reconcile', async () => {
    const saves = serve(scannedView(), scannedConversion());
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm row 5 as it is' }));
    expect(verdictOf(5)).toBe('Scan check: Checked by you');
    expect(summary()).toBe('Scanned, read by OCR: 3 rows verified, 1 corrected, 1 checked by you');
    expect(screen.getByText('Balances reconcile ✓')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: the files now hold your edits.');
    expect((saves[0] as { transactions: { confirmed?: boolean }[] }).transactions[4]?.confirmed).toBe(true);
  });

  it('keeps a row under review while its amount is missing or breaks the balance, not once it agrees', async () => {
    const view = scannedView();
    // Row 5's amount was misread: its printed balance, 1 955.44, agrees with 310.00.
    const last = view.original[4];
    if (last) last.balance = 1955.44;
    serve({ ...view, closingBalance: 1955.44 }, scannedConversion());
    await renderPage();
    const out = screen.getByLabelText('Row 5 money out');
    fireEvent.change(out, { target: { value: '' } });
    expect(verdictOf(5)).toBe('Scan check: Needs review');
    fireEvent.change(out, { target: { value: '320.00' } });
    expect(verdictOf(5)).toBe('Scan check: Needs review');
    fireEvent.change(out, { target: { value: '310.00' } });
    expect(verdictOf(5)).toBe('Scan check: Checked by you');
    expect(screen.queryByRole('button', { name: 'Confirm row 5 as it is' })).toBeNull();
  });

  it('counts each line under a row as a row of the table, so every aria-rowindex is in order', async () => {
    serve(scannedView(), scannedConversion());
    await renderPage();
    const table = screen.getByRole('table');
    const indexes = [...table.querySelectorAll('tr')].map((tr) => Number(tr.getAttribute('aria-rowindex')));
    // Header, rows 1-3, row 3's line, row 4, row 5, its line, totals.
    expect(indexes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(table.getAttribute('aria-rowcount')).toBe('9');
  });

  it('keeps the count on a long scan whose rows are windowed: lines out of the window count too', async () => {
    // 300 rows of 1.00 out, every tenth corrected (its amount read as 7.00).
    const original = Array.from({ length: 300 }, (_, i) => ({
      date: '2026-01-02',
      description: `Row ${i + 1}`,
      amount: -1,
      balance: 1000 - (i + 1),
      page: 1,
      row: i + 1,
      scan:
        i % 10 === 9 ? { verdict: 'corrected' as const, read: { amount: '7.00' } } : { verdict: 'verified' as const },
    }));
    const view = { ...scannedView(), transactions: original, original, closingBalance: 700, crops: undefined };
    serve(view, scannedConversion({ dataQuality: undefined }));
    await renderPage('Row 20 description');
    const table = screen.getByRole('table');
    // Header, 300 rows, 30 lines, totals.
    expect(table.getAttribute('aria-rowcount')).toBe('332');
    expect(rowOf(20).getAttribute('aria-rowindex')).toBe('22');
    expect(rowOf(20).nextElementSibling?.getAttribute('aria-rowindex')).toBe('23');
    expect(rowOf(21).getAttribute('aria-rowindex')).toBe('24');
    expect(document.querySelectorAll('tr[data-row]').length).toBeLessThan(300);
    expect(summary()).toBe('Scanned, read by OCR: 270 rows verified, 30 corrected');
  });

  it('shows no verdicts on a statement that was not a scan', async () => {
    const view = scannedView();
    const plain = view.original.map(({ scan: _scan, ...t }) => t);
    serve(
      { ...view, transactions: plain, original: plain, crops: undefined },
      scannedConversion({ scanned: undefined }),
    );
    await renderPage();
    expect(document.querySelector('.scan-verdict')).toBeNull();
    expect(summary()).toBeUndefined();
  });
});

describe('the dashboard row of a scanned conversion', () => {
  const renderRow = (c: Conversion) =>
    render(
      <MemoryRouter>
        <RowQuality conversion={c} onUpdated={() => undefined} />
      </MemoryRouter>,
    );

  it('says it was a scan read by OCR, with its rows by verdict', () => {
    const { container } = renderRow(scannedConversion());
    expect(screen.getByText('Scanned, read by OCR: 3 rows verified, 1 corrected, 1 needs review')).toBeTruthy();
    expect(container.textContent).not.toMatch(/ready/i);
  });

  it('once ready, counts the rows that needed review as checked', () => {
    renderRow(
      scannedConversion({
        dataQuality: {
          isComplete: true,
          qualityScore: 100,
          unknownDates: 0,
          unknownDescriptions: 0,
          unknownAmounts: 0,
          totalTransactions: 5,
          balanceCheck: 'passed',
          breaks: [],
        },
        transactionsVersion: 1,
      }),
    );
    expect(screen.getByText('Scanned, read by OCR: 3 rows verified, 1 corrected, 1 checked by you')).toBeTruthy();
    expect(screen.getByText('Complete - ready for your accounting software')).toBeTruthy();
  });
});
