/**
 * A scanned statement's verdict, row by row: what the balance chain and the statement's dates prove of what OCR read.
 * The chain's repair (chain-repair.ts) picks the fewest look-alike edits that make every link hold; the dates are
 * checked against the period and the order (judge-dates.ts). A scan whose rows are not proven well enough is refused
 * (and charged nothing), never handed over half read. A row whose figures OCR read letters in, or read twice, is
 * corrected at best: what was first read is shown (letter-reads.ts).
 */
import { ConversionError, scanProven, type ScanRowCheck, type ScanSummary } from '@bankcsv/domain';
import type { PageSize, TextRun } from '../extract/types';
import type { Line } from '../layout/lines';
import { restate } from '../edit';
import { dataQuality } from '../reconcile';
import type { BalanceBreak, Statement, Transaction } from '../types';
import { repairChain, type OcrChain, type RepairedRow } from './chain-repair';
import { doubtedFigures } from './figure-doubts';
import { withLetterReads } from './letter-reads';
import { signMarked } from './ocr-figures';
import type { RepairedDate } from './date-repair';
import { datesDoubted, judgeDates } from './judge-dates';
import { bareBalanceSign, sharedAmountColumn, signAnchored } from './scan-sides';
import { figuresOn, linesByPlace, readsAs, rowTexts, type RowTexts } from './scan-texts';

const REASONS = {
  chain: 'the balances around it do not agree with what was read',
  tie: 'its figures can be read two ways that both agree with the balances',
  date: 'its date could not be read with certainty',
  noDate: 'no date was read on its line',
  unread: 'its amount could not be read',
  assumed: 'its sign was worked out, not read',
  sign: 'its balance could be in credit or overdrawn',
} as const;

/** A balance as text the readings take as it is: a sign always stated, so no bare-sign convention applies. */
const stated = (v: number | null): string | null =>
  v === null ? null : `${v < 0 ? '-' : ''}${Math.abs(v).toFixed(2)}${v < 0 ? '' : ' Cr'}`;

interface Part {
  at: number[];
  opening: number | null;
  closing: number | null;
}

/** The chain's own verdict on one account's rows, read back into rand. */
function repairPart(
  tx: readonly Transaction[],
  texts: readonly RowTexts[],
  part: Part,
  bare: 1 | -1,
  sideFree: (i: number) => boolean,
): RepairedRow[] {
  const rows = part.at.map((i) => ({ t: tx[i] as Transaction, texts: texts[i] as RowTexts, free: sideFree(i) }));
  const chain: OcrChain = {
    opening: stated(part.opening),
    closing: stated(part.closing),
    rows: rows.map(({ t, texts: r, free }) => ({
      amount: r.amount,
      // An amount the engine could not read has no side yet: the text's own mark, or the chain, gives it one.
      direction: t.amount === null ? 0 : t.amount < 0 ? -1 : 1,
      balance: r.balance ?? stated(t.balance),
      ...(r.balanceLoose ? { balanceLoose: true as const } : {}),
      ...(r.amountDoubts ? { amountDoubts: r.amountDoubts } : {}),
      ...(r.balanceDoubts ? { balanceDoubts: r.balanceDoubts } : {}),
      ...(free && r.amount !== null && signMarked(r.amount) === 0 ? { signFree: true as const } : {}),
    })),
    bareBalanceSign: bare,
    bareAmountSign: 1,
  };
  return repairChain(chain).rows;
}

function partsOf(s: Statement): Part[] {
  if (!s.sections || s.sections.length < 2) {
    return [{ at: s.transactions.map((_, i) => i), opening: s.openingBalance, closing: s.closingBalance }];
  }
  return s.sections.map((sec, k) => ({
    at: s.transactions.flatMap((t, i) => ((t.section ?? 0) === k ? [i] : [])),
    opening: sec.openingBalance,
    closing: sec.closingBalance,
  }));
}

/** A figure on the row's line besides its amount: a balance printed there that the engine could not take. */
function shownBalance(own: RowTexts): string | undefined {
  if (!own.line) return undefined;
  return figuresOn(own.line)
    .filter((f) => f.text !== own.amount)
    .at(-1)?.text;
}

/**
 * Where the statement prints a balance on (nearly) every row, one OCR did not read is the chain's running balance
 * there: the balance before it plus the row's amount, both proven by the links around it. Where the line shows a
 * figure the engine could not take (`7,330.77Cxr`), that is the printed balance, and it must agree: whatever the
 * rest of the statement prints, a row never passes with a balance it shows left out.
 */
