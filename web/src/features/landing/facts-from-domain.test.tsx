import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_POSTS } from '../blog';
import { LandingPage } from './landing-page';

// Different facts from the real ones: every page that printed its own copy would still show the old figure.
vi.mock('@bankcsv/domain', async (importOriginal) => {
  const real = await importOriginal<typeof import('@bankcsv/domain')>();
  return {
    ...real,
    SIGNUP_BONUS_CREDITS: 12,
    MIN_PURCHASE: 7,
    RETENTION: { ...real.RETENTION, outputDays: 45 },
    PRICING_TIERS: real.PRICING_TIERS.map((t) => ({ ...t, pricePerCreditCents: t.pricePerCreditCents + 5 })),
  };
});

afterEach(cleanup);

const article = (slug: string) => ALL_POSTS.find((p) => p.slug === slug)?.content ?? '';

describe('marketing copy reads the domain facts', () => {
  it('the disbursement article prices from the tiers and tells the retention days', () => {
    const text = article('bill-statement-conversion-as-client-disbursement');
    for (const row of [
      '| 5 to 25 | R2.05 |',
      '| 26 to 100 | R1.65 |',
      '| 101 to 499 | R1.45 |',
      '| 500 and more | R1.05 |',
    ])
      expect(text).toContain(row);
    expect(text).toContain('36 pages at R1.05 per page, R37.80');
    expect(text).toContain('deleted after 45 days');
    expect(text).not.toMatch(/R2\.00|R1\.00|30 days/);
  });

  it('the other articles take the sign-up bonus and retention from the domain', () => {
    expect(article('import-fnb-statements-into-sage-one')).toMatch(/12 free credits[\s\S]*deleted after 45 days/);
    expect(article('why-excel-conversion-fails-for-sage')).toContain('your first 12 credits are free');
  });

  it('the landing page takes the bonus, the minimum purchase and the retention from the domain', () => {
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('your first 12 credits are free');
    expect(text).toContain('on top of your 12 free credits');
    expect(text).toContain('Buy from 7 credits at a time');
    expect(text).toContain('removed after 45 days');
    expect(text).not.toMatch(/\b10 (free )?credits/);
    expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
  });
});
