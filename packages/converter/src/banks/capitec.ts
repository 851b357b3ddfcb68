import type { LayoutProfile } from './profile';
import { label, money } from './patterns';

export const capitecProfiles: LayoutProfile[] = [
  {
    bank: 'Capitec',
    layout: 'capitec-2018',
    detect: [/Capitec/i, /Savings Account Statement/i],
    columns: [
      { role: 'date', label: label('Posting Date') },
      { role: 'ignore', label: label('Transaction Date') },
      { role: 'description', label: label('Description') },
      { role: 'credit', label: /Money In \(R\)/i },
      { role: 'debit', label: /Money Out \(R\)/i },
      { role: 'balance', label: /Balance \(R\)/i },
    ],
    period: /Statement Period/i,
    opening: money('^Opening Balance'),
    closing: money('^Closing Balance'),
    stop: [/^End of Statement/i],
  },
  {
    bank: 'Capitec',
    layout: 'capitec-2022',
    detect: [/Capitec/i, /Main Account Statement/i],
    // Summary pages (including scheduled payments) come first and must not be read as transactions.
    start: /^Transaction History/i,
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Description') },
      { role: 'ignore', label: label('Category') },
      { role: 'credit', label: label('Money In') },
      { role: 'debit', label: label('Money Out') },
      { role: 'fee', label: label('Fee') },
      { role: 'balance', label: label('Balance') },
    ],
    period: /From Date/i,
    opening: money('^Opening Balance'),
    closing: money('^Closing Balance'),
    stop: [/^Pending Card Transactions/i],
    splitFees: true,
    skip: [/^\* Includes VAT/i, /^Client Care Centre/i, /^Unique Document No/i],
  },
];