function fillBalances(rows: (RepairedRow | undefined)[], statement: Statement, texts: RowTexts[]): void {
  const tx = statement.transactions;
  for (const part of partsOf(statement)) {
    const shown = new Map(part.at.map((i) => [i, shownBalance(texts[i] as RowTexts)] as const));
    const printed = part.at.filter((i) => tx[i]?.balance !== null || shown.get(i) !== undefined).length;
    const everyRow = printed >= 0.8 * part.at.length;
    for (const i of part.at) {
      const r = rows[i];
      const own = texts[i] as RowTexts;
      const figure = shown.get(i);
      if (!r || tx[i]?.balance !== null || r.verdict === 'needs-review' || (!everyRow && !figure)) continue;
      // The chain read the balance OCR left (`8.446.63`): its verdict stands.
      if (own.balanceLoose && !r.balanceEdits.includes('unreadable')) continue;
      // A fee booked apart from its row prints on the same line, with one balance after both.
      const next = tx[i + 1];
      if (next && next.page === tx[i]?.page && next.row === tx[i]?.row) continue;
      // Read a look-alike slip or two away from the chain's balance, it agrees (and shows as read).
      if (r.balance === null || (figure && !readsAs(figure, Math.abs(r.balance)))) {
        r.verdict = 'needs-review';
        continue;
      }
      if (figure) texts[i] = { ...own, balance: figure };
      r.balanceEdits = ['unreadable'];
      r.verdict = 'corrected';
    }
  }
}

/**
 * What the engine may assume that a row's verdict speaks for: its sign, its date's order. (An amount worked out from
 * the balances is judged by what its line prints, below; where a description belongs is not a figure.)
 */
const FIGURES_ASSUMED = new Set<string>(['unconfirmed-sign', 'sign-against-label', 'date-order']);

interface RowEvidence {
  texts: RowTexts;
  repaired: RepairedRow | undefined;
  date: RepairedDate;
  /** The date taken from above where the statement dates its rows, or not the one its line prints. */
  doubt: boolean;
  /** What the engine assumed on this row (an assumed break on it), if anything. */
  assumed: string | undefined;
  /** A balance printed beside the row's states its side of zero (`signAnchored`). */
  anchored: boolean;
}

function rowCheck(t: Transaction, { texts, repaired, date, doubt, assumed, anchored }: RowEvidence) {
  const reasons: string[] = [];
  const read: NonNullable<ScanRowCheck['read']> = {};
  let verdict = repaired?.verdict ?? 'needs-review';
  // Read against its label (`422.98` under Money Out, its minus lost): the balances put it where the label does.
  const toLabel =
    assumed === 'sign-against-label' &&
    !!repaired?.amount &&
    !!t.amount &&
    Math.sign(repaired.amount) !== Math.sign(t.amount);
  if (toLabel && verdict === 'verified') verdict = 'corrected';
  if (!repaired) reasons.push(REASONS.chain);
  else if (assumed && !toLabel) {
    // The engine chose the row's sign or its date's order: the chain agrees by construction.
    verdict = 'needs-review';
    reasons.push(assumed === 'date-order' ? REASONS.date : REASONS.assumed);
  } else if (texts.amount === null) {
    // An amount not read on the row's line is the balances' move, which a row OCR lost entirely would be part of.
    verdict = 'needs-review';
    reasons.push(REASONS.unread);
  } else if (repaired.balanceEdits.includes('sign') && !(anchored && repaired.balanceEdits.length === 1)) {
    // A balance's side read the other way: unless a balance beside it states its side, the mirror image of the whole
    // chain would reconcile as well.
    verdict = 'needs-review';
    reasons.push(REASONS.sign);
  } else if (repaired.verdict === 'needs-review')
    reasons.push(
      repaired.ambiguous ? REASONS.tie : repaired.amount === null && t.amount === null ? REASONS.unread : REASONS.chain,
    );
  const amount = repaired?.amount === null || repaired === undefined ? t.amount : repaired.amount / 100;
  // The chain's running balance stands only where a balance is printed (or filled, see fillBalances): also one the
  // engine left to the chain (its column unread on the page), which the chain read as printed.
  const printed = t.balance !== null || texts.balanceLoose === true || (repaired?.balanceEdits.length ?? 0) > 0;
  const balance = repaired?.balance == null || !printed ? t.balance : repaired.balance / 100;
  // What was read, wherever the chain changed it, though the engine had worked the value out already.
  if ((amount !== t.amount || (repaired?.amountEdits.length ?? 0) > 0) && texts.amount) read.amount = texts.amount;
  // A balance filled in where none was read shows as read empty.
  const balanceMended = repaired?.balanceEdits.some((e) => e !== 'unreadable') ?? false;
  if (balance !== t.balance || (balanceMended && texts.balance))
    read.balance = texts.balance ?? stated(t.balance) ?? '';
  if (date.verdict === 'corrected') {
    read.date = texts.date ?? date.read ?? undefined;
    if (verdict === 'verified') verdict = 'corrected';
  } else if (date.verdict === 'needs-review' || doubt) {
    verdict = 'needs-review';
    reasons.push(texts.date === null ? REASONS.noDate : REASONS.date);
    if (texts.date) read.date = texts.date;
  }
  const check: ScanRowCheck = { verdict, ...(Object.keys(read).length > 0 ? { read } : {}) };
  if (verdict === 'needs-review') check.reason = [...new Set(reasons)].join('; ') || REASONS.chain;
  return { check, amount, balance, date: date.date };
}

