import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRand, formatRandShort, quote } from '@bankcsv/domain';
import { setAppConfig } from '../../config/app-config';
import { leaveHomeNotice } from '../../lib/home-notice';
import { LandingPage } from './landing-page';

afterEach(cleanup);

function renderLanding() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it('has the hero, the header links and the convert button', () => {
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Convert SA Bank Statements to Accounting-Ready CSV' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Click here to convert a PDF!' }).getAttribute('href')).toBe('/login');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('#pricing');
    expect(nav.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(nav.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(nav.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    for (const name of ['Privacy First', 'SA Banks', 'Accounting Ready'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
  });

  it('shows a notice left for it once, and none otherwise', () => {
    renderLanding();
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    leaveHomeNotice('Your account has been deleted.');
    renderLanding();
    expect(screen.getByRole('status').textContent).toBe('Your account has been deleted.');
    cleanup();
    renderLanding();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("points 'Watch How It Works' at the three steps on this page", () => {
    renderLanding();
    const watch = screen.getByRole('link', { name: /Watch How It Works/ });
    expect(watch.getAttribute('href')).toBe('#how-it-works');
    expect(watch.getAttribute('target')).toBeNull();
    const section = document.getElementById('how-it-works') as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2, name: 'How It Works' })).toBeTruthy();
    const steps = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Upload your PDF statement',
      'We read and reconcile it',
      'Download your CSV',
    ]);
    expect(steps[0]?.textContent).toMatch(/statement year.*password/);
    expect(steps[2]?.textContent).toMatch(/Sage, Xero or QuickBooks, plus the raw spreadsheet/);
    const features = screen.getByRole('region', { name: 'Why BankCSV' });
    expect(features.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('prices the packs exactly as the purchase dialog does', () => {
    renderLanding();
    const pricing = within(document.getElementById('pricing') as HTMLElement);
    expect(pricing.getByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(pricing.getByText('Best Value')).toBeTruthy();
    for (const credits of [50, 250, 500]) {
      const q = quote(credits);
      expect(
        pricing.getByText(
          new RegExp(
            `^${credits} credits for ${formatRandShort(q.totalCents)} \\(${formatRand(q.pricePerCreditCents)} per page`,
          ),
        ),
      ).toBeTruthy();
    }
  });

  it('offers Buy Credits only where purchases are configured, and contact otherwise', () => {
    const base = {
      region: 'af-south-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      authFlow: 'USER_PASSWORD_AUTH',
      apiUrl: 'http://api',
    } as const;
    setAppConfig({ ...base, paystackPublicKey: 'pk_test_1' });
    renderLanding();
    expect(screen.getByRole('link', { name: 'Buy Credits' }).getAttribute('href')).toBe('/login');
    cleanup();
    setAppConfig(base);
    renderLanding();
    expect(screen.queryByRole('link', { name: 'Buy Credits' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Contact Us for Credits' }));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeTruthy();
    setAppConfig(undefined);
  });

  it('opens the contact dialog from Contact Sales, closes on Escape and returns focus', async () => {
    renderLanding();
    const sales = screen.getByRole('button', { name: 'Contact Sales' });
    sales.focus();
    fireEvent.click(sales);
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    expect(within(dialog).getByRole('link', { name: 'support@bankcsv.co.za' }).getAttribute('href')).toBe(
      'mailto:support@bankcsv.co.za',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(sales));
  });

  it('keeps Tab inside the dialog', () => {
    renderLanding();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Contact' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const mail = within(dialog).getByRole('link');
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(mail);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the promo note to /register and the footer to the policies', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'create your free account' }).getAttribute('href')).toBe('/register');
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(footer.getByRole('button', { name: 'Contact' })).toBeTruthy();
  });
});
