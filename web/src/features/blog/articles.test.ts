import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_POSTS } from './articles';
import { parseBlocks, parseInline } from './markdown-parse';

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
const slugs = ALL_POSTS.map((p) => p.slug);

describe('embedded articles', () => {
  it('has five articles with unique ids and slugs', () => {
    expect(ALL_POSTS).toHaveLength(5);
    expect(new Set(slugs).size).toBe(5);
    expect(new Set(ALL_POSTS.map((p) => p.id)).size).toBe(5);
  });

  it.each(ALL_POSTS.map((p) => [p.slug, p] as const))('%s is complete and at least 600 words', (_slug, p) => {
    expect(words(p.content)).toBeGreaterThanOrEqual(600);
    expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(p.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.tags.length).toBeGreaterThan(0);
    expect(p.metaDescription.length).toBeGreaterThan(50);
    expect(p.metaDescription.length).toBeLessThanOrEqual(170);
    for (const field of [p.title, p.excerpt, p.author]) expect(field.trim()).not.toBe('');
  });

  it('links only to pages that exist', () => {
    const routes = new Set([
      '/',
      '/blog',
      '/login',
      '/register',
      '/privacy-policy',
      '/terms-of-service',
      ...slugs.map((s) => `/blog/${s}`),
    ]);
    for (const p of ALL_POSTS) {
      const links = parseBlocks(p.content)
        .flatMap((b) => ('text' in b ? [b.text] : 'items' in b ? b.items : []))
        .flatMap(parseInline)
        .filter((i) => i.type === 'link');
      for (const link of links)
        if (link.type === 'link' && link.href.startsWith('/')) expect(routes).toContain(link.href);
    }
  });

  it('states the CSV facts the converter follows', () => {
    const all = ALL_POSTS.map((p) => p.content).join('\n');
    for (const fact of [
      'Date,Description,Amount',
      'Date,Description,Money In,Money Out',
      'DD/MM/YYYY',
      '1 credit per page',
    ]) {
      expect(all).toContain(fact);
    }
  });

  it('is listed in the sitemap, with every public page', () => {
    const sitemap = readFileSync(join(process.cwd(), 'web/public/sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>https:\/\/bankcsv\.co\.za([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs)).toEqual(
      new Set(['/', '/blog', '/privacy-policy', '/terms-of-service', ...slugs.map((s) => `/blog/${s}`)]),
    );
    for (const p of ALL_POSTS) expect(sitemap).toContain(`/blog/${p.slug}</loc><lastmod>${p.publishDate}</lastmod>`);
  });
});
