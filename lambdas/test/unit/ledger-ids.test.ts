import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_ENTRY, SIGNUP_ENTRY, ledgerIds, signupAddressKey } from '../../src/adapters/ledger-ids';

const srcDir = join(import.meta.dirname, '..', '..', 'src');

describe('ledger entry ids', () => {
  it('keep the shapes already stored in the ledger', () => {
    expect([
      ledgerIds.debit('c-1'),
      ledgerIds.refund('c-1'),
      ledgerIds.promo('WELCOME'),
      ledgerIds.purchase('r-1'),
    ]).toEqual(['debit#c-1', 'refund#c-1', 'promo#WELCOME', 'purchase#r-1']);
    expect(ledgerIds.purchaseRefund('r-1', '42')).toBe('purchase-refund#r-1#42');
    expect([SIGNUP_ENTRY, ACCOUNT_DELETED_ENTRY]).toEqual(['signup', 'account-deleted']);
    expect(signupAddressKey('abc')).toEqual({ userId: 'signup-address#abc', entryId: 'signup' });
  });

  it('are built nowhere else in lambdas/src', () => {
    const spelled =
      /`(debit|refund|promo|purchase|purchase-refund|signup-address)#\$\{|['"](signup|account-deleted)['"]/;
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('ledger-ids.ts'),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => spelled.test(readFileSync(join(srcDir, f), 'utf8')))).toEqual([]);
  });
});
