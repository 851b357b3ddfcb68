import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RETENTION_TEXT } from '@bankcsv/domain';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

afterEach(cleanup);

const pages = [
  ['Privacy Policy', PrivacyPolicyPage, '/terms-of-service'],
  ['Terms of Service', TermsOfServicePage, '/privacy-policy'],
] as const;

describe.each(pages)('%s', (title, Page, sibling) => {
  function renderPage() {
    return render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    ).container;
  }

  it('sets its title and links to the other policy', () => {
    renderPage();
    expect(document.title).toBe(`${title} | BankCSV`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links.filter((h) => h === sibling).length).toBeGreaterThanOrEqual(2);
  });

  it('tells the one retention story', () => {
    const text = renderPage().textContent ?? '';
    const lines = [RETENTION_TEXT.pdf, RETENTION_TEXT.outputs, RETENTION_TEXT.scanLines, RETENTION_TEXT.account];
    for (const line of lines) expect(text).toContain(line);
    expect(text).not.toMatch(/24 hours/);
  });
});

describe('policy contents', () => {
  it('covers POPIA essentials in the privacy policy', () => {
    const text =
      render(
        <MemoryRouter>
          <PrivacyPolicyPage />
        </MemoryRouter>,
      ).container.textContent ?? '';
    for (const fact of [
      'Amazon Web Services',
      'Paystack',
      'af-south-1',
      'delete your data',
      'Delete account',
      'within 30 days',
      'Information Regulator',
      'section 72',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('covers the commercial terms', () => {
    const text =
      render(
        <MemoryRouter>
          <TermsOfServicePage />
        </MemoryRouter>,
      ).container.textContent ?? '';
    for (const fact of [
      '18 or older',
      'one account',
      'never expire',
      '1 credit per page',
      'within 10 business days',
      '99%',
      '12 months before the claim',
      '48 business hours',
      'R2.00 per credit',
      'R1.00 per credit',
    ]) {
      expect(text).toContain(fact);
    }
  });
});
