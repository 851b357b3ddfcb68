import { describe, expect, it } from 'vitest';
import { LAYOUTS, type LayoutId } from './fixtures/index';
import { pdfLines } from './fixtures/pdf-text';
import {
  applicable,
  makePerturbedFixture,
  PERTURBATIONS,
  type PerturbationId,
  type PerturbedFixture,
} from './fixtures/perturb/index';
import { CLOSING_LINE, OPENING_LINE } from './fixtures/perturb/spec-edits';
import { DETECTION_PHRASES } from './fixtures/perturb/phrases';
import { ROLES } from './fixtures/perturb/roles';
import { VARIANTS } from './fixtures/perturb/variants';
import { splitLabel } from './fixtures/render-geometry';
import { textTail, type TruthTx } from './fixtures/model';
import { MIN_ROWS } from './fixtures/perturb/description-edits';
import { ZERO_COLUMN } from './fixtures/perturb/fee-column';

// The corpus generator itself: same seed, same statement; each perturbation really is in the PDF.

const layouts = Object.keys(LAYOUTS) as LayoutId[];
type Doc = Awaited<ReturnType<typeof pdfLines>>;

/** A figure marked as negative (or, `cr-only`, as a credit) in each notation. */
const MARKED: Record<string, RegExp> = {
  'cr-only': /^R?\s?[\d,. ]+\d\s?(Cr|Kt)$/,
  'dr-only': /^R?\s?[\d,. ]+\d\s?(Dr|Dt)$/,
  'leading-minus': /^-R?\s?[\d,. ]+$/,
  'trailing-minus': /^R?\s?[\d,. ]+-$/,
  parentheses: /^\(R?\s?[\d,. ]+\)$/,
  'soft-hyphen': /^\u00adR?\s?[\d,. ]+$/,
  'bank-side': /^-R?\s?[\d,. ]+$/,
  'both-words': /^R?\s?[\d,. ]+\d\s?(CR|DR|Cr|Dr|Kt|Dt)$/,
  'prefix-minus': /^R\s?-[\d,. ]+$/,
  'plus-minus': /^[-+]R?\s?[\d,. ]+$/,
};
/**
 * Whether a notation marks a figure of this value: every one for `both-words` and `plus-minus`, credits for
 * `cr-only` and the bank's side of a card, none for `none`.
 */
const marks = (notation: string, value: number): boolean =>
  notation === 'both-words' ||
  notation === 'plus-minus' ||
  (notation === 'none' ? false : notation === 'cr-only' || notation === 'bank-side' ? value > 0 : value < 0);
const BARE = /^R?\s?[\d,. ]+$/;

/**
 * Each posting's figure cells of one kind as the statement prints them, each with the line the posting
 * starts on (found by the start of its description): the cell must be in that line.
 */
