import { isAmount } from '../parse/amount';
import type { Line } from './lines';

/**
 * A foreign-currency account's statement (a CFC or global account: USD, EUR, GBP) prints its figures with the
 * currency's sign or code (`$19,964.55`, `-$37.00`, `€15.00-`, `USD 130,791.22`) where a rand account prints an `R`
 * or nothing. Where most of the statement's figures carry one such currency, it is the account's: the sign is taken
 * off them all, and the figures read as any account's. On a rand statement a foreign figure is the minority (a card
 * purchase's original amount beside the rand one) and stays text, never a figure of the account.
 */

/** The currencies South African banks hold accounts in, as a figure's prefix. */
const PREFIX = /^([-\u2212\u2013+]?)(US\$|\$|€|£|USD|EUR|GBP|AUD|CAD|CHF|NZD|JPY|CNY)\s?(?=\d)/;
/** More than half the figures: a foreign figure among rand ones is another amount, not the account's. */
const SHARE = 0.5;
/** Figures enough to say what the statement prints. */
const MIN_FIGURES = 4;

/** A sign and its code are one currency. */
const CODE: Readonly<Record<string, string>> = { $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP' };

const currencyOf = (text: string): string | null => {
  const m = PREFIX.exec(text);
  if (!m || !isAmount(`${m[1]}${text.slice(m[0].length)}`)) return null;
  return CODE[m[2] as string] ?? (m[2] as string);
};

/** The statement's lines with the account's own currency taken off its figures; as they are on a rand statement. */
export function inAccountCurrency(lines: Line[]): Line[] {
  const counts = new Map<string, number>();
  let figures = 0;
  for (const l of lines)
    for (const c of l.cells) {
      const cur = currencyOf(c.text);
      if (cur) counts.set(cur, (counts.get(cur) ?? 0) + 1);
      if (cur || isAmount(c.text)) figures++;
    }
  const [own, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  if (!own || figures < MIN_FIGURES || n <= figures * SHARE) return lines;
  return lines.map((l) => {
    if (!l.cells.some((c) => currencyOf(c.text) === own)) return l;
    const cells = l.cells.map((c) => {
      const m = currencyOf(c.text) === own ? PREFIX.exec(c.text) : null;
      return m ? { ...c, text: `${m[1]}${c.text.slice(m[0].length)}` } : c;
    });
    return { ...l, cells, text: cells.map((c) => c.text).join(' ') };
  });
}
