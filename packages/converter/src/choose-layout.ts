import { scoreProfiles, type ProfileScore } from './banks/evidence';
import { letterheadBankName } from './banks/letterhead-name';
import { printedAccountNumber } from './banks/printed-account';
import { genericCardProfile, genericProfile, PROFILES } from './banks/index';
import { namesCard, printsAsCard } from './banks/card-print';
import type { ReadOptions, Reading } from './build-statement';
import type { ChainReading } from './chain';
import type { Line } from './layout/lines';
import { isAmount } from './parse/amount';
import { isDate } from './parse/date';
import { PANEL_CLEAR } from './layout/side-panel';
import { readSections } from './read-sections';
import type { LayoutTrial, Statement } from './types';
import { sortedNumbers } from './parse/sorted-numbers';

/** Profiles read in full besides the generic one: the best-scored few, so speed does not depend on how many exist. */
const CANDIDATES = 3;

interface Trial {
  score: ProfileScore | null;
  reading: Reading;
}

/** How good a reading is: complete rows, weighted by how much of the balance chain they hold. */
function value(t: Trial): number {
  const { statement, chain } = t.reading;
  // A layout that read no row at all is no reading of the statement, however few links another's chain holds.
  if (statement.transactions.length === 0) return Number.NEGATIVE_INFINITY;
  const good = statement.transactions.filter(
    (x) => x.date !== null && x.amount !== null && x.description.trim() !== '',
  ).length;
  const held = chain.links + chain.repaired;
  const share = held + chain.fails === 0 ? 0.5 : held / (held + chain.fails);
  // How many rows the chain confirms: a reading that leaves the balances printed beside its rows unread confirms few.
  const coverage = Math.min(1, held / Math.max(1, chain.postings.length));
  // A profile whose table header is nowhere in the document reads it as any layout would: its marks lend no weight;
  // nor do they to a reading whose chain holds not one link (another bank's card read by this one's phrases).
  // Nor to a profile whose header prints columns it has none for: it reads them into others, the generic layout
  // reads each by its label.
  // Nor to one that left a row's printed amount unfound: it reads some column as no column of its own.
  const missed = unfound(t.reading);
  const evidence = t.reading.headerFound && held > 0 && !t.score?.partial && missed === 0 ? (t.score?.score ?? 0) : 0;
  return good * (0.5 + 0.25 * share + 0.25 * coverage) - 2 * (chain.fails + missed) + evidence;
}

/** Rows whose amount the reading did not find where it prints: the chain filled it in from the balances. */
const unfound = (r: Reading): number =>
  r.statement.dataQuality.breaks.filter((b) => b.kind === 'amount-from-balance').length;

/**
 * The trials best first. Stable: on equal value the better-scored (earlier) trial wins, but never a profile reading
 * columns it lacks.
 */
function ranked(trials: Trial[]): [Trial, Trial | null] {
  const order = (t: Trial, i: number): number => (t.score?.partial ? trials.length + i : i);
  const byValue = trials.map((t, i) => ({ t, i: order(t, i), v: value(t) })).sort((a, b) => b.v - a.v || a.i - b.i);
  return [(byValue[0] as (typeof byValue)[number]).t, byValue[1]?.t ?? null];
}

/** Some links, and none broken. */
const holdsEveryLink = (c: ChainReading): boolean => c.fails === 0 && c.links > 0;

/** Every link holds and every row is one of them: no rival reading can do better. */
const confirmsEveryRow = (c: ChainReading): boolean => c.links + c.repaired >= c.postings.length;

const trialOf = (t: Trial): LayoutTrial => ({
  layout: t.reading.statement.layout,
  score: Math.round((t.score?.score ?? 0) * 100) / 100,
  links: t.reading.chain.links + t.reading.chain.repaired,
  breaks: t.reading.statement.dataQuality.breaks.length,
  transactions: t.reading.statement.transactions.length,
});

/**
 * Lines above each page's first figure and below its last: the bank names itself there, not in the rows (`FNB App
 * Payment`).
 */
function letterhead(lines: Line[]): Line[] {
  const band = new Map<number, [number, number]>();
  for (const l of lines) {
    if (!l.cells.some((c) => isAmount(c.text))) continue;
    const b = band.get(l.page);
    band.set(l.page, b ? [Math.min(b[0], l.y), Math.max(b[1], l.y)] : [l.y, l.y]);
  }
  // A row set beside the middle or the end of its text prints lines just over the first figures: rows, not letterhead.
  const heights = sortedNumbers(lines.map((l) => l.height));
  const over = 2.5 * (heights[heights.length >> 1] ?? 0);
  return lines.filter((l) => {
    const b = band.get(l.page);
    return !b || l.y > b[1] + over || l.y < b[0];
  });
}

