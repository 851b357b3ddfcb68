/**
 * What an OCR-read money figure may really have been: the figure as read, then the readings a few OCR slips away
 * (a digit taken for a look-alike, a decimal point lost or added, a sign mark lost), each with its cost in edits.
 * The balance chain (chain-repair.ts) picks among them; nothing here decides.
 */
import { parseAmount } from '../parse/amount';

/** Digits OCR takes for one another on statement scans (scanned-statements research: 0/6/8/9, 1/7, 5/6, 3/8). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': '689',
  '1': '7',
  '3': '8',
  '5': '69',
  '6': '0589',
  '7': '1',
  '8': '0369',
  '9': '0568',
};

/** Glyphs OCR gives for a digit on a poor scan: `-5 072.5%` for `-5 072.59`, `S` for `5`, `O` for `0`. */
export const GLYPHS: Readonly<Record<string, string>> = {
  '%': '9',
  S: '5',
  O: '0',
  o: '0',
  l: '1',
  I: '1',
  '|': '1',
  B: '8',
};
/** The glyphs above, for a character class: dates read with them too (ocr-dates.ts). */
export const GLYPH_CHARS = '%SOolI|B';
const GLYPH = new RegExp(`[${GLYPH_CHARS}]`, 'g');

/**
 * `text` with every glyph standing where a digit belongs read as that digit, and the edits it took; null where that
 * does not make a money figure.
 * @example glyphFigure('-7%.07') // { text: '-79.07', edits: ['%→9'] }
 */
export function glyphFigure(text: string): { text: string; edits: string[] } | null {
  const edits: string[] = [];
  const mended = text.replace(GLYPH, (g, at: number) => {
    // Only between digits or at a figure's end: `Cr`, `R` and words stay as they are.
    if (!/[\d ,.]/.test(text[at - 1] ?? '') && !/\d/.test(text[at + 1] ?? '')) return g;
    const d = GLYPHS[g] as string;
    edits.push(`${g}→${d}`);
    return d;
  });
  return edits.length > 0 && parseAmount(mended) ? { text: mended, edits } : null;
}

/** One reading of a figure: its magnitude and the sign its own text states (0: none), and what it took. */
export interface FigureReading {
  cents: number;
  sign: 1 | -1 | 0;
  /** Edits from the text as read: 0 for the text itself. */
  cost: number;
  /** The edits in words, for the review ("6→0", "decimal point", "sign"); empty as read. */
  edits: string[];
  /** The edits with where they fall (digit place from the right): the same slip again is the same key. */
  keys: string[];
}

/** Readings more than this many edits away are not tried: past it a figure is unreadable, not misread. */
export const MAX_FIGURE_EDITS = 2;

interface Digits {
  digits: string;
  sign: 1 | -1 | 0;
  /** Edits it took to get digits with two decimals out of the text (a lost or extra decimal point). */
  cost: number;
  edits: string[];
  keys: string[];
}

