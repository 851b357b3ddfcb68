import { chromium, type Browser, type Page } from 'playwright-core';
import { LOCAL_CONFIRMATION_CODE } from '../../scripts/local-stack/names';

// The Debian chromium is used as-is: browsers are never downloaded on this machine.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Registers through the register page as a visitor does: the form, 'Account Created!' with the code
 * the local pool e-mails (fixed), then the dashboard with the free credits.
 */
export async function registerInBrowser(page: Page, webUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${webUrl}/register`);
  await page.locator('#register-email').fill(email);
  await page.locator('#register-password').fill(password);
  await page.locator('#register-confirm').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account Created!').waitFor({ timeout: 20_000 });
  await page.getByLabel('Confirmation code').fill(LOCAL_CONFIRMATION_CODE);
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await page.getByText('Redirecting to dashboard...').waitFor({ timeout: 20_000 });
  await page.waitForURL(`${webUrl}/dashboard`, { timeout: 10_000 });
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInInBrowser(page: Page, webUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${webUrl}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${webUrl}/dashboard`, { timeout: 20_000 });
}
