import { genericCardProfile, PROFILES } from './banks/index';
import type { Statement } from './types';

const CARD_LAYOUTS = new Set([...PROFILES, genericCardProfile].filter((p) => p.card === true).map((p) => p.layout));

/**
 * Whether the statement was read as a credit card's (its layout's `card` flag): its amounts are from the holder's side,
 * so an accounting package imports it into a credit-card account, not a bank account (docs/signs.md).
 */
export const isCardStatement = (s: Pick<Statement, 'layout'>): boolean => CARD_LAYOUTS.has(s.layout);
