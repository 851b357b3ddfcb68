import { describe, expect, it } from 'vitest';
import { cardTags, featuredPosts, readTimeText, relatedPosts, searchPosts, sortNewestFirst } from './blog-logic';
import type { BlogPost } from './types';

function post(slug: string, publishDate: string, tags: string[], extra: Partial<BlogPost> = {}): BlogPost {
  return {
    id: slug,
    slug,
    title: `Title ${slug}`,
    excerpt: `Excerpt ${slug}`,
    content: '',
    author: 'A',
    publishDate,
    tags,
    metaDescription: '',
    featured: false,
    ...extra,
  };
}

const posts = [
  post('a', '2026-01-10', ['Sage', 'CSV'], { title: 'Importing into SAGE', featured: true }),
  post('b', '2026-03-01', ['FNB', 'Sage', 'CSV']),
  post('c', '2026-02-01', ['Billing'], { excerpt: 'How to bill a client for a fnb conversion' }),
  post('d', '2025-12-01', ['Dates', 'FNB']),
  post('e', '2026-04-01', ['VAT'], { featured: true }),
];

describe('searchPosts', () => {
  it.each([
    ['', ['e', 'b', 'c', 'a', 'd']],
    ['   ', ['e', 'b', 'c', 'a', 'd']],
    ['sage', ['b', 'a']],
    ['SaGe', ['b', 'a']],
    ['fnb', ['b', 'c', 'd']],
    ['importing', ['a']],
    ['vat', ['e']],
    ['nothing-matches', []],
  ])('%j finds %j (newest first)', (q, slugs) => {
    expect(searchPosts(posts, q).map((p) => p.slug)).toEqual(slugs);
  });
});

describe('list helpers', () => {
  it('sorts newest first without changing the input', () => {
    const copy = [...posts];
    expect(sortNewestFirst(posts).map((p) => p.publishDate)).toEqual([
      '2026-04-01',
      '2026-03-01',
      '2026-02-01',
      '2026-01-10',
      '2025-12-01',
    ]);
    expect(posts).toEqual(copy);
  });
  it('keeps only featured posts', () => {
    expect(featuredPosts(posts).map((p) => p.slug)).toEqual(['e', 'a']);
  });
  it.each([
    [[], [], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], 2],
  ])('cardTags(%j) shows %j and %i more', (tags, shown, more) => {
    expect(cardTags(tags)).toEqual({ shown, more });
  });
  it.each([
    [undefined, '5 min read'],
    ['', '5 min read'],
    ['8 min read', '8 min read'],
  ])('readTimeText(%j) = %s', (readTime, text) => {
    expect(readTimeText({ readTime })).toBe(text);
  });
});

describe('relatedPosts', () => {
  it('orders by shared tags (case-insensitive), then newest', () => {
    const current = post('x', '2026-05-01', ['fnb', 'sage', 'csv']);
    expect(relatedPosts(current, [...posts, current]).map((p) => p.slug)).toEqual(['b', 'a', 'd']);
  });
  it('pads with the newest others when few tags are shared', () => {
    const current = post('x', '2026-05-01', ['Billing']);
    expect(relatedPosts(current, [...posts, current]).map((p) => p.slug)).toEqual(['c', 'e', 'b']);
  });
  it('never includes the article itself and stops at what exists', () => {
    const current = posts[0] as BlogPost;
    expect(relatedPosts(current, posts.slice(0, 2)).map((p) => p.slug)).toEqual(['b']);
  });
});
