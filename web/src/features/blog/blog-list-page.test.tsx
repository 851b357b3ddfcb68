import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_POSTS } from './articles';
import { BlogListPage } from './blog-list-page';
import type { BlogPost } from './types';

afterEach(cleanup);

function renderList(posts: readonly BlogPost[] = ALL_POSTS) {
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <BlogListPage posts={posts} />
    </MemoryRouter>,
  );
}

const search = () => screen.getByRole('searchbox', { name: 'Search articles' });
const cardTitles = () => screen.queryAllByTestId('article-card').map((c) => within(c).getByRole('heading').textContent);

describe('BlogListPage', () => {
  it('shows the featured section and every article newest first', () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeTruthy();
    const all = within(screen.getByRole('heading', { name: 'All Articles' }).parentElement as HTMLElement);
    const dates = all.getAllByTestId('article-card').map((c) => c.querySelector('time')?.getAttribute('datetime'));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toHaveLength(ALL_POSTS.length);
    expect(document.title).toBe('Blog: Bank Statement Imports for Sage, Xero and QuickBooks | BankCSV');
  });

  it('filters case-insensitively, hides featured and counts results', () => {
    renderList();
    fireEvent.change(search(), { target: { value: 'TROUBLESHOOTING' } });
    expect(screen.queryByRole('heading', { name: 'Featured' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Search Results (1)' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Sage Bank Statement Import Troubleshooting Guide']);
  });

  it('matches excerpts and tags too', () => {
    renderList();
    fireEvent.change(search(), { target: { value: 'disbursements' } });
    expect(cardTitles()).toEqual(['How to Bill Bank Statement Conversion to Clients as a Disbursement']);
    fireEvent.change(search(), { target: { value: 'retyping' } });
    expect(screen.getByRole('heading', { name: 'Search Results (0)' })).toBeTruthy();
  });

  it('shows the empty search state and clears it', () => {
    renderList();
    fireEvent.change(search(), { target: { value: 'bitcoin' } });
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[0] as HTMLElement);
    expect((search() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeTruthy();
    expect(screen.queryByText('No articles found')).toBeNull();
  });

  it('says no articles are available when there are none', () => {
    renderList([]);
    expect(screen.getByRole('heading', { name: 'No articles available' })).toBeTruthy();
  });

  it('shows card details: long date, default read time, 3 tags plus more, author', () => {
    const post: BlogPost = {
      ...(ALL_POSTS[0] as BlogPost),
      readTime: undefined,
      publishDate: '2026-03-04',
      tags: ['a', 'b', 'c', 'd', 'e'],
      featured: false,
    };
    renderList([post]);
    const card = screen.getByTestId('article-card');
    expect(within(card).getByText('4 March 2026')).toBeTruthy();
    expect(within(card).getByText('5 min read')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a', 'b', 'c', '+2 more']);
    expect(within(card).getByText(`By ${post.author}`)).toBeTruthy();
  });

  it('leads to /login from the call to action', () => {
    renderList();
    expect(screen.getByRole('link', { name: 'Start converting' }).getAttribute('href')).toBe('/login');
  });
});
