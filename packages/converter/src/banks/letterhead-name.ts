import type { Line } from '../layout/lines';

// A bank no profile knows still prints its own name: at the head of the first page, and as the legal entity beside
// its company registration number (`Bidvest Bank Limited Reg No 2000/006478/06`) in a footer or brand block.

/** A South African company registration number: year, six digits, entity type. */
const REG_NUMBER = /\b(?:19|20)\d{2}\/\d{6}\/\d{2}\b/;
const REG_LABEL = String.raw`(?:Company\s+)?Reg(?:istration|istrasie)?\.?\s*(?:No|Nr|Number|nommer)?\.?:?`;
const REG_WORDS = new RegExp(String.raw`[\s,.]*(?:\((?:Pty|RF)\)\s*)?(?:${REG_LABEL}|Registrasienommer:?)\s*$`, 'i');
const LEGAL_SUFFIX = /(?:\s*(?:\((?:Pty|RF|SOC|South Africa|Suid-Afrika)\)|SOC|Limited|Ltd\.?|Beperk|Bpk\.?|,))+\s*$/i;
/**
 * What a legal footer says of the entity (`a registered bank`, `An authorised financial services provider`; in
 * Afrikaans `'n geregistreerde bank`, `gemagtigde finansiële diensverskaffer`).
 */
const LEGAL_WORDS = new RegExp(
  String.raw`(?:^|[\s,.(]+)(?:an?\s+|'n\s+)?(?:registered (?:bank|credit provider)|` +
    String.raw`authori[sz]ed financial services provider|geregistreerde (?:bank|kredietverskaffer)|` +
    String.raw`gemagtigde finansi[eë]le diensverskaffer)(?![a-z]).*$`,
  'i',
);
/** Words a lender's name holds: a card issuer need not call itself a bank (`Protea Credit Ltd`). */
const BANK_WORD = /\b(?:Bank|Mutual|Co-operative|Building Society|Finance|Financial|Credit|Capital|Services)\b/i;
/** Words a title or heading line holds, never a bank's name (`Bank Statement`, `Rekeningstaat`). */
const NOT_A_NAME =
  /statement|staat|account|rekening|history|geskiedenis|page|bladsy|period|tax invoice|balance|saldo|date|datum/i;
/**
 * South Africa's banks that print their brand without a word that says bank (`Sasfin`, `Grindrod`, `South African
 * Postbank SOC Ltd`): the registered banks and mutual banks, as data.
 */
const KNOWN_BRANDS = new RegExp(
  `\\b(?:${[
    'Absa',
    'Albaraka',
    'Capitec',
    'Discovery',
    'FNB',
    'Grindrod',
    'Investec',
    'Mercantile',
    'Nedbank',
    'Old Mutual',
    'Postbank',
    'Sasfin',
    'TymeBank',
    'Ubank',
  ].join('|')})\\b`,
  'i',
);
/** A product's title (`Credit Card`), no lender's name. */
const PRODUCT_TITLE = /^(?:credit|debit|cheque) card$/i;

const words = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);

/** A title that starts with the lender's name (`Old Mutual Money Account`): the name, up to its bank word. */
function brandOfTitle(text: string): string | null {
  const m = /^([A-Z][A-Za-z&' -]*?\b(?:Bank|Mutual))\b/.exec(text);
  return m && NOT_A_NAME.test(text) && !/\d/.test(text) ? (m[1] as string) : null;
}

/** The legal entity printed before a registration number, if any line prints one. */
function legalEntity(lines: Line[]): string | null {
  for (const l of lines) {
    // The whole line, not a cell: text drawn glyph by glyph may break a name into cells. What precedes the name on
    // its line (`Page 1 of 2`) ends in a figure.
    const m = REG_NUMBER.exec(l.text);
    if (!m) continue;
    const before = l.text
      .slice(0, m.index)
      .replace(REG_WORDS, '')
      .replace(LEGAL_WORDS, '')
      .replace(/^.*\d\W*/, '')
      .trim();
    if (before && /[A-Za-z]/.test(before)) return before;
  }
  return null;
}

/** A short line of letters only: what a name looks like at the head of a page. */
const nameLike = (text: string): boolean =>
  words(text).length <= 5 &&
  !/\d/.test(text) &&
  !NOT_A_NAME.test(text) &&
  !PRODUCT_TITLE.test(text) &&
  /^[A-Z]/.test(text);

/**
 * The bank's name from the statement itself: the first short line at the head of page one that the legal entity
 * begins with (`Sasfin` of `Sasfin Bank Limited`; the shortest), else the entity without its legal suffix, else the
 * first short
 * line there that names a bank. `head`: the first page's lines above its table, top first.
 */
export function letterheadBankName(head: Line[], all: Line[]): string | null {
  const entity = legalEntity(all);
  // A line's cells too: a brand block may share its baseline with the address.
  // Not a table header's cells (`Bank` of `Bank Charges` stacked), nor a bank word alone.
  // What a legal line says of the entity is no name (`Authorised financial services provider`).
  const texts = head
    .filter((l) => l.cells.length <= 3)
    .flatMap((l) => [l.text.trim(), ...l.cells.map((c) => c.text.trim())])
    .filter((t) => !LEGAL_WORDS.test(t));
  const candidates = [...texts.filter(nameLike), ...texts.map(brandOfTitle).filter((t) => t !== null)].filter(
    (t) => !/^(?:bank|mutual|finance|co-operative)$/i.test(t),
  );
  const bare = (t: string) => t.replace(LEGAL_SUFFIX, '').trim() || null;
  if (entity) {
    // The shortest such line: a brand block may print the whole entity above the name the bank goes by.
    const leads = candidates
      .filter((t) => `${entity} `.toLowerCase().startsWith(`${t} `.toLowerCase()))
      .sort((a, b) => a.length - b.length);
    return bare(leads[0] ?? entity);
  }
  const named = candidates.find((t) => BANK_WORD.test(t)) ?? candidates.find((t) => KNOWN_BRANDS.test(t));
  return named ? bare(named) : null;
}