/** Where the row's line sits on its page, from the page's top edge, with a little room above and below. */
function boxOf(line: Line | undefined, sizes: readonly PageSize[]): ScanRowCheck['box'] {
  const height = line ? sizes[line.page - 1]?.height : undefined;
  if (!line || height === undefined) return undefined;
  return {
    page: line.page,
    top: Math.max(0, height - line.y - 1.6 * line.height),
    bottom: height - line.y + line.height,
  };
}

const summaryOf = (checks: readonly ScanRowCheck[]): ScanSummary => ({
  verified: checks.filter((c) => c.verdict === 'verified').length,
  corrected: checks.filter((c) => c.verdict === 'corrected').length,
  needsReview: checks.filter((c) => c.verdict === 'needs-review').length,
});

/** Gives every row its verdict and its repaired figures; throws `SCAN_UNCLEAR` when too few rows are proven. */
export function judgeScan(
  statement: Statement,
  lines: readonly Line[],
  sizes: readonly PageSize[],
  { unsure = [], lettered = [] }: { unsure?: readonly TextRun[]; lettered?: readonly TextRun[] } = {},
): Statement {
  const tx = statement.transactions;
  const byPlace = linesByPlace(lines);
  const texts = tx.map((t) => {
    const own = rowTexts(t, byPlace.get(`${t.page}:${t.row}`));
    return { ...own, ...doubtedFigures(own, unsure) };
  });
  const repaired: (RepairedRow | undefined)[] = tx.map(() => undefined);
  const bare = bareBalanceSign(statement, texts);
  const assumed = new Map(
    statement.dataQuality.breaks.filter((b) => FIGURES_ASSUMED.has(b.kind)).map((b) => [b.index, b.kind] as const),
  );
  // A bare amount's side is the balances' where no column gives it one, or where the engine read it against its own.
  const shared = sharedAmountColumn(tx, texts);
  const sideFree = (i: number) => shared || assumed.get(i) === 'sign-against-label';
  for (const part of partsOf(statement)) {
    repairPart(tx, texts, part, bare, sideFree).forEach((r, k) => (repaired[part.at[k] as number] = r));
  }
  const { dates, unreadable, taken } = judgeDates(statement, texts, unsure);
  const doubt = datesDoubted(texts);
  fillBalances(repaired, statement, texts);
  const judged = tx.map((t, i) => {
    const r = rowCheck(t, {
      texts: texts[i] as RowTexts,
      repaired: repaired[i],
      date: dates[i] as RepairedDate,
      doubt: (doubt && texts[i]?.date === null && !taken.has(i)) || unreadable.has(i),
      assumed: assumed.get(i),
      anchored: signAnchored(texts, i),
    });
    const box = boxOf(texts[i]?.line, sizes);
    const check = withLetterReads(r.check, texts[i] as RowTexts, lettered);
    return { ...t, date: r.date, amount: r.amount, balance: r.balance, scan: { ...check, ...(box ? { box } : {}) } };
  });
  const scanned = summaryOf(judged.map((t) => t.scan));
  if (!scanProven(scanned)) throw new ConversionError('SCAN_UNCLEAR');
  return withQuality(statement, judged);
}

/** The statement's checks run again on the repaired rows, every row that needs review named as a break. */
function withQuality(statement: Statement, judged: Transaction[]): Statement {
  const again = restate({ ...statement, transactions: judged });
  const breaks: BalanceBreak[] = [...again.dataQuality.breaks];
  judged.forEach((t, index) => {
    if (t.scan?.verdict !== 'needs-review') return;
    const [expected, actual] = [t.amount ?? 0, t.balance ?? 0];
    breaks.push({ index, page: t.page, row: t.row, kind: 'scan-review', expected, actual, text: t.scan.reason });
  });
  const check = breaks.length > 0 ? 'failed' : again.dataQuality.balanceCheck;
  const { layoutEvidence } = statement.dataQuality;
  return {
    ...again,
    transactions: judged,
    dataQuality: { ...dataQuality(judged, check, breaks), ...(layoutEvidence ? { layoutEvidence } : {}) },
    scanned: summaryOf(judged.map((t) => t.scan as ScanRowCheck)),
  };
}
