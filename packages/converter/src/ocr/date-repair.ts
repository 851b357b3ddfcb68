/**
 * The balance chain cannot check a date. What can: an OCR-read date must lie in the statement's period and in the
 * order the statement prints its rows. A date that breaks either is repaired only where exactly one look-alike
 * reading of its day puts it back in place (`29` read for `28`, `13` for `03`); otherwise it needs review.
 */
import { parseDate, toIso } from '../parse/date';
import { GLYPHS } from './ocr-figures';

/** Digits OCR takes for one another in a day (money look-alikes, 0/1 seen in dates; 5/8 and 6/9 in a 1-bit serif). */
export const DAY_LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': '1689',
  '1': '07',
  '2': '7',
  '3': '8',
  '5': '68',
  '6': '0589',
  '7': '12',
  '8': '03569',
  '9': '068',
};

export type DateVerdict = 'as-read' | 'corrected' | 'needs-review';

export interface RepairedDate {
  date: string | null;
  verdict: DateVerdict;
  /** The date as read, where it was changed or doubted. */
  read?: string | null;
}

export interface DatePeriod {
  start: string | null;
  end: string | null;
}

const inPeriod = (d: string, p: DatePeriod): boolean => (!p.start || d >= p.start) && (!p.end || d <= p.end);

/** Rows of one statement follow each other by days or weeks: a date further than this from the rest stands apart. */
const APART_DAYS = 31;
const DAY_MS = 86_400_000;

/**
 * The period the dates must lie in: the statement's own where it prints one; where it does not (or not both ends),
 * the span of the largest run of its dates with no gap over `APART_DAYS`. A date a month or more away from all the
 * others (`2025/08/31` after `2025/05/30`) is a misread, however well it stands in order at the end of the rows.
 */
function periodOf(dates: readonly (string | null)[], period: DatePeriod): DatePeriod {
  if (period.start && period.end) return period;
  const sorted = dates.filter((d): d is string => d !== null).sort();
  let best: string[] = [];
  let run: string[] = [];
  for (const d of sorted) {
    const last = run.at(-1);
    if (last && Date.parse(d) - Date.parse(last) > APART_DAYS * DAY_MS) run = [];
    run.push(d);
    if (run.length > best.length) best = run;
  }
  return { start: period.start ?? best[0] ?? null, end: period.end ?? best.at(-1) ?? null };
}

export function validIso(y: number, m: number, d: number): string | null {
  if (d < 1 || d > 31) return null;
  const iso = toIso(y, m, d);
  const back = new Date(`${iso}T00:00:00Z`);
  return back.getUTCDate() === d ? iso : null;
}

/** The same date with one digit of its day taken for a look-alike. */
export function dayReadings(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = String(d).padStart(2, '0');
  const out = new Set<string>();
  for (let i = 0; i < 2; i++) {
    for (const alt of DAY_LOOK_ALIKES[day[i] as string] ?? '') {
      const candidate = validIso(y, m, Number(day.slice(0, i) + alt + day.slice(i + 1)));
      if (candidate && candidate !== iso) out.add(candidate);
    }
  }
  return [...out];
}

/**
 * The same day in the period's own year where the year read differs from it in one digit (`2028` for `2025`: a poor
 * scan's 5 and 8). The period is printed, and the row must still fall in it and in order to be repaired.
 */
export function yearReadings(iso: string, period: DatePeriod): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const years = new Set([period.start, period.end].flatMap((p) => (p ? [Number(p.slice(0, 4))] : [])));
  const oneDigitAway = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length === 1;
  return [...years].flatMap((year) => {
    const candidate = oneDigitAway(String(y), String(year)) ? validIso(year, m, d) : null;
    return candidate ? [candidate] : [];
  });
}

/** The nearest dates before and after row `i` that are themselves in place, in print order. */
function neighbours(
  dates: readonly (string | null)[],
  ok: readonly boolean[],
  i: number,
): [string | null, string | null] {
  let before: string | null = null;
  let after: string | null = null;
  for (let j = i - 1; j >= 0 && before === null; j--) if (ok[j]) before = dates[j] ?? null;
  for (let j = i + 1; j < dates.length && after === null; j++) if (ok[j]) after = dates[j] ?? null;
  return [before, after];
}

/** For each item, the longest non-decreasing run of items ending with it (patience sorting, n log n). */
function longestEndingAt(keys: readonly string[]): number[] {
  const tails: string[] = [];
  return keys.map((k) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tails[mid] as string) <= k) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = k;
    return lo + 1;
  });
}

/**
 * Which dates are surely in order: those in every longest ordered sequence of the statement's dates. A date left
 * out of some longest sequence may be the misread one (or its neighbour may): it is checked, not trusted.
 */
function surelyInOrder(dates: readonly string[]): boolean[] {
  const f = longestEndingAt(dates);
  // Read backwards with the order turned round (a character-wise complement keeps ISO dates comparable).
  const flip = (d: string) => [...d].map((c) => String.fromCharCode(255 - c.charCodeAt(0))).join('');
  const g = longestEndingAt([...dates].reverse().map(flip)).reverse();
  const longest = Math.max(0, ...f);
  const onSome = f.map((fi, i) => fi + (g[i] as number) - 1 === longest);
  const perLevel = new Map<number, number>();
  f.forEach((fi, i) => onSome[i] && perLevel.set(fi, (perLevel.get(fi) ?? 0) + 1));
  return f.map((fi, i) => (onSome[i] as boolean) && perLevel.get(fi) === 1);
}

