import type { LayoutProfile } from './profile';
import { label, money } from './patterns';

export const standardBankProfiles: LayoutProfile[] = [
  {
    bank: 'Standard Bank',
    layout: 'standard-bank-card',
    detect: [/Standard Bank/i, /Credit Card Statement/i],
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Description') },
      { role: 'amount', label: label('Amount') },
    ],
    card: true,
    sideBySide: true,
    // From the card's side: a bare figure adds to what is owed (money out), payments end `Cr`.
    unsigned: -1,
    period: /^Statement period/i,
    opening: money('^Opening balance'),
    closing: money('^Closing balance'),
    account: /Account number (\d[\d ]{10,}\d)/i,
    stop: [/^End of transactions/i],
    skip: [/^The Standard Bank of South Africa/i],
  },
  {
    bank: 'Standard Bank',
    layout: 'standard-bank-2015',
    // 2015 internet-banking print: ISO dates, `R 450.00-` amounts, browser header and footer on every page.
    detect: [/Standard Bank/i, /Internet Banking/i, /Statement period:? \d{4}-\d{2}-\d{2}/i],
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Description') },
      { role: 'amount', label: label('Amount') },
      { role: 'balance', label: label('Balance') },
    ],
    period: /^Statement period/i,
    opening: money('^Opening Balance'),
    closing: money('^Closing Balance'),
    account: /Account number:? (\d[\d ]{8,}\d)/i,
    skip: [/^https?:\/\//i],
  },
  {
    bank: 'Standard Bank',
    layout: 'standard-bank-business',
    detect: [/Standard Bank/i, /Business Online/i],
    columns: [
      { role: 'ignore', label: label('Page') },
      { role: 'description', label: label('Details') },
      { role: 'ignoreAmount', label: label('Service Fee') }, // informational: does not move the balance
      { role: 'debit', label: label('Debit') },
      { role: 'credit', label: label('Credit') },
      { role: 'date', label: label('Date') },
      { role: 'balance', label: label('Balance') },
    ],
    period: /Statement from/i,
    stop: [/^End of statement/i],
    skip: [/printed copy$/i],
  },
  {
    bank: 'Standard Bank',
    layout: 'standard-bank-app',
    detect: [/Standard Bank/i, /From: \d{1,2} [A-Za-z]{3} \d{2}/],
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Description') },
      { role: 'debit', label: label('Payments') },
      { role: 'credit', label: label('Deposits') },
      { role: 'balance', label: label('Balance') },
    ],
    totalDebits: money('^Payments'),
    totalCredits: money('^Deposits'),
    closing: money('^Closing balance'),
    stop: [/^Statement Summary/i],
  },
  {
    bank: 'Standard Bank',
    layout: 'standard-bank-monthly',
    detect: [/Standard Bank/i, /Statement from/i],
    columns: [
      { role: 'description', label: label('Details') },
      { role: 'ignore', label: label('Service Fee') }, // `##` fee markers only
      { role: 'debit', label: label('Debits') },
      { role: 'credit', label: label('Credits') },
      { role: 'date', label: label('Date') },
      { role: 'balance', label: label('Balance') },
    ],
    monthFirst: true,
    period: /Statement from/i,
    account: /Account Number ([\d ]{10,})/i,
    skip: [/^The Standard Bank of South Africa/i],
  },
];