/** The sign a figure's own marks state: a minus, brackets or `Dr` (-1), `Cr` (1), none (0). */
export function signMarked(text: string): 1 | -1 | 0 {
  const t = text.trim();
  return /(?:^|\s)-|-$|\(|dr\.?$|dt\.?$/i.test(t) ? -1 : /(?:cr|kt)\.?$/i.test(t) ? 1 : 0;
}

/** The figure's digits with their cents, as read or with its decimal point repaired. */
function baseDigits(text: string): Digits | null {
  const parsed = parseAmount(text);
  // The digits as printed, leading zeros kept: `00,954.55` may be `60,954.55` with its 6 taken for a 0.
  if (parsed) return { digits: text.replace(/\D/g, ''), sign: parsed.sign, cost: 0, edits: [], keys: [] };
  const glyphs = glyphFigure(text);
  const read = glyphs && parseAmount(glyphs.text);
  if (glyphs && read) {
    const keys = glyphs.edits.map((e) => `glyph:${e}`);
    return {
      digits: glyphs.text.replace(/\D/g, ''),
      sign: read.sign,
      cost: glyphs.edits.length,
      edits: glyphs.edits,
      keys,
    };
  }
  const sign = signMarked(text);
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return null;
  // A point read as a space or lost ("2130" for "21.30"), or a second point: the last two digits are the cents.
  return { digits, sign, cost: 1, edits: ['decimal point'], keys: ['point'] };
}

interface Swap {
  digits: string;
  edit: string;
  key: string;
  at: number;
}

function swaps(digits: string, from: number): Swap[] {
  const out: Swap[] = [];
  for (let i = from; i < digits.length; i++) {
    const d = digits[i] as string;
    for (const alt of LOOK_ALIKES[d] ?? '') {
      // A figure is never printed with a leading zero before its units (`07,910.57`): no slip makes one.
      if (alt === '0' && i === 0 && digits.length > 3) continue;
      const edit = `${d}→${alt}`;
      out.push({
        digits: digits.slice(0, i) + alt + digits.slice(i + 1),
        edit,
        key: `${edit}@${digits.length - i}`,
        at: i,
      });
    }
  }
  return out;
}

const centsOf = (digits: string): number => Number.parseInt(digits, 10);

/**
 * Every reading of `text` within `MAX_FIGURE_EDITS` edits, cheapest first, one per distinct value and sign.
 * `flipSign` adds the readings with the other sign at one edit more (a lost `Cr` or minus).
 * @example figureReadings('1,236.50')[0] // { cents: 123650, sign: 0, cost: 0, edits: [] }
 */
export function figureReadings(text: string | null, flipSign = false): FigureReading[] {
  if (text === null) return [];
  const base = baseDigits(text);
  if (!base) return [];
  const found = new Map<string, FigureReading>();
  const add = (digits: string, sign: 1 | -1 | 0, cost: number, edits: string[], keys: string[]) => {
    if (cost > MAX_FIGURE_EDITS) return;
    const cents = centsOf(digits);
    const key = `${cents}:${sign}`;
    const had = found.get(key);
    if (!had || had.cost > cost) found.set(key, { cents, sign, cost, edits, keys });
  };
  const signs: { sign: 1 | -1 | 0; cost: number; edits: string[] }[] = [{ sign: base.sign, cost: 0, edits: [] }];
  // A bare figure may have lost either mark; one of the two only restates what bare means, and costs nothing more.
  if (flipSign && base.sign !== 1) signs.push({ sign: 1, cost: 1, edits: ['sign'] });
  if (flipSign && base.sign !== -1) signs.push({ sign: -1, cost: 1, edits: ['sign'] });
  for (const s of signs) {
    const cost = base.cost + s.cost;
    const edits = [...base.edits, ...s.edits];
    const keys = [...base.keys, ...s.edits];
    add(base.digits, s.sign, cost, edits, keys);
    for (const one of swaps(base.digits, 0)) {
      add(one.digits, s.sign, cost + 1, [...edits, one.edit], [...keys, one.key]);
      for (const two of swaps(one.digits, one.at + 1)) {
        add(two.digits, s.sign, cost + 2, [...edits, one.edit, two.edit], [...keys, one.key, two.key]);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.cost - b.cost);
}

/** A figure's marks around its digits: a sign, an R, brackets, `Cr`/`Dr`. */
const FIGURE_MARKS = /^[-(]?\s?R?\s?|\s?(?:cr|dr|kt|dt)\.?$|[-)]$/gi;

/**
 * The digits a figure as read shows, its cents included, glyphs for digits read as those digits and one mark that
 * is neither (`£57.01`) as `?`; null where more than one is unclear or too few digits show.
 * @example digitPattern('3 777.40') // '377740'
 */
export function digitPattern(text: string | null): string | null {
  if (text === null) return null;
  const body = text
    .trim()
    .replace(FIGURE_MARKS, '')
    .replace(/[\s,.\u00a0]/g, '');
  // `%` stands for an 8 as often as for a 9: unclear.
  const pattern = [...body].map((c) => (/\d/.test(c) ? c : c === '%' ? '?' : (GLYPHS[c] ?? '?'))).join('');
  const unclear = pattern.split('?').length - 1;
  return unclear <= 1 && pattern.length - unclear >= 3 ? pattern : null;
}

export type Slip = 'lost digits' | 'unclear digit';

/**
 * The slip that makes `cents` what OCR read as `pattern`: one digit lost (`3777.40` for `32 777.40`), the leading
 * group lost (`655.92` for `5 655.92`), or one unclear mark for a digit or beside the digits; null where none does.
 * The value itself comes from elsewhere (the balances around it); this only says the reading does not contradict it.
 */
export function slipTo(pattern: string | null, cents: number): Slip | null {
  if (pattern === null) return null;
  const target = String(cents).padStart(3, '0');
  if (pattern.includes('?')) {
    const same = (p: string) => p.length === target.length && [...p].every((c, i) => c === '?' || c === target[i]);
    return same(pattern) || same(pattern.replace('?', '')) ? 'unclear digit' : null;
  }
  if (target.length === pattern.length + 1) {
    for (let i = 0; i < target.length; i++)
      if (target.slice(0, i) + target.slice(i + 1) === pattern) return 'lost digits';
  }
  const groupLost = pattern.length >= 5 && (pattern.length - 2) % 3 === 0;
  return groupLost && target.length > pattern.length && target.length <= pattern.length + 3 && target.endsWith(pattern)
    ? 'lost digits'
    : null;
}
