import type { LayoutProfile } from './profile';
import { label, money } from './patterns';

const COLUMNS = [
  { role: 'date', label: label('Date|Datum') },
  { role: 'description', label: label('Description|Beskrywing') },
  { role: 'amount', label: label('Amount|Bedrag') },
  { role: 'balance', label: label('Balance|Saldo') },
  { role: 'ignoreAmount', label: label('Accrued|Opgeloopte') },
] as const;

const common = {
  bank: 'FNB',
  columns: [...COLUMNS],
  headerMin: 4,
  // A bare figure is a debit, in amounts and in overdrawn balances alike.
  unsigned: -1,
  opening: money('(?:Opening Balance|Openingsaldo)'),
  closing: money('(?:Closing Balance|Afsluitingsaldo)'),
  period: /Statement Period|Staat Periode/i,
  account: /(?:Account|[Rr]ekening)[^:\d]*:?\s*(\d{6,})/,
  totalCredits: money(String.raw`(?:No\. Credit Transactions|Nr\. Krediet Transaksies)\s*:?\s*\d+`),
  totalDebits: money(String.raw`(?:No\. Debit Transactions|Nr\. Debiet Transaksies)\s*:?\s*\d+`),
  stop: [/Turnover for Statement Period|Omset vir Staat Periode/i],
  skip: [/^Delivery Method|^Aflewering/i, /^Transactions in RAND|^Transaksies in RAND/i],
} satisfies Omit<LayoutProfile, 'layout' | 'detect'>;

export const fnbProfiles: LayoutProfile[] = [
  { ...common, layout: 'fnb-afrikaans', detect: [/FNB|Eerste Nasionale Bank/i, /Transaksies in RAND/i] },
  {
    ...common,
    layout: 'fnb-2015',
    detect: [/FNB|First National Bank/i, /Transactions in RAND/i, /Accrued Bank Charges/i],
  },
  { ...common, layout: 'fnb-current', detect: [/FNB|First National Bank/i, /Transactions in RAND/i] },
];
