import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppConfig, type AppConfig } from '../../config/app-config';
import { PrivacyPolicyPage } from '../../features/legal';
import { currentConsent, setConsent } from '../../lib/analytics/consent';
import { ConsentBanner } from './consent-banner';

const base: AppConfig = {
  region: 'af-south-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlow: 'USER_SRP_AUTH',
  apiUrl: 'https://api',
};

afterEach(() => {
  cleanup();
  setConsent(undefined);
  localStorage.clear();
  setAppConfig(undefined);
});

function renderBanner(config: AppConfig | undefined) {
  setAppConfig(config);
  return render(
    <MemoryRouter>
      <ConsentBanner />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Analytics cookies' });

describe('ConsentBanner', () => {
  it('is absent where no measurement id is configured (as locally)', () => {
    renderBanner(base);
    expect(banner()).toBeNull();
    expect(currentConsent()).toBeUndefined();
  });

  it('asks once where analytics is configured, links to the policy, and remembers an accept', () => {
    renderBanner({ ...base, measurementId: 'G-TEST12345' });
    expect(banner()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy#cookies');
    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('bankcsv.analyticsConsent')).toBe('granted');
    cleanup();
    renderBanner({ ...base, measurementId: 'G-TEST12345' });
    expect(banner()).toBeNull();
  });

  it('remembers a decline', () => {
    renderBanner({ ...base, measurementId: 'G-TEST12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(currentConsent()).toBe('denied');
  });
});

describe('privacy policy §10', () => {
  it('says what analytics collects and that it runs only with consent', () => {
    setAppConfig(base);
    const text =
      render(
        <MemoryRouter>
          <PrivacyPolicyPage />
        </MemoryRouter>,
      ).container.textContent ?? '';
    for (const fact of [
      'Analytics runs only if you accept it',
      'Google Analytics',
      'never the address',
      'withdraw your consent',
      'Google (Google Analytics)',
    ]) {
      expect(text).toContain(fact);
    }
    expect(screen.queryByRole('button', { name: 'Change your analytics choice' })).toBeNull();
  });

  it('lets a visitor change their choice where analytics is configured', () => {
    setAppConfig({ ...base, measurementId: 'G-TEST12345' });
    setConsent('granted');
    render(
      <MemoryRouter>
        <PrivacyPolicyPage />
        <ConsentBanner />
      </MemoryRouter>,
    );
    expect(screen.getByText('You have accepted analytics cookies in this browser.')).toBeTruthy();
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change your analytics choice' }));
    expect(banner()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByText('You have declined analytics cookies in this browser.')).toBeTruthy();
  });
});
