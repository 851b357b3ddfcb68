import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_POSTS } from './articles';
import { ArticlePage } from './article-page';
import { relatedPosts } from './blog-logic';
import type { BlogPost } from './types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={<h1>Blog list</h1>} />
        <Route path="/blog/:slug" element={<ArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const post = ALL_POSTS[0] as BlogPost;

describe('ArticlePage', () => {
  it('renders the article with title, description and Article JSON-LD', () => {
    renderAt(`/blog/${post.slug}`);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(document.title).toBe(`${post.title} | BankCSV`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(post.metaDescription);
    const ld = JSON.parse(document.getElementById('page-json-ld')?.textContent ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Article', headline: post.title, datePublished: post.publishDate });
  });

  it('lists the three related articles chosen by shared tags', () => {
    renderAt(`/blog/${post.slug}`);
    const related = within(screen.getByTestId('related-articles'));
    const titles = related.getAllByTestId('article-card').map((c) => within(c).getByRole('heading').textContent);
    expect(titles).toEqual(relatedPosts(post, ALL_POSTS).map((p) => p.title));
    expect(titles).toHaveLength(3);
    expect(titles).not.toContain(post.title);
  });

  it('redirects an unknown slug to /blog', () => {
    renderAt('/blog/no-such-article');
    expect(screen.getByRole('heading', { name: 'Blog list' })).toBeTruthy();
  });

  it('copies the link and says so beside the button (no alert) when native share is missing', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderAt(`/blog/${post.slug}`);
    fireEvent.click(screen.getByRole('button', { name: 'Share this article' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied to clipboard!'));
    expect(alert).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('uses native share where available', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderAt(`/blog/${post.slug}`);
    fireEvent.click(screen.getByRole('button', { name: 'Share this article' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: post.title, url: window.location.href }));
    expect(alert).not.toHaveBeenCalled();
  });
});
