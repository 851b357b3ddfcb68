import { useMemo, useState } from 'react';
import { SiteFooter } from '../../components/contact/site-footer';
import { SiteHeader } from '../../components/contact/site-header';
import { useContactModal } from '../../components/contact/use-contact-modal';
import { usePageMeta } from '../../components/seo/page-meta';
import { ArticleCard } from './article-card';
import { ALL_POSTS } from './articles';
import { BlogCta } from './blog-cta';
import { featuredPosts, searchPosts } from './blog-logic';
import type { BlogPost } from './types';
import './blog.css';

function BlogSearch({ query, onQuery }: { query: string; onQuery(query: string): void }) {
  return (
    <div className="blog-search" role="search">
      <label htmlFor="blog-search-input" className="visually-hidden">
        Search articles
      </label>
      <input
        id="blog-search-input"
        type="search"
        placeholder="Search articles, e.g. Sage or FNB"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {query.trim() !== '' && (
        <button type="button" className="blog-clear" onClick={() => onQuery('')}>
          Clear search
        </button>
      )}
    </div>
  );
}

/** Every article, or the search's results with a way back when there are none. */
function AllArticles({
  results,
  searching,
  onClear,
}: {
  results: readonly BlogPost[];
  searching: boolean;
  onClear(): void;
}) {
  return (
    <section className="blog-section" aria-labelledby="all-title">
      <h2 id="all-title">{searching ? `Search Results (${results.length})` : 'All Articles'}</h2>
      {results.length > 0 ? (
        <div className="blog-grid">
          {results.map((p) => (
            <ArticleCard key={p.slug} post={p} />
          ))}
        </div>
      ) : (
        <div className="blog-empty">
          <h3>{searching ? 'No articles found' : 'No articles available'}</h3>
          <p>{searching ? 'Try another word, such as Sage, FNB or CSV.' : 'Check back soon for new guides.'}</p>
          {searching && (
            <button type="button" className="blog-clear" onClick={onClear}>
              Clear search
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** The article list (route `/blog`); `posts` is injectable for tests. */
export function BlogListPage({ posts = ALL_POSTS }: { posts?: readonly BlogPost[] }) {
  const { openContact, contactModal } = useContactModal();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const results = useMemo(() => searchPosts(posts, query), [posts, query]);
  const featured = useMemo(() => featuredPosts(posts), [posts]);
  usePageMeta({
    title: 'Blog: Bank Statement Imports for Sage, Xero and QuickBooks',
    description:
      'Practical guides for South African bookkeepers: importing FNB and ' +
      'other bank statements into Sage, fixing import errors and billing ' +
      'conversions to clients.',
    path: '/blog',
  });

  return (
    <div className="blog">
      <SiteHeader onContact={openContact} />
      <main id="main" className="blog-main">
        <header className="blog-intro">
          <h1>BankCSV Blog</h1>
          <p>Guides for getting South African bank statements into your accounting software, cleanly.</p>
          <BlogSearch query={query} onQuery={setQuery} />
        </header>
        {!searching && featured.length > 0 && (
          <section className="blog-section" aria-labelledby="featured-title">
            <h2 id="featured-title">Featured</h2>
            <div className="blog-grid blog-grid-featured">
              {featured.map((p) => (
                <ArticleCard key={p.slug} post={p} />
              ))}
            </div>
          </section>
        )}
        <AllArticles results={results} searching={searching} onClear={() => setQuery('')} />
        <BlogCta />
      </main>
      <SiteFooter onContact={openContact} />
      {contactModal}
    </div>
  );
}