/** The first page above its first posting (a date, then an amount): a summary box's figures come before it. */
function aboveFirstPosting(lines: Line[]): Line[] {
  const posting = (l: Line): boolean =>
    l.page === 1 && isDate(l.cells[0]?.text ?? '') && l.cells.some((c) => isAmount(c.text));
  const first = lines.find(posting);
  // A panel printed beside the rows (`Account summary`) is said over them too: its lines stand right of the rows'.
  const right = first ? Math.max(...first.cells.map((c) => c.x1)) + PANEL_CLEAR : Infinity;
  const over = (l: Line) => !first || l.y > first.y || l.cells.every((c) => c.x0 > right);
  return lines.filter((l) => l.page === 1 && over(l)).sort((a, b) => b.y - a.y);
}

/** A card no profile knows reads as a bank account the bank's side round: what it prints over its rows says card. */
const genericFor = (lines: Line[]) => (printsAsCard(aboveFirstPosting(lines)) ? genericCardProfile : genericProfile);

function firstPageHead(lines: Line[]): Line[] {
  const first = lines.find((l) => l.page === 1 && l.cells.some((c) => isAmount(c.text)));
  return lines.filter((l) => l.page === 1 && (!first || l.y > first.y)).sort((a, b) => b.y - a.y);
}

/**
 * Score first, read only what fits: a best-scored reading whose every link holds needs no rival when it confirms every
 * row, or when no other layout fits the document as well (a card statement confirms its closing only). Nor does one
 * reading columns it has none for, or one that found no amount where a row prints it.
 */
function readsAlone(r: Reading, scores: ProfileScore[]): boolean {
  const decisive = (scores[0]?.score ?? 0) > (scores[1]?.score ?? 0);
  return (
    !scores[0]?.partial &&
    r.headerFound &&
    holdsEveryLink(r.chain) &&
    unfound(r) === 0 &&
    (decisive || confirmsEveryRow(r.chain))
  );
}

/**
 * Scores every layout on the whole document, reads it with the best few and the generic layout, and keeps the
 * reading whose balance chain holds best. The choice and the runner-up are recorded in the result.
 */
export function chooseLayout(lines: Line[], pages: number, opts: ReadOptions): Statement {
  const text = letterhead(lines)
    .map((l) => l.text)
    .join('\n');
  // A card's layout for an account that names no card (a savings account of the same bank) would turn its signs.
  // A statement whose letterhead names a bank no profile knows (`Protea Bank Limited`) is that bank's, whatever
  // phrase of a known bank's layout it prints (`Credit Card Statement`).
  const ownName = letterheadBankName(firstPageHead(opts.firstPage ?? lines), lines);
  const scores = scoreProfiles(PROFILES, lines, text)
    .filter((s) => s.identified && (!s.profile.card || namesCard(text)))
    .filter((s) => s.bankNamed || ownName === null)
    .sort((a, b) => b.score - a.score);
  const trials: Trial[] = [];
  const alone = (r: Reading) => readsAlone(r, scores);
  for (const s of scores.slice(0, CANDIDATES)) {
    const reading = readSections(lines, pages, s.profile, opts);
    trials.push({ score: s, reading });
    if (trials.length === 1 && alone(reading)) break;
  }
  if (trials.length !== 1 || !alone((trials[0] as Trial).reading))
    trials.push({ score: null, reading: readSections(lines, pages, genericFor(lines), opts) });
  const events: string[] = [];
  const top = trials[0];
  if (top?.score && !top.reading.headerFound)
    events.push(`${top.score.profile.layout}: the statement matched this layout but its table header was not found`);
  const [winner, runnerUp] = ranked(trials);
  const unread = runnerUp === null ? scores[1] : undefined;
  const statement = winner.reading.statement;
  // Read by the generic layout, or by a profile whose bank the letterhead does not name (its phrases were found in
  // the rows: `FNB App Payment`): the bank is the one the document names, a bank no profile knows by the name its
  // own letterhead prints.
  const named = scores.find((s) => s.bankNamed)?.profile.bank;
  const bank = winner.score?.bankNamed ? statement.bank : (named ?? ownName ?? statement.bank);
  if (!winner.score && top?.score)
    events.push(`read with the generic layout: ${top.score.profile.layout} did not reconcile as well`);
  if (winner.reading.chain.newestFirst)
    events.push('rows printed newest first (the balances run up the page): given oldest first');
  return {
    ...statement,
    bank,
    // No profile says where the number is: where the statement prints it beside its label.
    accountNumber: statement.accountNumber ?? printedAccountNumber(aboveFirstPosting(lines)),
    dataQuality: {
      ...statement.dataQuality,
      layoutEvidence: {
        winner: trialOf(winner),
        // Not read when the winner held every link: its evidence score only.
        runnerUp: runnerUp
          ? trialOf(runnerUp)
          : unread
            ? {
                layout: unread.profile.layout,
                score: Math.round(unread.score * 100) / 100,
                links: 0,
                breaks: 0,
                transactions: 0,
              }
            : null,
        events,
      },
    },
  };
}