/**
 * A verdict on every row's date, in print order (`newestFirst` for a print listed newest first). A row without a
 * date keeps none and needs review; so does one whose `doubted` readings (dates a digit OCR was unsure of makes of it,
 * see date-doubts.ts) include one that would stand in its place as well.
 */
export function checkDates(
  dates: readonly (string | null)[],
  printed: DatePeriod,
  newestFirst = false,
  doubted: readonly (readonly string[])[] = [],
): RepairedDate[] {
  const period = periodOf(dates, printed);
  const order = newestFirst ? [...dates].reverse() : [...dates];
  const placed = order.flatMap((d, i) => (d !== null && inPeriod(d, period) ? [{ d, i }] : []));
  const sure = surelyInOrder(placed.map((p) => p.d));
  const okOrdered = order.map(() => false);
  placed.forEach((p, k) => (okOrdered[p.i] = sure[k] as boolean));
  const ok = newestFirst ? okOrdered.reverse() : okOrdered;
  const inOrder = (a: string | null, b: string | null) => !a || !b || (newestFirst ? a >= b : a <= b);
  const checked = dates.map((d, i): RepairedDate => {
    if (d === null) return { date: null, verdict: 'needs-review' };
    const [before, after] = neighbours(dates, ok, i);
    const fits = (c: string) => inPeriod(c, period) && inOrder(before, c) && inOrder(c, after);
    const unsure = (doubted[i] ?? []).some(fits);
    if (ok[i]) return unsure ? { date: d, verdict: 'needs-review', read: d } : { date: d, verdict: 'as-read' };
    const repairs = [...dayReadings(d), ...yearReadings(d, period)].filter(fits);
    if (fits(d))
      return repairs.length === 0 && !unsure
        ? { date: d, verdict: 'as-read' }
        : { date: d, verdict: 'needs-review', read: d };
    return repairs.length === 1
      ? { date: repairs[0] as string, verdict: 'corrected', read: d }
      : { date: d, verdict: 'needs-review', read: d };
  });
  return doubtDisorder(checked, ok, inOrder);
}

/**
 * Two dates each checked against the sure ones can still stand out of order with each other (`23` then `22`, each
 * fitting between the 20th and a later 23rd): one of them is misread, and nothing says which. A sure one (in every
 * longest ordered run of the dates) is not the misread one: the 19th before a `2` read for the 22nd stands.
 */
function doubtDisorder(
  checked: RepairedDate[],
  sure: readonly boolean[],
  inOrder: (a: string | null, b: string | null) => boolean,
) {
  let last = -1;
  checked.forEach((c, i) => {
    if (c.date === null) return;
    const prev = checked[last];
    if (prev && !inOrder(prev.date, c.date)) {
      for (const [x, k] of [[prev, last] as const, [c, i] as const])
        if (x.verdict !== 'needs-review' && !sure[k])
          Object.assign(x, { verdict: 'needs-review', read: x.read ?? x.date });
    }
    last = i;
  });
  return checked;
}

/** Glyphs OCR gives for a date's digits on a poor scan: the figures' own, but `%`, which a date never shows. */
const { '%': _percent, ...DATE_GLYPHS } = GLYPHS;

/**
 * The dates OCR's unreadable text in a date column may have been (`122 21`, `20125 08 22`, `0S 03 2025`): its glyphs
 * read as digits, then with one digit too many taken out, each in either order of day and month. Yearless ones take
 * `year`. Only where exactly one of them fits may the row take it (see `repairUnreadDate`).
 */
export function tokenReadings(token: string, year: number): string[] {
  const glyphs = [...token].map((c) => DATE_GLYPHS[c] ?? c).join('');
  // A letter no table reads as a digit (`or 07`): any digit, where it is the only one; the order then says which.
  const unknown = glyphs.match(/[A-Za-z]/g) ?? [];
  const readings =
    unknown.length === 1 ? [...'0123456789'].map((d) => glyphs.replace(unknown[0] as string, d)) : [glyphs];
  const out = new Set<string>();
  for (const mended of readings) addReadings(mended, year, out);
  return [...out];
}

/** The dates `mended` can be, as it is or with one digit too many taken out, added to `out`. */
function addReadings(mended: string, year: number, out: Set<string>): void {
  const less = [...mended].flatMap((c, i) => (/\d/.test(c) ? [mended.slice(0, i) + mended.slice(i + 1)] : []));
  for (const text of [mended, ...less]) {
    // As printed, or with whatever OCR left between its numbers read as the slashes a year-first date needs.
    const slashed = text.trim().replace(/[\s:.,;'’°`-]+/g, '/');
    for (const p of [text, slashed].flatMap((t) => [parseDate(t), parseDate(t, true)])) {
      const iso = p && validIso(p.year ?? year, p.month, p.day);
      if (iso) out.add(iso);
    }
  }
}

/**
 * The one date an unreadable date column's text can be that stands in the period and in order between the rows
 * around it (their dates as checked); null where none or several can.
 */
export function repairUnreadDate(
  token: string,
  around: { before: string | null; after: string | null; year: number },
  period: DatePeriod,
): string | null {
  const fits = tokenReadings(token, around.year).filter(
    (d) => inPeriod(d, period) && (!around.before || around.before <= d) && (!around.after || d <= around.after),
  );
  return fits.length === 1 ? (fits[0] as string) : null;
}
