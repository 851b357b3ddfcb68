import type { LayoutProfile } from './profile';
import { label, money } from './patterns';

export const otherProfiles: LayoutProfile[] = [
  {
    bank: 'Discovery',
    layout: 'discovery',
    detect: [/Discovery Bank/i, /Transaction timeline/i],
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'ignore', label: /\bCard no\./i },
      { role: 'ignore', label: label('Type') },
      { role: 'description', label: label('Details') },
      { role: 'amount', label: label('Amount') },
    ],
    period: /^Statement period/i,
    opening: money(String.raw`^Opening balance on \d{1,2} [A-Za-z]+ \d{4}`),
    closing: money(String.raw`^Closing balance on \d{1,2} [A-Za-z]+ \d{4}`),
    stop: [/^End of transactions/i],
    skip: [/^Discovery Bank Limited/i],
  },
  {
    bank: 'Investec',
    layout: 'investec',
    detect: [/Investec/i, /Posted date/i],
    columns: [
      { role: 'date', label: label('Posted date') },
      { role: 'ignore', label: label('Value date') },
      { role: 'description', label: label('Description') },
      { role: 'debit', label: label('Debit') },
      { role: 'credit', label: label('Credit') },
      { role: 'balance', label: label('Balance') },
    ],
    balanceUnsigned: 1,
    period: /Statement period/i,
    skip: [/^Investec Bank Limited/i],
  },
  {
    bank: 'TymeBank',
    layout: 'tymebank',
    detect: [/TymeBank/i, /EveryDay account/i],
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Description') },
      { role: 'fee', label: label('Fees') },
      { role: 'debit', label: label('Money Out') },
      { role: 'credit', label: label('Money In') },
      { role: 'balance', label: label('Balance') },
    ],
    period: /Statement period/i,
    opening: money('^Opening Balance'),
    closing: money('^Closing Balance'),
  },
  {
    bank: 'African Bank',
    layout: 'african-bank',
    detect: [/African Bank/i, /TRANSACTION DETAILS/],
    columns: [
      { role: 'date', label: label('TRANSACTION DATE') },
      { role: 'description', label: label('TRANSACTION DETAILS') },
      { role: 'ignoreAmount', label: label('BANK CHARGES') }, // repeats the fee row's amount; not a second debit
      { role: 'amount', label: label('AMOUNT') },
      { role: 'balance', label: label('BALANCE') },
    ],
    opening: money('^Opening Balance'),
    closing: money('^Closing Balance'),
  },
];
