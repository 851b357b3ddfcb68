import type { Line } from '../layout/lines';

/** What only a credit card's statement prints about the account, in either language. */
const CARD_ONLY = [/minimum (?:payment|amount)|minimum ?betaling|minimum bedrag/i, /payment due|betaling verskuldig/i];
/** What a card's statement prints beside them (a bank account may print one of these too). */
const CARD_ALSO = [/credit card|kredietkaart/i, /credit limit|kredietlimiet/i, /available credit|beskikbare krediet/i];

/**
 * Whether the lines over the first posting describe a credit card: a minimum payment or a payment due, and one thing
 * more (the card, its limit, the credit left). An overdraft's limit or an advert for a card alone is no card.
 */
export function printsAsCard(head: Line[]): boolean {
  const text = head.map((l) => l.text).join('\n');
  const only = CARD_ONLY.filter((r) => r.test(text)).length;
  return only > 0 && only + CARD_ALSO.filter((r) => r.test(text)).length >= 2;
}

/** Whether the text outside the rows names a card at all: a card layout reads no other account. */
export const namesCard = (text: string): boolean =>
  /credit ?card|kredietkaart|\bcard (?:number|no\b)|kaartnommer/i.test(text) || CARD_ONLY.some((r) => r.test(text));
