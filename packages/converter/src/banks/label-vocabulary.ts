import type { ColumnRole } from './profile';

/**
 * The words statements print over their columns, per column role, in English and Afrikaans: the generic header
 * reader is built from this list, and docs/columns.md is checked against it. A label is matched whole
 * (case-insensitive), with an optional `*` or `(R)` after it. Adding a word here teaches every unprofiled layout.
 */
export interface RoleLabels {
  role: ColumnRole;
  /** What the column holds, for the docs. */
  holds: string;
  en: string[];
  af: string[];
}

export const COLUMN_LABELS: RoleLabels[] = [
  {
    role: 'date',
    holds: 'the transaction date; a value date (a label naming value, valuta or effective) is read and left aside',
    en: [
      'Date',
      'Transaction Date',
      'Trans Date',
      'Trans. Date',
      'Tran Date',
      'Posting Date',
      'Posted Date',
      'Posted',
      'Date Posted',
      'Value Date',
      'Val Date',
      'Effective Date',
      // Rows dated by the day alone, under headings of their month (layout/month-headings.ts).
      'Day',
      // A history print's date and time in one cell, one label over both.
      'Date & Time',
      'Date and Time',
      'Date/Time',
    ],
    af: [
      'Datum',
      'Transaksiedatum',
      'Trans Datum',
      'Valutadatum',
      'Boekingsdatum',
      'Effektiewe Datum',
      'Dag',
      'Datum en Tyd',
      'Datum & Tyd',
    ],
  },
  {
    role: 'description',
    holds: 'the description, wrapped over as many lines as it takes',
    en: [
      'Description',
      'Transaction Description',
      'Transaction Details',
      'Details',
      'Narrative',
      'Particulars',
      'Transaction',
      'Narration',
      'Remarks',
    ],
    af: ['Beskrywing', 'Transaksiebeskrywing', 'Besonderhede', 'Transaksie', 'Omskrywing'],
  },
  {
    role: 'reference',
    holds: "the bank's reference for the line: kept as the row's reference, never in its description",
    en: [
      'Reference',
      'Reference No',
      'Ref No',
      'Our Reference',
      'Transaction Reference',
      'Cheque No',
      'Cheque Number',
      'Chq No',
      'Ref',
    ],
    af: ['Verwysing', 'Verwysingsnommer', 'Verw Nr', 'Tjek Nr', 'Tjeknommer', 'Verw'],
  },
  {
    role: 'debit',
    holds: 'money out, printed bare or marked',
    en: [
      'Debit',
      'Debits',
      'Debit Amount',
      'Money Out',
      'Paid Out',
      'Payments',
      'Payment',
      'Withdrawals',
      'Withdrawal',
      // Only as a header cell of its own: `Dr` of `Balance Dr/Cr` is a legend, no column.
      'Dr',
    ],
    af: ['Debiet', 'Debiete', 'Debietbedrag', 'Uitbetalings', 'Onttrekkings', 'Geld Uit', 'Dt'],
  },
  {
    role: 'credit',
    holds: 'money in',
    en: [
      'Credit',
      'Credits',
      'Credit Amount',
      'Money In',
      'Paid In',
      'Deposits',
      'Deposit',
      'Receipts',
      'Receipt',
      'Cr',
    ],
    af: [
      'Krediet',
      'Krediete',
      'Kredietbedrag',
      'Inbetalings',
      'Deposito',
      "Deposito's",
      'Geld In',
      'Ontvangstes',
      'Kt',
    ],
  },
  {
    role: 'amount',
    holds: 'one signed amount per row',
    en: ['Amount', 'Transaction Amount'],
    af: ['Bedrag', 'Transaksiebedrag'],
  },
  {
    role: 'fee',
    holds: 'a bank charge booked on its own row or beside a row; the balance says whether it moves it',
    en: ['Fee', 'Fees', 'Service Fee', 'Service Fees', 'Bank Charges', 'Charges', 'Charge'],
    af: ['Koste', 'Fooi', 'Fooie', 'Bankkoste', 'Diensfooi'],
  },
  {
    role: 'balance',
    holds: 'the running balance after the row',
    en: ['Balance', 'Running Balance', 'Available Balance'],
    af: ['Saldo', 'Lopende Saldo', 'Beskikbare Saldo'],
  },
  {
    role: 'vat',
    holds: 'the VAT of the fee beside it: included in the fee, or charged on top where the balance moves by it too',
    en: ['VAT', 'VAT Amount', 'VAT Incl'],
    af: ['BTW', 'BTW Bedrag'],
  },
  {
    role: 'rate',
    holds: 'an interest rate on every row (with or without `%`): never money',
    en: ['Rate', 'Interest Rate', 'Rate %', 'Int Rate'],
    af: ['Koers', 'Rentekoers'],
  },
  {
    role: 'ignoreAmount',
    holds:
      'accrued interest or charges, or a foreign amount: a note, never money moved (a row with only this is a note)',
    en: [
      'Interest Accrued',
      'Accrued Interest',
      'Accrued',
      'Accrued Charges',
      'Accrued Bank Charges',
      'Foreign Amount',
    ],
    af: ['Opgeloopte Rente', 'Opgeloopte Koste', 'Opgeloop', 'Buitelandse Bedrag'],
  },
  {
    role: 'ignore',
    holds:
      'a channel, branch or site, category, transaction type or code, status, time of day, currency or the card ' +
      'used: read and left aside, never in the description',
    en: [
      'Channel',
      'Source',
      'Branch',
      'Site',
      'Category',
      'Type',
      'Transaction Type',
      'Tran Type',
      'Code',
      'Tran Code',
      'Transaction Code',
      'Status',
      'Time',
      'Currency',
      'Card No',
      'Card Number',
    ],
    af: [
      'Kanaal',
      'Tak',
      'Kategorie',
      'Tipe',
      'Transaksietipe',
      'Transaksiesoort',
      'Kode',
      'Transaksiekode',
      'Tyd',
      'Geldeenheid',
      'Kaart Nr',
      'Kaartnommer',
    ],
  },
];

