// The words a bank prints before the other party's name: the kind of transaction, not who it was with.
const KIND = [
  'fnb app payment to',
  'fnb app payment from',
  'internet pmt to',
  'internet payment to',
  'ib payment to',
  'immediate payment to',
  'payment 1day cr from',
  'payment to',
  'payment from',
  'pmt to',
  'pmt from',
  'transfer to',
  'transfer from',
  'pos purchase',
  'cheque card purchase',
  'card purchase',
  'online purchase',
  'debit order',
  'magtape credit',
  'magtape debit',
  'eft credit',
  'eft debit',
  'eft payment',
  'digital payment dt',
  'digital payment cr',
  'send money',
  'cash deposit',
].sort((a, b) => b.length - a.length);
const KIND_AT_START = new RegExp(
  String.raw`^(?:${KIND.map((k) => k.replace(/ /g, String.raw`\s+`)).join('|')})\b[\s:-]*`,
  'i',
);
// A card number printed masked after the merchant (`412752*6823`, `**** 6823`) names the card, not the payee.
const CARD_MASK = /\s+(?:\d{4,6}\*+\d{4}|\*{4}\s?\d{4})\s*$/;
// A reference the payer gave (`... Ref Invoice 4821`) follows the name.
const REF_TAIL = /\s+ref\b.*$/i;

/**
 * Who the money went to or came from, for importers with a Payee column: the description without the kind of
 * transaction in front, the card mask or payer's reference behind; the whole description when that leaves nothing.
 * @example payee('POS Purchase Checkers Sandton 412752*6823') // 'Checkers Sandton'
 * @example payee('Interest Received') // 'Interest Received'
 */
export function payee(description: string): string {
  const name = description.trim().replace(KIND_AT_START, '').replace(CARD_MASK, '').replace(REF_TAIL, '').trim();
  return /[A-Za-z]/.test(name) ? name : description.trim();
}
