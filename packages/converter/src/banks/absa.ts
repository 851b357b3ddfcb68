import type { LayoutProfile } from './profile';
import { label, money } from './patterns';

export const absaProfiles: LayoutProfile[] = [
  {
    bank: 'ABSA',
    layout: 'absa-credit-card',
    detect: [/Absa/i, /Credit Card/i],
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Description') },
      { role: 'amount', label: label('Amount') },
    ],
    card: true,
    unsigned: -1, // the card balance owed and purchases print bare; payments carry Cr
    opening: money('Opening balance'),
    closing: money('Closing balance'),
    period: /Statement period/i,
    stop: [/^Minimum payment/i],
  },
  {
    bank: 'ABSA',
    layout: 'absa-cheque',
    detect: [/Absa/i, /Cheque account statement/i],
    columns: [
      { role: 'date', label: label('Date') },
      { role: 'description', label: label('Transaction Description') },
      { role: 'ignoreAmount', label: label('Charge') },
      { role: 'debit', label: label('Debit Amount') },
      { role: 'credit', label: label('Credit Amount') },
      { role: 'balance', label: label('Balance') },
    ],
    period: /Statement period/i,
    account: /Account Number:?\s*([\d-]{8,})/i,
    stop: [/^Charges: A =/i],
    skip: [/^Absa Bank Limited/i],
  },
];