/** Words of the lines that only state a balance or say the table goes on, in both languages. */
export const LINE_LABELS = {
  opening: [
    'Opening Balance',
    'Balance Brought Forward',
    'Previous Balance',
    'Balance at (?:the )?Start(?: of (?:the )?Period)?',
    'Outstanding Balance at (?:the )?Start',
    'Openingsaldo',
    'Saldo Oorgebring',
    'Vorige Saldo',
  ],
  closing: [
    'Closing Balance',
    'Balance at End of Period',
    'Afsluitingsaldo',
    'Slotsaldo',
    'Eindsaldo',
    'Saldo Afgesluit',
  ],
  broughtForward: ['Brought Forward', 'Balance Brought Forward', 'Saldo Oorgebring', 'Oorgebring', 'B/F'],
  carriedForward: ['Carried Forward', 'Balance Carried Forward', 'Saldo Oorgedra', 'Oorgedra', 'C/F'],
  continued: [
    'Continued on (?:the )?next page',
    'Continued on page \\d+',
    'Continued overleaf',
    '(?:Statement )?Continues overleaf',
    '(?:Statement )?Continues on (?:the )?next page',
    'Continued',
    'Please turn over',
    'Turn over',
    'P\\.? ?T\\.? ?O',
    'Vervolg op (?:die )?volgende bladsy',
    'Vervolg op bladsy \\d+',
    'Vervolg oor',
    'Vervolg',
    'Blaai om',
    'Sien ommesy',
  ],
  /** A card's summary: what was owed at the last statement, and what is owed now (`Balance Owing` alone is now). */
  cardOpening: [
    'Balance Owing Last Statement',
    'Balance (?:on|from|at) (?:the )?Last Statement',
    'Previous Statement Balance',
    'Last Statement Balance',
    'Saldo Vorige Staat',
  ],
  cardClosing: [
    'New Balance',
    'Total Amount Owing',
    'Amount Owing',
    'Balance Owing(?! (?:on |from |at )?(?:the )?(?:last|previous))',
    'Outstanding Balance(?! at (?:the )?start)',
    'Balance Outstanding',
    'Current Balance',
    'Nuwe Saldo',
    'Uitstaande Saldo',
  ],
} as const;

/**
 * A line that only says the table goes on overleaf (`-- continued --`, `Please turn over`), or a later page's title
 * that says so in brackets (`Your transactions (continued)`): furniture, never a description's wrapped line.
 */
const GOES_ON_TITLE = String.raw`[a-z][a-z '&/-]{0,40}\((?:continued|cont(?:'?d|\.)?|vervolg)\)`;
export const CONTINUED_LINE = new RegExp(
  `^[\\W_]*(?:${LINE_LABELS.continued.join('|')})[\\W_]*$|^${GOES_ON_TITLE}$`,
  'i',
);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every label, longest first, so a two-word label is found before the word it starts with. */
export const ALL_LABELS: { label: string; role: ColumnRole }[] = COLUMN_LABELS.flatMap(({ role, en, af }) =>
  [...en, ...af].map((label) => ({ label, role })),
).sort((a, b) => b.label.length - a.label.length);

const ROLE_BY_LABEL = new Map(ALL_LABELS.map(({ label, role }) => [label.toLowerCase(), role]));
const SUFFIX = String.raw`\*?(?: \(r\))?`;

/** Splits a header piece into its labels: known labels first (longest first), else single words. */
// A label ends where its word does (`Transactions` is no `Transaction`); labels run together are cut apart first.
export const LABEL_SPLIT = new RegExp(
  `(?:(?:${ALL_LABELS.map((l) => escape(l.label)).join('|')})(?![a-z])|[a-z'%]+)${SUFFIX}`,
  'gi',
);

/** Labels that name a column only as a header cell of their own: beside other words they are a sign's legend. */
export const LONE_LABEL = /^(?:dr|cr|dt|kt)$/i;

/** The role of one label as `LABEL_SPLIT` cut it, if it is a known label. */
export function roleOfLabel(word: string): ColumnRole | undefined {
  return ROLE_BY_LABEL.get(word.toLowerCase().replace(/\*?(?: \(r\))?$/, ''));
}

/** Single words labels are made of, for telling a label's lower line from a wrapped description. */
export const LABEL_WORDS: ReadonlySet<string> = new Set(
  ALL_LABELS.flatMap(({ label }) => label.toLowerCase().split(' ')),
);
