import { isAmount } from '../parse/amount';
import { monthFromName } from '../parse/date';
import { LINE_LABELS } from '../banks/label-vocabulary';

/** Lines that name balances or totals, and postings whose descriptions only sound like them. */

/**
 * A line of totals under the rows (`TOTALS 38,544.57 161,240.43`, `Total debits 31,645.14`): it sums them, and is no
 * posting of its own. Undated only: a dated row may well be named so.
 */
const TOTALS_LINE = new RegExp(
  String.raw`^(?:page |statement |period |sub-?)?(?:totals?|totaal|totale)` +
    String.raw`(?: for (?:the )?(?:page|period|statement)| (?:debits?|credits?|money (?:in|out)|debiete|krediete))?:?$`,
  'i',
);

/** A card's number as a group of rows names it: masked, or by its last four digits (`**** 4400`, `ending in 4400`). */
const CARD_NO = String.raw`(?:(?:\d{4}[\s*xX]*)?[*xX]{2,}[\s*xX]*\d{4}|(?:ending|eindig op)(?: in)? \d{4}|\d{4})`;

/** One card's rows on a statement of several cards end on its total (`Total for card ending 4400`, `Card total`). */
const CARD_TOTAL = new RegExp(
  String.raw`^(?:(?:sub-?)?total|totaal)` +
    String.raw`(?: (?:for|of|on|vir) (?:the )?(?:card|kaart)(?: no\.?| number)?:?)? ${CARD_NO}\b|` +
    String.raw`^(?:card|kaart)(?: ${CARD_NO})? (?:sub-?)?(?:total|totaal):?$|^sub-?tota(?:a)?l\b`,
  'i',
);

/**
 * And start under its heading: the card's number, masked, and its holder (`Card 5412 **** **** 4400 MR T NKOSI`). A
 * wrapped description that names a card says more (`card 4512**** 9676 01/01`) or less (`CARD 4587**1234`).
 */
const NAME = String.raw`[a-z][a-z .'-]*`;
const CARD_HEADING = new RegExp(
  [
    String.raw`^(?:transactions (?:for|on) )?(?:(?:main|primary|additional|secondary) )?` +
      String.raw`(?:card(?:holder)?|kaart(?:houer)?)` +
      String.raw`(?: no\.?| number| nommer)?:? (?:\d{4} [*xX]{4} [*xX]{4} \d{4}|${CARD_NO}(?= ?[-:(]? ?[a-z]))` +
      String.raw`(?: ?[-:(]? ?[a-z][a-z .'()-]*)?$`,
    // The holder first (`Main card: MR T MOKOENA (card ending 4956)`, `Cardholder: MR L NAIDOO - 5202`).
    String.raw`^(?:(?:main|primary|additional|secondary) card|card ?holder|kaarthouer):? ${NAME}` +
      String.raw`(?: ?[-(] ?(?:card )?${CARD_NO}\)?)?$`,
    // The account's own rows beside the cards' (`Account level transactions`, `Payments, interest and fees`).
    String.raw`^(?:account(?: level)?|card|other|rekening) transa(?:ctions|ksies)$`,
    String.raw`^(?:payments|interest|fees|charges)(?:,? (?:and )?(?:payments|interest|fees|charges))+$`,
  ].join('|'),
  'i',
);

/** The words a balance line says besides its figures: any other word makes it a posting named so. */
const BALANCE_LINE_WORDS = new Set(
  [
    'balance bal brought carried forward opening closing b/f c/f',
    'saldo oorgebring oorgedra openingsaldo afsluitingsaldo new owing nuwe previous vorige staat afgesluit',
    'current outstanding slotsaldo eindsaldo uitstaande',
    // A card's: what it owed at the last statement, and what it owes now (`Total amount owing`).
    'last from on the amount',
    'at date of statement page totals total - : start end period',
  ]
    .join(' ')
    .split(' '),
);

/**
 * What a balance line printed without its figure may say besides its label: when and for what (`Balance brought
 * forward from previous statement`, `Closing balance as at 31 January 2026`).
 */
const DATED_LABEL_WORD = new RegExp(
  String.raw`^(?:\d{1,2}|\d{4}|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|` +
    'as|on|of|for|from|per|the|this|last|statement|op|van|vir|die)$',
);

