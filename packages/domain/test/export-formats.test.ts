import { describe, expect, it } from 'vitest';
import { FORMAT_UNAVAILABLE, formatUnavailable, isStatementFormat } from '../src';

const clean = { unknownDates: 0, unknownAmounts: 0 };

describe('formatUnavailable', () => {
  it('is null for a format the conversion has', () => {
    expect(formatUnavailable('ofx', { formats: ['ofx', 'qbo'], accountLast4: '1234', dataQuality: clean })).toBeNull();
  });

  it('says a line without a date or amount keeps OFX and QBO back', () => {
    const row = { formats: [], accountLast4: '1234', dataQuality: { unknownDates: 1, unknownAmounts: 0 } };
    expect(formatUnavailable('ofx', row)).toBe(FORMAT_UNAVAILABLE.undated);
    expect(formatUnavailable('qbo', row)).toBe(FORMAT_UNAVAILABLE.undated);
  });

  it('says QBO needs the account number', () => {
    expect(formatUnavailable('qbo', { formats: ['ofx'], accountLast4: undefined, dataQuality: clean })).toBe(
      FORMAT_UNAVAILABLE.noAccount,
    );
  });

  it('keeps OFX and QBO back while an account has no number, printed or given', () => {
    const need = { section: 0, key: 'capitec|account|1/1' };
    const row = { formats: [], dataQuality: clean, accountNumbers: [need] };
    expect(formatUnavailable('ofx', row)).toBe(FORMAT_UNAVAILABLE.noAccount);
    expect(formatUnavailable('qbo', row)).toBe(FORMAT_UNAVAILABLE.noAccount);
    const given = { formats: ['ofx', 'qbo'] as const, accountNumbers: [{ ...need, given: '1234567890' }] };
    expect(formatUnavailable('ofx', given)).toBeNull();
  });

  it('says QBO is one account a file when the statement has several', () => {
    const row = {
      formats: ['ofx'] as const,
      accountLast4: '5678',
      accountsLast4: ['5678', '5791'],
      dataQuality: clean,
    };
    expect(formatUnavailable('qbo', row)).toBe(FORMAT_UNAVAILABLE.severalAccounts);
  });

  it('tells a row from before the formats existed to convert again', () => {
    expect(formatUnavailable('ofx', {})).toBe(FORMAT_UNAVAILABLE.older);
  });

  it('knows its formats', () => {
    expect(isStatementFormat('qbo')).toBe(true);
    expect(isStatementFormat('csv')).toBe(false);
    expect(isStatementFormat('toString')).toBe(false);
  });
});
