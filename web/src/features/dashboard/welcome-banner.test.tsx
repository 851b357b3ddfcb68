import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WelcomeBanner } from './welcome-banner';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const now = Date.parse('2026-03-01T10:00:00Z');
const minutes = (n: number) => n * 60 * 1000;

describe('WelcomeBanner', () => {
  it('shows for 0 credits within 15 minutes of sign-up', () => {
    render(<WelcomeBanner userId="u1" credits={0} createdAtMs={now - minutes(14)} nowMs={now} />);
    expect(screen.getByText(/free credits are on their way/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });

  it.each([
    ['credits arrived', 10, minutes(1)],
    ['account older than 15 minutes', 0, minutes(16)],
  ])('hides when %s', (_case, credits, age) => {
    render(<WelcomeBanner userId="u1" credits={credits} createdAtMs={now - age} nowMs={now} />);
    expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull();
  });

  it('promises nothing to an address that had its free credits on an earlier account', () => {
    render(<WelcomeBanner userId="u1" credits={0} createdAtMs={now - minutes(1)} nowMs={now} signupBonusUsedBefore />);
    expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull();
  });

  it('hides when the creation time is unknown', () => {
    render(<WelcomeBanner userId="u1" credits={0} createdAtMs={undefined} nowMs={now} />);
    expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull();
  });

  it('remembers a dismissal per user', () => {
    const { unmount } = render(<WelcomeBanner userId="u1" credits={0} createdAtMs={now} nowMs={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull();
    expect(localStorage.getItem('welcomeBannerDismissed_u1')).toBe('true');
    unmount();
    render(<WelcomeBanner userId="u1" credits={0} createdAtMs={now} nowMs={now} />);
    expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull();
    cleanup();
    render(<WelcomeBanner userId="u2" credits={0} createdAtMs={now} nowMs={now} />);
    expect(screen.getByRole('region', { name: 'Welcome' })).toBeTruthy();
  });
});
