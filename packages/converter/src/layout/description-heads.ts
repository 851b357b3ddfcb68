import type { AnchorItem, LineItem, TableItem } from './row-placement';

/**
 * Words a posting's description opens with: the kind of transaction (a purchase, a debit order, a transfer, a fee), in
 * English and Afrikaans. Not the words a description's later lines often start with as well: a channel (`Online
 * banking`), a reference (`Notice ref 7401`), a rate. Kept as data: a bank that names its postings otherwise adds its
 * words here, with a test.
 */
const HEAD_WORDS = new Set(
  [
    // English
    'pos purchase debit eft payment pmt transfer trf deposit cash atm withdrawal salary wages interest fee fees',
    'charge charges service monthly admin magtape prepaid airtime sms cheque loan premium insurance reversal refund',
    'immediate scheduled dividend commission overdraft unpaid debicheck naedo',
    // Afrikaans
    'aankoop betaling oordrag deposito kontant onttrekking salaris rente fooi fooie koste debietorder diensfooi',
    'maandelikse tjek lening premie terugbetaling omkering inbetaling',
  ]
    .join(' ')
    .split(' '),
);

/** A description's first `n` words, as the print's descriptions are compared: letters only, any case. */
function firstWords(text: string, n: number): string | null {
  const words = text.trim().toLowerCase().split(/\s+/).slice(0, n);
  return words.length === n && words.every((w) => /^\p{L}[\p{L}'-]*$/u.test(w)) ? words.join(' ') : null;
}

/**
 * How this table's descriptions open, from rows that no placement question touches: a row with no wrapped line over
 * or under it opens its description on its own line. Its first word and its first two.
 */
function openings(items: TableItem[]): Set<string> {
  const out = new Set<string>();
  items.forEach((it, i) => {
    if (it.kind !== 'anchor' || !it.row || !it.hasDesc) return;
    if (items[i - 1]?.kind === 'line' || items[i + 1]?.kind === 'line') return;
    for (const n of [1, 2]) {
      const words = firstWords(it.row.desc.join(' '), n);
      if (words) out.add(words);
    }
  });
  return out;
}

/**
 * A line may open a description: its first word names a kind of transaction, or opens rows of this table. It surely
 * does where its first two words open rows of this table, or its first word both names a kind and opens rows here.
 */
function openers(items: TableItem[]): { may: (text: string) => boolean; surely: (text: string) => boolean } {
  const seen = openings(items);
  const head = (text: string) => HEAD_WORDS.has(firstWords(text, 1) ?? '');
  const opensHere = (text: string, n: number) => seen.has(firstWords(text, n) ?? '');
  return {
    may: (text) => head(text) || opensHere(text, 1),
    surely: (text) => opensHere(text, 2) || (head(text) && opensHere(text, 1)),
  };
}

type Owners = Map<LineItem, AnchorItem | null>;

/** One vote for each way that gives `line` to `want`. */
function vote(kept: Owners[], votes: number[], line: LineItem, want: AnchorItem): void {
  kept.forEach((k, j) => {
    if (k.get(line) === want) votes[j] = (votes[j] ?? 0) + 1;
  });
}

/**
 * Of two ways the page's geometry leaves open, the one the descriptions' own words choose. Where wrapped lines stand
 * between two rows, the row below opens its description either on its own line or with those lines. A line that
 * cannot open a description, over a row that may, goes on with the row above (`TRANSFER TO SAVINGS` / `POLICY 55312` /
 * `POS PURCHASE ENGEN`); a line that surely opens one, over a row that cannot, opens the row below. Chosen only when at
 * least two such places agree and none disagrees (one, where the ways part at one place only); otherwise both ways
 * stand and the rows are flagged.
 */
export function byHeads(kept: Owners[], items: TableItem[]): Owners[] {
  if (kept.length !== 2) return kept;
  const { may, surely } = openers(items);
  const votes = [0, 0];
  let places = 0;
  for (let i = 1; i < items.length; i++) {
    const [above, line] = [items[i - 1] as TableItem, items[i] as TableItem];
    if (above.kind !== 'anchor' || line.kind !== 'line' || kept[0]?.get(line) === kept[1]?.get(line)) continue;
    places++;
    const below = items.slice(i + 1).find((it) => it.kind !== 'line');
    if (below?.kind !== 'anchor' || !below.row || !below.hasDesc) continue;
    const [row, text] = [below.row.desc.join(' '), line.desc.join(' ')];
    if (may(row) && !may(text)) vote(kept, votes, line, above);
    else if (surely(text) && !may(row)) vote(kept, votes, line, below);
  }
  // Where the ways part at one place only, that place's words are all the evidence there is.
  const need = places === 1 ? 1 : 2;
  const [a, b] = votes as [number, number];
  if (a >= need && b === 0) return [kept[0] as Owners];
  if (b >= need && a === 0) return [kept[1] as Owners];
  return kept;
}
