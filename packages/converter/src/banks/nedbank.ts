import type { LayoutProfile } from './profile';
import { label, money } from './patterns';

export const nedbankProfiles: LayoutProfile[] = [
  {
    bank: 'Nedbank',
    layout: 'nedbank-internet',
    detect: [/Nedbank/i, /Statement Enquiry/i],
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Transaction') },
      { role: 'debit', label: label('Debit') },
      { role: 'credit', label: label('Credit') },
      { role: 'balance', label: label('Balance') },
    ],
    stop: [/^End of enquiry/i],
    skip: [/^https?:\/\//i, /Nedbank Online Banking$/i],
  },
  {
    bank: 'Nedbank',
    layout: 'nedbank-monthly',
    detect: [/Nedbank/i, /Statement period/i],
    columns: [
      { role: 'reference', label: label('Tran list no') },
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Description') },
      { role: 'fee', label: /Fees \(R\)/i },
      { role: 'debit', label: /Debits \(R\)/i },
      { role: 'credit', label: /Credits \(R\)/i },
      { role: 'balance', label: /Balance \(R\)/i },
    ],
    headerMin: 6,
    period: /Statement period/i,
    opening: money('^Opening balance'),
    closing: money('^Closing balance'),
    totalCredits: money('^Funds received/Credits'),
    totalDebits: money('^Funds used/Debits'),
    account: /account (\d{10})/i,
    stop: [/^\* VAT inclusive/i, /^End of transactions/i],
    skip: [/^Nedbank Ltd Reg/i],
  },
];
