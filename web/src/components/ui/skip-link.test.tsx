import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

afterEach(cleanup);

describe('SkipLink', () => {
  it('moves focus to the main content', () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/blog">Blog</a>
        </nav>
        <main>Content</main>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