/**
 * A posting whose description holds a balance line's words (`SETTLEMENT OF CLOSING BALANCE LOAN 88123`, `TRANSFER
 * OPENING BALANCE`): it moves money in a money column and says more than a balance line does. A balance line with
 * its page's totals (`Carried forward`) says nothing more. Without figures, a line that says more than a balance
 * line would, dates and all, is a posting's wrapped description (`OPENING BALANCE DEPOSIT` under `TRANSFER TO NEW
 * ACC`).
 */
export function postingNamedSo(parts: {
  figures: readonly unknown[];
  balance?: unknown;
  desc: readonly string[];
}): boolean {
  const words = parts.desc
    .join(' ')
    .split(/\s+/)
    .map((w) => w.replace(/[.,:]+$/, ''))
    .filter(Boolean);
  const more = (w: string) => !BALANCE_LINE_WORDS.has(w.toLowerCase());
  if (parts.figures.length > 0) return words.some(more);
  // A figure in the label's cell (`Closing balance R32,670.04`) or the balance column makes it a balance line.
  if (parts.balance || words.some((w) => isAmount(w))) return false;
  const dated = (w: string) => DATED_LABEL_WORD.test(w.toLowerCase()) || monthFromName(w) !== undefined;
  return words.some((w) => more(w) && !dated(w));
}

/** What the account holds to spend (`Available balance 98,697.17 Cr`): a figure of the summary, never a posting. */
const AVAILABLE_LINE = /^(?:available balance|beskikbare saldo)(?: (?:at|on|op) .*)?:?$/i;
/** A summary's group of money in or out, its count before the figure (`Funds used 9 61,418.10`, `Bank charges`). */
const GROUP_LINE = new RegExp(
  String.raw`^(?:funds (?:used|received)|bank (?:charges|fees)|service fees|total fees|fondse (?:gebruik|ontvang)|` +
    String.raw`bankkoste)(?: \((?:debits|credits)\))?(?: \d+)?:?$`,
  'i',
);

/** Whether an undated line's description (its words, not its figures) names a line of totals or of the summary. */
export const isTotalsLine = (desc: readonly string[]): boolean => {
  const text = desc.join(' ').trim();
  return TOTALS_LINE.test(text) || AVAILABLE_LINE.test(text) || GROUP_LINE.test(text) || CARD_TOTAL.test(text);
};

/** How many rows the table holds, printed under them (`Number of transactions: 37`, `Aantal transaksies: 37`). */
const COUNT_LINE = new RegExp(
  String.raw`^(?:(?:total )?(?:number|no\.?) of (?:transactions|entries|items)|(?:transaction|item) count|` +
    String.raw`(?:totale )?aantal (?:transaksies|inskrywings)):?\s*\d+$`,
  'i',
);

/** Whether an undated line without figures says how many rows there are. */
export const isCountLine = (desc: readonly string[]): boolean => COUNT_LINE.test(desc.join(' ').trim());

/** The period's totals with each figure named in the text (`Total for period Debits 508,685.10 Credits 1,084.54`). */
const STATED_TOTALS = new RegExp(
  String.raw`^(?:page |statement |period |sub-?)?(?:totals?|totaal|totale)` +
    String.raw`(?: for (?:the )?(?:page|period|statement))?:?` +
    String.raw`(?:\s+(?:debits?|credits?|money (?:in|out)|fees|debiete|krediete|fooie):?\s*R?\s?\d[\d ,.]*[.,]\d\d` +
    String.raw`(?:\s?(?:cr|dr|kt|dt))?)+$`,
  'i',
);

/** Whether a line states the totals in its words, its figures in no figure column: no row's wrapped text. */
export const isStatedTotals = (text: string): boolean => text.length <= 200 && STATED_TOTALS.test(text.trim());

/** Whether a line without figures heads one card's rows on a statement of several cards. */
export const isCardHeading = (desc: readonly string[]): boolean =>
  CARD_HEADING.test(desc.join(' ').replace(/\s+/g, ' ').trim());

/** The labels a statement's first balance line prints (the vocabulary's): after a closing, the next one starts. */
export const OPENING_ROW = new RegExp(
  [...LINE_LABELS.opening, ...LINE_LABELS.broughtForward, ...LINE_LABELS.cardOpening].join('|'),
  'i',
);
