import { useEffect } from 'react';
import { SITE_NAME, absoluteUrl } from './site';

export interface PageMetaInput {
  /** Page title without the site name; omit the suffix with `bare`. */
  title: string;
  description: string;
  /** Path used for the canonical link and og:url. */
  path: string;
  bare?: boolean;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
}

const JSON_LD_ID = 'page-json-ld';

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function setCanonical(href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** The full document title for a page. @example fullTitle('Blog') // 'Blog | BankCSV' */
export function fullTitle(title: string, bare = false): string {
  return bare ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Sets the document title, description, canonical link, Open Graph tags and optional JSON-LD.
 * @example usePageMeta({ title: 'Blog', description: 'Guides...', path: '/blog' })
 */
export function usePageMeta(meta: PageMetaInput): void {
  const { title, description, path, bare = false, type = 'website', jsonLd } = meta;
  const jsonText = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    const full = fullTitle(title, bare);
    const url = absoluteUrl(path);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', url);
    setCanonical(url);
    document.getElementById(JSON_LD_ID)?.remove();
    if (!jsonText) return undefined;
    // textContent (never innerHTML) keeps article text from becoming markup.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = JSON_LD_ID;
    script.textContent = jsonText;
    document.head.appendChild(script);
    return () => script.remove();
  }, [title, description, path, bare, type, jsonText]);
}

/** Component form of `usePageMeta`, for pages that prefer JSX. */
export function PageMeta(props: PageMetaInput): null {
  usePageMeta(props);
  return null;
}
