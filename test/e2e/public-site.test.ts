import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/lib/paths';
import { LANDING_JS_BUDGET_BYTES, buildForBench, measureLandingJs } from '../../scripts/bench/web-bundle-bench';
import { launchBrowser } from '../support/browser';
import { serveWeb } from '../support/web-app';

const shots = join(repoRoot, 'test-results', 'screenshots');
const ARTICLE = '/blog/import-fnb-statements-into-sage-one';
const appConfig = {
  region: 'af-south-1',
  userPoolId: 'af-south-1_PublicSite',
  userPoolClientId: 'public-site-client',
  authFlow: 'USER_SRP_AUTH',
  apiUrl: 'http://127.0.0.1:9/api',
};

let browser: Browser;
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  // Serve what visitors get: a production build (under vitest NODE_ENV is 'test').
  [site, browser] = await Promise.all([serveWeb({ appConfig }), launchBrowser()]);
  await mkdir(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, width = 1280, init?: () => void): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(site.url + path);
  await page.locator('h1').first().waitFor();
  return page;
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('public site in Chromium', () => {
  it('landing: anchors, links and the keyboard-usable contact dialog', async () => {
    const page = await open('/');
    expect(await page.title()).toBe('BankCSV – Convert SA Bank Statements to Accounting-Ready CSV');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/#pricing$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose Your Plan' }).isVisible()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Watch How It Works' }).click();
    await page.waitForURL(/#how-it-works$/);
    const steps = page.locator('#how-it-works');
    await expect.poll(() => steps.getByRole('heading', { name: 'How It Works' }).isVisible()).toBe(true);
    expect(await steps.getByRole('listitem').count()).toBe(3);
    // The page scrolled to the steps, and their heading is in view below the sticky header.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const view = await steps.evaluate((section) => {
      const header = (document.querySelector('.site-header') as HTMLElement).getBoundingClientRect();
      const heading = (section.querySelector('h2') as HTMLElement).getBoundingClientRect();
      return {
        headerBottom: header.bottom,
        headingTop: heading.top,
        headingBottom: heading.bottom,
        height: window.innerHeight,
      };
    });
    expect(view.headingTop).toBeGreaterThanOrEqual(view.headerBottom);
    expect(view.headingBottom).toBeLessThanOrEqual(view.height);

    const contact = nav.getByRole('button', { name: 'Contact' });
    await contact.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link').textContent()).toBe('support@bankcsv.co.za');
    expect(await activeText(page)).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('support@bankcsv.co.za');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Close');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await activeText(page)).toBe('Contact');

    await page.getByRole('button', { name: 'Contact Sales' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Click here to convert a PDF!' }).click();
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('landing JavaScript stays within the gzip budget and never loads Amplify', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { url: string; body: Buffer }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        void response.body().then((body) => scripts.push({ url: response.url(), body }));
      }
    });
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    await page.locator('h1').waitFor();
    const total = scripts.reduce((sum, s) => sum + gzipSync(s.body, { level: 9 }).length, 0);
    console.log(
      `landing JS loaded by the browser: ${(total / 1024).toFixed(1)} KB ` +
        `gzipped in ${scripts.length} files (budget ` +
        `${LANDING_JS_BUDGET_BYTES / 1024} KB)`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
    expect(scripts.map((s) => s.url).join(' ')).not.toMatch(/amplify/i);
    await context.close();
  });

  it('the bench measures the same landing JavaScript within budget', async () => {
    const report = await measureLandingJs(await buildForBench());
    expect(report.totalGzipBytes).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
    expect(report.withinBudget).toBe(true);
    expect(report.files.some((f) => f.file.includes('landing-page'))).toBe(true);
  });

  it('blog: search results, empty state and clearing', async () => {
    const page = await open('/blog');
    expect(await page.title()).toContain('| BankCSV');
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('sage');
    await page.getByRole('heading', { name: /^Search Results \(\d+\)$/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Featured' }).count()).toBe(0);
    const n = await page.getByTestId('article-card').count();
    expect(await page.getByRole('heading', { name: `Search Results (${n})` }).count()).toBe(1);
    expect(n).toBeGreaterThan(1);
    await box.fill('bitcoin');
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await page.getByRole('heading', { name: 'Featured' }).waitFor();
    expect(await box.inputValue()).toBe('');
    await page.context().close();
  });

  it('article: metadata, related articles and the share fallback', async () => {
    const page = await open(ARTICLE, 1280, () => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    expect(await page.title()).toBe(
      'How to Import FNB Bank Statements into Sage One (Sage Business Cloud Accounting) | BankCSV',
    );
    const ld = JSON.parse((await page.locator('#page-json-ld').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld['@type']).toBe('Article');
    expect(await page.getByTestId('related-articles').getByTestId('article-card').count()).toBe(3);

    // Said beside the button, not in a native alert.
    await page.getByRole('button', { name: 'Share this article' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.url + ARTICLE);
    await page.context().close();
  });

  it('an unknown article slug redirects to /blog', async () => {
    const page = await open('/blog/not-a-real-article');
    await page.waitForURL(/\/blog$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('BankCSV Blog');
    await page.context().close();
  });

  it('the legal pages link to each other', async () => {
    const page = await open('/privacy-policy');
    await page.locator('.legal-see-also').first().getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(/\/terms-of-service$/);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy-policy$/);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.context().close();
  });

  it('serves robots.txt and the sitemap', async () => {
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://bankcsv.co.za/sitemap.xml');
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>https://bankcsv.co.za${ARTICLE}</loc>`);
  });

  it.each([
    ['landing', '/'],
    ['blog', '/blog'],
    ['article', ARTICLE],
    ['privacy', '/privacy-policy'],
  ])('%s fits 360 px without sideways scrolling; screenshots at 375 and 1280 px', async (name, path) => {
    const narrow = await open(path, 360);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await narrow.context().close();
    for (const width of [375, 1280]) {
      const page = await open(path, width);
      await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
      await page.context().close();
    }
  });
});
