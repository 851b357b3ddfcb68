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
    // The same statement prints in English or Afrikaans (`Tjekrekeningstaat`, `Transaksiebeskrywing`, `12 345,67-`).
    detect: [/Absa/i, /Cheque account statement|Tjekrekeningstaat/i],
    columns: [
      { role: 'date', label: label('Date|Datum') },
      { role: 'description', label: label('Transaction Description|Transaksiebeskrywing') },
      { role: 'ignoreAmount', label: label('Charge|Koste') },
      { role: 'debit', label: label('Debit Amount|Debietbedrag') },
      { role: 'credit', label: label('Credit Amount|Kredietbedrag') },
      { role: 'balance', label: label('Balance|Saldo') },
    ],
    period: /Statement period|Staatperiode/i,
    account: /(?:Account Number|Rekeningnommer):?\s*([\d-]{8,})/i,
    stop: [/^(?:Charges|Koste): A =/i],
    skip: [/^Absa Bank (?:Limited|Beperk)/i],
  },
];