function printedFigures(f: PerturbedFixture, doc: Doc, kind: 'amount' | 'balance') {
  const keys = Object.entries(ROLES[f.layout].figures)
    .filter(([, fig]) => fig.kind === kind)
    .map(([k]) => k);
  let prev = f.model.opening;
  return f.model.txs.flatMap((t) => {
    const rec = f.spec.row(t, prev);
    if (t.nonPosting) return [];
    prev = t.balance;
    const start = t.description.split(' ')[0]!;
    // pdfjs drops a soft hyphen (an invisible format mark) from the text it extracts.
    const inPdf = (cell: string) =>
      doc.lines.some((l) => (t.hiddenText || l.text.includes(start)) && l.text.includes(cell.replaceAll('\u00ad', '')));
    return keys
      .filter((k) => rec[k] && /[1-9]/.test(rec[k]!))
      .map((k) => ({ t, cell: rec[k]!.replace(/\s*(#+|\*)$/, ''), inPdf: inPdf(rec[k]!) }));
  });
}

/** What each perturbation must leave in the text of the PDF. */
const SHOWS: Record<PerturbationId, (f: PerturbedFixture, doc: Doc) => boolean> = {
  'header-wrap': (f, doc) =>
    f.header.length >= 2 &&
    f.spec.columns.some((c, i) => {
      const parts = splitLabel(c.header.join(' '), f.plan.geometry.labelLines[i] ?? 1);
      return parts.length > 1 && parts.every((part) => f.header.some((h) => h.includes(part)));
    }) &&
    f.header.every((h) => doc.lines.some((l) => l.text === h)),
  'label-align': (f, doc) =>
    f.columns.some((c) => {
      const label = doc.runs.find((r) => r.text.trim().startsWith(c.header.join(' ').split(' ')[0]!));
      if (!label) return false;
      const edge = c.align === 'right' ? label.x + label.width : label.x;
      return Math.abs(edge - c.x) > 2 || (f.plan.geometry.labelAlign === 'left' && c.align === 'left');
    }),
  'column-widths': (f, doc) => {
    const gaps = (xs: number[]) => xs.slice(1).map((x, i) => x - xs[i]!);
    const [now, was] = [gaps(f.columns.map((c) => c.x)), gaps(f.spec.columns.map((c) => c.x))];
    const moved = now.findIndex((g, i) => Math.abs(g / was[i]! - 1) > 0.1);
    const c = f.columns[moved + 1];
    // Values sit on the moved column's edge (within a dropped soft hyphen's width).
    return moved >= 0 && doc.runs.some((r) => Math.abs((c!.align === 'right' ? r.x + r.width : r.x) - c!.x) < 3);
  },
  fonts: (_f, doc) => new Set(doc.runs.filter((r) => r.angle === 0).map((r) => Math.round(r.height * 4))).size >= 2,
  'amount-sign': (f, doc) => {
    const cells = printedFigures(f, doc, 'amount');
    const marked = cells.filter(({ cell }) => !BARE.test(cell));
    // Marked exactly where the notation marks (credits for `cr-only`, else debits), bare elsewhere.
    const wantMarked = (c: (typeof cells)[number]) => marks(f.plan.amountNotation, c.t.amount);
    return (
      marked.length > 0 &&
      cells.every((c) => c.inPdf && (wantMarked(c) ? MARKED[f.plan.amountNotation]!.test(c.cell) : BARE.test(c.cell)))
    );
  },
  'balance-sign': (f, doc) => {
    const cells = printedFigures(f, doc, 'balance');
    const wantMarked = (c: (typeof cells)[number]) => marks(f.plan.balanceNotation, c.t.balance);
    // A notation that marks negatives only is invisible while the account stays in credit: then all bare.
    return (
      cells.length > 0 &&
      cells.every((c) => c.inPdf && (wantMarked(c) ? MARKED[f.plan.balanceNotation]!.test(c.cell) : BARE.test(c.cell)))
    );
  },
  'summary-first': (f, doc) =>
    doc.lines.some((l) => l.page === 1 && l.text === 'Summary in Rand') &&
    // The first row printed as text (a row drawn as an image leaves none to look for).
    !doc.lines.some(
      (l) =>
        l.page === 1 &&
        l.text.includes(
          f.expected
            .find((t) => t.description)!
            .description.split(' ')
            .slice(0, 2)
            .join(' '),
        ),
    ),
  'no-detection-phrase': (f, doc) =>
    (DETECTION_PHRASES[f.layout] ?? []).every(([re]) => !doc.lines.some((l) => re.test(l.text))),
  stamp: (_f, doc) => {
    const rotated = doc.runs.filter((r) => r.angle !== 0);
    return (
      rotated.length > 0 &&
      new Set(rotated.map((r) => r.page)).size === 1 &&
      rotated.some((s) => doc.runs.some((r) => r.angle === 0 && r.page === s.page && Math.abs(r.y - s.y) < 0.05))
    );
  },
  'stamp-every-page': (f, doc) => {
    const first = f.spec.leadPages ? f.spec.leadPages(f.model).length + 1 : 1;
    return (
      doc.pages > first &&
      Array.from({ length: doc.pages - first + 1 }, (_, i) => i + first).every((p) =>
        doc.runs.some((r) => r.page === p && r.angle !== 0 && r.text.length > 3),
      )
    );
  },
  notices: (f, doc) =>
    f.model.txs.some((t) => t.notice) &&
    f.model.txs
      .filter((t) => t.notice)
      .every((t) => doc.lines.some((l) => l.text.includes(t.description.slice(0, 14)))),
  'forward-pairs': (_f, doc) =>
    doc.lines.some(
      (l, i) =>
        /CARRIED FORWARD/.test(l.text) &&
        /BROUGHT FORWARD/.test(doc.lines[i + 1]?.text ?? '') &&
        doc.lines[i + 2]?.page === l.page &&
        /\d/.test(doc.lines[i + 2]?.text ?? ''),
    ),
  'pending-section': (f, doc) => {
    // The card print's second block shares its lines with the first: the marker ends a line there.
    const end = doc.lines.findIndex(
      (l) => l.text === f.plan.endMarker || (f.spec.render !== undefined && l.text.endsWith(` ${f.plan.endMarker}`)),
    );
    return end >= 0 && doc.lines.slice(end + 1, end + 15).some((l) => /not yet processed|Pending/i.test(l.text));
  },
  'reference-spill': (f, doc) =>
    f.spills > 0 && doc.lines.some((l) => /^(Ref \d|INV\d|Reference: |412752\*6823 \d)/.test(l.text)),
  'no-opening': (_f, doc) => !doc.lines.some((l) => OPENING_LINE.test(l.text)),
  'no-closing': (_f, doc) => !doc.lines.some((l) => CLOSING_LINE.test(l.text) && !/CARRIED FORWARD/.test(l.text)),
  'footer-near-rows': (_f, doc) =>
    doc.lines.some(
      (l) =>
        /^Page \d( of \d+)?$/.test(l.text) &&
        l.y > 50 &&
        doc.lines.some((o) => o.page === l.page && o.y > l.y && o.y - l.y < 16),
    ),
  'running-header': (_f, doc) =>
    Array.from({ length: doc.pages }, (_, i) => i + 1).every((p) =>
      doc.lines.some((l) => l.page === p && l.text.startsWith('https://')),
    ),
  'header-once': (f, doc) => doc.pages >= 2 && doc.lines.filter((l) => l.text === f.header[0]).length === 1,
  // Rows painted as images leave none of their label in the text; a head painted leaves only the tail (maybe wrapped).
  'image-description': (f, doc) => {
    const drawn = f.model.txs.filter((t) => t.hiddenText && t.description.startsWith('#') && !t.fee);
    return drawn.length >= MIN_ROWS && drawn.every((t) => !doc.lines.some((l) => l.text.includes(t.description)));
  },
  'image-description-head': (f, doc) => {
    const drawn = f.model.txs.filter((t) => t.imageWords);
    const head = (t: TruthTx) => t.description.split(' ').slice(0, t.imageWords).join(' ');
    return (
      drawn.length >= MIN_ROWS &&
      drawn.every(
        (t) =>
          !doc.lines.some((l) => l.text.includes(head(t))) &&
          textTail(t)
            .split(' ')
            .every((w) => doc.lines.some((l) => l.text.includes(w))),
      )
    );
  },
  'hash-description': (f, doc) => {
    const hashed = f.model.txs.filter(
      (t) => !t.nonPosting && !t.fee && !t.hiddenText && !t.imageWords && t.description.includes('#'),
    );
    return (
      hashed.length >= MIN_ROWS &&
      hashed.every((t) => doc.lines.some((l) => l.text.includes(t.description.split(' ')[0]!)))
    );
  },
  // A `Service Fee` label over a column of 0.00, one on every posting's line.
  'zero-fee-column': (f, doc) => {
    const label = doc.runs.find((r) => r.text.includes('Service') || r.text.includes('Fee'));
    const zeros = label
      ? doc.runs.filter(
          (r) =>
            /^0[.,]00$/.test(r.text.trim()) &&
            Math.abs(r.x + r.width - (f.columns.find((c) => c.key === ZERO_COLUMN)?.x ?? -99)) < 3,
        )
      : [];
    return label !== undefined && zeros.length >= f.model.txs.filter((t) => !t.nonPosting).length;
  },
  'count-under-rows': (f, doc) => {
    const count = new RegExp(
      `^(?:Number of transactions|Aantal transaksies): ${f.model.txs.filter((t) => !t.nonPosting).length}$`,
    );
    return doc.lines.some((l) => count.test(l.text));
  },
};

describe('perturbation corpus generator', () => {
  it('draws the same statement for the same seed, and another for another seed', async () => {
    for (const layout of ['fnb-current', 'capitec-2018', 'standard-bank-card'] as LayoutId[]) {
      const [a, b, c] = await Promise.all([7, 7, 8].map((seed) => makePerturbedFixture({ layout, seed })));
      const [ta, tb, tc] = await Promise.all([a!, b!, c!].map((f) => pdfLines(f.pdf)));
      expect(tb!.lines.map((l) => l.text)).toEqual(ta!.lines.map((l) => l.text));
      expect(b!.expected).toEqual(a!.expected);
      expect([...b!.plan.on]).toEqual([...a!.plan.on]);
      expect(tc!.lines.map((l) => l.text)).not.toEqual(ta!.lines.map((l) => l.text));
    }
  });

  it('applies every perturbation to most layouts, and the side-by-side card print gets those that fit it', () => {
    for (const p of PERTURBATIONS)
      expect(layouts.filter((l) => applicable(l).includes(p)).length, p).toBeGreaterThanOrEqual(layouts.length / 2);
    expect(applicable('standard-bank-card').sort()).toEqual([
      'amount-sign',
      'hash-description',
      'no-detection-phrase',
      'notices',
      'pending-section',
      'reference-spill',
      'running-header',
    ]);
  });

  it.each(Object.entries(VARIANTS))('real layout variant %s is drawn with all its features', async (_name, v) => {
    const f = await makePerturbedFixture({ ...v, seed: 101 });
    const doc = await pdfLines(f.pdf);
    for (const p of v.force ?? []) expect(SHOWS[p](f, doc), p).toBe(true);
    expect(f.expected.length).toBeGreaterThan(20);
  });

  // Each applicable perturbation alone, on every layout, shows in the extracted text.
  describe.each(layouts)('%s', (layout) => {
    it.each(applicable(layout))('%s is in the rendered PDF', async (p) => {
      const multiPage = ['reference-spill', 'header-once', 'stamp-every-page', 'running-header'].includes(p);
      for (const seed of [3]) {
        const f = await makePerturbedFixture({ layout, seed, force: [p], share: 0, transactions: multiPage ? 70 : 30 });
        expect([...f.plan.on].filter((x) => x !== 'stamp')).toEqual(p === 'stamp' ? [] : [p]);
        const doc = await pdfLines(f.pdf);
        expect(SHOWS[p](f, doc), `${layout} ${p} seed ${seed}`).toBe(true);
        // The model stays the truth: postings only, in order, and the balances chain.
        let bal = f.model.opening;
        for (const t of f.model.txs)
          if (!t.nonPosting) {
            bal += t.amount;
            expect(t.balance).toBe(bal);
          }
      }
    });
  });
});
