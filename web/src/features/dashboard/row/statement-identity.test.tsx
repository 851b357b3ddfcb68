import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversion } from '../../../lib/conversions';
import { completedConversion } from '../../../testing/conversion';
import { StatementIdentity } from './statement-identity';

const row = (extra: Partial<Conversion>): Conversion => ({
  ...completedConversion({
    fileName: 'statement.pdf',
    originalFileName: 'statement.pdf',
    fileSize: 2048,
    creditsUsed: 2,
    createdAt: '2026-03-01T08:30:00Z',
  }),
  bank: 'FNB',
  periodStart: '2025-11-13',
  periodEnd: '2025-12-14',
  ...extra,
});

afterEach(cleanup);

describe('statement identity on a history row', () => {
  it('names every account a statement of several accounts holds', () => {
    render(<StatementIdentity conversion={row({ accountLast4: '5678', accountsLast4: ['5678', '5791', ''] })} />);
    expect(screen.getByText('FNB · 3 accounts: ····5678, ····5791, ····? · 13 Nov – 14 Dec 2025')).toBeTruthy();
    expect(
      screen.getByLabelText('FNB, 3 accounts, ending 5678, 5791, unknown, statement period 13 Nov – 14 Dec 2025'),
    ).toBeTruthy();
  });

  it('shows the one account of an ordinary statement', () => {
    render(<StatementIdentity conversion={row({ accountLast4: '5678' })} />);
    expect(screen.getByText('FNB · ····5678 · 13 Nov – 14 Dec 2025')).toBeTruthy();
  });
});
