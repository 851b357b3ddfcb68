import { layoutHeaderMatcher } from '../layout/header-labels';
import { findHeaderAt, isLabelLine, mergeBand } from '../layout/header';
import type { Line } from '../layout/lines';
import { LABEL_SPLIT, roleOfLabel } from './label-vocabulary';
import { headerQuorum, type LayoutProfile } from './profile';

// The bank's name, legal entity and web domain: printed somewhere on every statement, in some form.
const BANK_MARKS: Record<string, RegExp[]> = {
  FNB: [/First National Bank|Eerste Nasionale Bank|FirstRand Bank/i, /\bFNB\b/, /fnb\.co\.za/i],
  ABSA: [/\bAbsa\b/i, /absa\.co\.za/i],
  'Standard Bank': [/Standard Bank/i, /standardbank\.co\.za/i],
  Nedbank: [/Nedbank/i, /nedbank\.co\.za/i],
  Capitec: [/Capitec/i, /capitecbank\.co\.za/i],
  Discovery: [/Discovery Bank/i, /discovery\.co\.za/i],
  Investec: [/Investec/i, /investec\.co/i],
  TymeBank: [/TymeBank/i, /tymebank\.co\.za/i],
  'African Bank': [/African Bank/i, /africanbank\.co\.za/i],
};

/** A cell holding a money figure (`1,234.56`, `12 345,67`): the mark of a row. */
const MONEY = /\d[.,]\d{2}(?!\d)/;

export interface ProfileScore {
  profile: LayoutProfile;
  score: number;
  /** The bank is named on the statement (name, legal entity or domain). */
  bankNamed: boolean;
  /** Columns of the profile's header found in one header, 0 when none was. */
  headerColumns: number;
  /** The document names the bank or prints one of the layout's phrases: a header alone identifies no bank. */
  identified: boolean;
  /**
   * The header found prints a column the profile has none for and would read into the description (a redesign's or
   * another bank's `Reference`).
   */
  partial: boolean;
}

/**
 * Printed columns a profile must have a column for: without one, it reads them into the description (a `Reference`,
 * or a `Bank Charges` column beside the amounts, whose fees became words and whose rows' amounts were worked out from
 * the balances). A column read and left aside (`Channel`, `Type`, `Status`) must be that very column: a profile's
 * `Category` does not set a history print's `Channel` aside.
 */
const MUST_EXPLAIN: ReadonlySet<string> = new Set(['reference', 'ignore', 'fee']);

/** A fee's column may be the profile's under its own label and read aside (`Charge`, `Service Fee`). */
const explains = (profile: LayoutProfile, role: string, label: string): boolean =>
  profile.columns.some(
    (c) => (c.role === role && (role !== 'ignore' || c.label.test(label))) || (role === 'fee' && c.label.test(label)),
  );

/** The header prints a column of a role the profile must explain and has none for (`Reference`, `Channel`). */
function leavesOut(profile: LayoutProfile, band: Line): boolean {
  return band.cells.some((c) =>
    [...c.text.matchAll(LABEL_SPLIT)].some((m) => {
      const role = roleOfLabel(m[0]);
      return role !== undefined && MUST_EXPLAIN.has(role) && !explains(profile, role, m[0]);
    }),
  );
}

/**
 * Every profile scored on the whole document: bank marks (in `letterhead`, the text outside the rows, since a
 * row may name another bank), detection phrases anywhere, and how much of its header is printed.
 */
export function scoreProfiles(profiles: LayoutProfile[], lines: Line[], letterhead: string): ProfileScore[] {
  // Phrases are looked for outside the rows: a row printing money may name another bank (`FNB App Payment`).
  const text = lines
    .filter((l) => !l.cells.some((c) => MONEY.test(c.text)))
    .map((l) => l.text)
    .join('\n');
  const labelLines = lines.map((l, i) => (isLabelLine(l) ? i : -1)).filter((i) => i >= 0);
  const named = new Map(
    Object.entries(BANK_MARKS).map(([bank, marks]) => [bank, marks.some((re) => re.test(letterhead))]),
  );
  return profiles.map((profile) => {
    const bankNamed = named.get(profile.bank) ?? false;
    const phrases = profile.detect.filter((re) => re.test(text)).length;
    const identified = bankNamed || phrases > 0;
    let headerColumns = 0;
    // Labels of the printed header the profile has a column for: a header with labels the profile lacks is another
    // layout's.
    let explained = 1;
    let partial = false;
    // A header alone identifies no layout, so an unidentified profile's header is never looked for (the search is
    // most of the cost of scoring on a long statement).
    if (identified && profile.columns.length > 0) {
      const quorum = headerQuorum(profile.columns.length);
      const match = layoutHeaderMatcher(profile.columns, quorum);
      for (const i of labelLines) {
        const hit = findHeaderAt(lines, i, match);
        if (!hit) continue;
        headerColumns = hit.cols.length;
        const band = mergeBand(lines.slice(i, i + hit.span));
        explained = Math.min(1, headerColumns / band.cells.length);
        partial = leavesOut(profile, band);
        break;
      }
    }
    const allPhrases = profile.detect.length > 0 && phrases === profile.detect.length;
    const headerShare = profile.columns.length === 0 ? 0 : (headerColumns / profile.columns.length) * explained;
    const score = (bankNamed ? 2 : 0) + phrases + (allPhrases ? 1 : 0) + 4 * headerShare;
    return { profile, score, bankNamed, headerColumns, identified, partial };
  });
}
