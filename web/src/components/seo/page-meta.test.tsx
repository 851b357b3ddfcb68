import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageMeta, fullTitle } from './page-meta';

afterEach(cleanup);

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageMeta', () => {
  it('sets title, description, canonical and Open Graph tags, reusing existing tags', () => {
    const { rerender } = render(<PageMeta title="Blog" description="First" path="/blog" />);
    expect(document.title).toBe('Blog | BankCSV');
    rerender(<PageMeta title="Terms" description="Second" path="/terms-of-service" />);
    expect(document.title).toBe('Terms | BankCSV');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe('Second');
    expect(meta('meta[property="og:url"]')).toBe('https://bankcsv.co.za/terms-of-service');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://bankcsv.co.za/terms-of-service',
    );
  });

  it('writes JSON-LD as text and removes it on unmount', () => {
    const { unmount } = render(
      <PageMeta title="T" description="D" path="/x" jsonLd={{ headline: '</script><b>x</b>' }} />,
    );
    const script = document.getElementById('page-json-ld');
    expect(script?.children).toHaveLength(0);
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({ headline: '</script><b>x</b>' });
    unmount();
    expect(document.getElementById('page-json-ld')).toBeNull();
  });

  it.each([
    ['Home', true, 'Home'],
    ['Blog', false, 'Blog | BankCSV'],
  ])('fullTitle(%s, bare %s) = %s', (title, bare, full) => {
    expect(fullTitle(title, bare)).toBe(full);
  });
});
