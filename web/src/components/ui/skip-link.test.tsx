import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_ID, SkipLink } from './skip-link';

afterEach(cleanup);

/** Every component of the app, as source text, to find each page's <main>. */
const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('SkipLink', () => {
  it('moves focus to the main content', () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/blog">Blog</a>
        </nav>
        <main id={MAIN_ID}>Content</main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link.getAttribute('href')).toBe('#main');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it("has its target on every page: each page's <main> carries the id the link points at", () => {
    const mains = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/^\s*<main\b[^>]*>/gm)].map((m) => `${file}: ${m[0].trim()}`),
    );
    expect(mains.length).toBeGreaterThanOrEqual(7);
    expect(mains.filter((tag) => !tag.includes(`id="${MAIN_ID}"`))).toEqual([]);
  });
});
