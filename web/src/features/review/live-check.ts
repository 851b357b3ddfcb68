import {
  checkRowsFrom,
  checkSections,
  conversionQuality,
  isAssumed,
  openingAfterEdits,
  standingUnread,
  type AssumedKind,
  type QualityBreak,
  type ResumableCheck,
  type ReviewTransaction,
  type SectionsCheck,
  type TransactionsView,
} from '@bankcsv/domain';
import { accountName, badDate, reviewTransactions, rowAmount, type DraftRow } from './review-rows';
import { scanTally } from './scan-rows';

/**
 * What the conversion assumed on a row (a sign nothing confirmed, an amount taken from the balance) that still
 * stands: the row is there, included, with the amount the conversion gave it. Flipping, changing or confirming it is
 * the user's decision, and the flag goes.
 */
function assumedRows(rows: DraftRow[], stored: readonly QualityBreak[]): QualityBreak[] {
  const assumed = stored.filter(isAssumed);
  if (assumed.length === 0) return [];
  // One pass over the rows for every flag (a long statement may carry many), not one per flag.
  const where = (page: number | null, row: number | null) => `${page}:${row}`;
  const wanted = new Set(assumed.map((b) => where(b.page, b.row)));
  const found = new Map<QualityBreak, number>();
  rows.forEach((r, index) => {
    if (r.excluded || r.confirmed || !wanted.has(where(r.page, r.row))) return;
    for (const b of assumed) {
      if (!found.has(b) && b.page === r.page && b.row === r.row && rowAmount(r) === b.expected) found.set(b, index);
    }
  });
  return assumed.flatMap((b) => {
    const index = found.get(b);
    return index === undefined ? [] : [{ ...b, index }];
  });
}

/** The last chain checked: the next check resumes at the first row an edit changed (the rows above it stand). */
let lastChain: ResumableCheck | undefined;

function oneChain(tx: ReviewTransaction[], opening: number | null, closing: number | null): SectionsCheck {
  lastChain = checkRowsFrom(tx, opening, closing, lastChain);
  const { running, breaks, check, moneyIn, moneyOut, count } = lastChain;
  return { running, breaks, check, moneyIn, moneyOut, count, sections: [] };
}

/** Live figures: running balance per row, breaks, totals, and the same words the dashboard row uses. */
export function liveCheck(
  rows: DraftRow[],
  view: Pick<TransactionsView, 'openingBalance' | 'closingBalance' | 'yearSource' | 'year' | 'sections' | 'unread'>,
  storedBreaks: readonly QualityBreak[] = [],
) {
  const tx = reviewTransactions(rows);
  const opening = openingAfterEdits(view.openingBalance, storedBreaks, tx);
  // Each account of a statement of several is a chain of its own, as the saved files check it.
  const checked =
    view.sections && view.sections.length > 1
      ? checkSections(tx, opening, view.closingBalance, view.sections)
      : oneChain(tx, opening, view.closingBalance);
  const assumed = assumedRows(rows, storedBreaks);
  // Lines of the statement no row was read from stay named until the user adds a row of their figure, as on save.
  const named = [...assumed, ...standingUnread(view.unread ?? storedBreaks, tx)];
  const result =
    named.length === 0 ? checked : { ...checked, breaks: [...checked.breaks, ...named], check: 'failed' as const };
  const included = tx.filter((t) => !t.excluded);
  const unknownDates = included.filter((t) => t.date === null).length;
  const unknownAmounts = included.filter((t) => t.amount === null).length;
  // A description drawn as an image counts as unread until the user writes it.
  const imageAt = new Set<number>();
  rows.forEach((r, i) => {
    if (!r.excluded && r.imageText !== undefined && r.description === r.imageText) imageAt.add(i);
  });
  const unknownDescriptions = tx.filter(
    (t, i) => !t.excluded && (t.description.trim() === '' || imageAt.has(i)),
  ).length;
  const clean = unknownDates + unknownAmounts + unknownDescriptions === 0 && result.check !== 'failed';
  const state = conversionQuality({
    dataQuality: {
      isComplete: clean && included.length > 0,
      qualityScore: clean ? 100 : 99,
      unknownDates,
      unknownDescriptions,
      unknownAmounts,
      totalTransactions: included.length,
      balanceCheck: result.check,
      breaks: result.breaks,
    },
    yearSource: view.yearSource ?? undefined,
    year: view.year,
  });
  const breaking = new Set(result.breaks.filter((b) => b.index >= 0).map((b) => b.index));
  // What each flagged row's assumption was, for the note beside it (only assumed kinds were kept: `isAssumed`).
  const assumedAt = new Map(assumed.map((b) => [b.index, b.kind as AssumedKind]));
  const computedClosing = opening === null ? null : closingOf(opening, result);
  const accounts = (view.sections ?? []).map((a, k) => {
    const own = k === 0 ? opening : a.openingBalance;
    const c = checked.sections[k];
    return {
      label: accountName(view.sections, k) ?? '',
      opening: own,
      computedClosing: own === null || !c ? null : closingOf(own, c),
      printedClosing: k === 0 ? view.closingBalance : a.closingBalance,
    };
  });
  const scanOpen = openScanRows(rows, breaking, assumedAt);
  const scan = scanTally(rows, (i) => scanOpen.has(i));
  return { ...result, state, breaking, assumedAt, imageAt, computedClosing, accounts, scanOpen, scan };
}

/**
 * The scanned rows that need review and that something still flags: an assumption to confirm, a balance that breaks,
 * a date or an amount missing. A row left out is decided.
 */
function openScanRows(rows: DraftRow[], breaking: ReadonlySet<number>, assumedAt: ReadonlyMap<number, unknown>) {
  const open = new Set<number>();
  rows.forEach((r, i) => {
    if (r.scan?.verdict !== 'needs-review' || r.excluded) return;
    const missing = r.date === '' || badDate(r) || (rowAmount(r) ?? null) === null;
    if (missing || breaking.has(i) || assumedAt.has(i)) open.add(i);
  });
  return open;
}

const closingOf = (opening: number, c: { moneyIn: number; moneyOut: number }): number =>
  Math.round((opening + c.moneyIn - c.moneyOut) * 100) / 100;
