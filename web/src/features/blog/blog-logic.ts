import type { BlogPost } from './types';

export const DEFAULT_READ_TIME = '5 min read';
export const MAX_CARD_TAGS = 3;
export const RELATED_COUNT = 3;

/** Newest first; ties keep their order. @example sortNewestFirst(posts)[0] */
export function sortNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
}

/**
 * Case-insensitive search over title, excerpt and tags; a blank query matches everything.
 * @example searchPosts(posts, 'SAGE')
 */
export function searchPosts(posts: readonly BlogPost[], query: string): BlogPost[] {
  const q = query.trim().toLowerCase();
  const sorted = sortNewestFirst(posts);
  if (!q) return sorted;
  return sorted.filter(
    (p) =>
      p.title.toLowerCase().includes(q) ||
      p.excerpt.toLowerCase().includes(q) ||
      p.tags.some((t) => t.toLowerCase().includes(q)),
  );
}

/** @example featuredPosts(posts).every((p) => p.featured) // true */
export function featuredPosts(posts: readonly BlogPost[]): BlogPost[] {
  return sortNewestFirst(posts.filter((p) => p.featured));
}

/**
 * Up to 3 tags for a card plus how many more there are. @example cardTags(['a','b','c','d']) // { shown: ['a','b','c'],
 * more: 1 }
 */
export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, MAX_CARD_TAGS), more: Math.max(0, tags.length - MAX_CARD_TAGS) };
}

/** @example readTimeText({ readTime: '' }) // '5 min read' */
export function readTimeText(post: Pick<BlogPost, 'readTime'>): string {
  return post.readTime?.trim() || DEFAULT_READ_TIME;
}

function sharedTagCount(a: BlogPost, b: BlogPost): number {
  const mine = new Set(a.tags.map((t) => t.toLowerCase()));
  return b.tags.filter((t) => mine.has(t.toLowerCase())).length;
}

/**
 * Related articles: most shared tags first (then newest), padded with the newest others.
 * @example relatedPosts(current, all).length // 3 when there are at least 4 posts
 */
export function relatedPosts(current: BlogPost, posts: readonly BlogPost[], count = RELATED_COUNT): BlogPost[] {
  const others = sortNewestFirst(posts.filter((p) => p.slug !== current.slug));
  const scored = others.map((p, i) => ({ p, i, shared: sharedTagCount(current, p) }));
  scored.sort((a, b) => b.shared - a.shared || a.i - b.i);
  return scored.slice(0, count).map((s) => s.p);
}

/** @example findPost(posts, 'nope') // undefined */
export function findPost(posts: readonly BlogPost[], slug: string | undefined): BlogPost | undefined {
  return slug ? posts.find((p) => p.slug === slug) : undefined;
}
