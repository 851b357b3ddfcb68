import { Link, Navigate, useParams } from 'react-router-dom';
import { formatLongDate } from '@bankcsv/domain';
import { SiteFooter } from '../../components/contact/site-footer';
import { SiteHeader } from '../../components/contact/site-header';
import { useContactModal } from '../../components/contact/use-contact-modal';
import { usePageMeta } from '../../components/seo/page-meta';
import { SITE_NAME, SITE_ORIGIN, absoluteUrl } from '../../components/seo/site';
import { ArticleCard } from './article-card';
import { ALL_POSTS } from './articles';
import { BlogCta } from './blog-cta';
import { findPost, readTimeText, relatedPosts } from './blog-logic';
import { Markdown } from './markdown';
import { ShareButton } from './share-button';
import type { BlogPost } from './types';
import './blog.css';

/** Schema.org Article data for search engines. */
export function articleJsonLd(post: BlogPost): Record<string, unknown> {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.metaDescription,
    datePublished: post.publishDate,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: SITE_ORIGIN },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: post.tags.join(', '),
  };
}

function ArticleView({ post, posts }: { post: BlogPost; posts: readonly BlogPost[] }) {
  const { openContact, contactModal } = useContactModal();
  usePageMeta({
    title: post.title,
    description: post.metaDescription,
    path: `/blog/${post.slug}`,
    type: 'article',
    jsonLd: articleJsonLd(post),
  });
  const related = relatedPosts(post, posts);

  return (
    <div className="blog">
      <SiteHeader onContact={openContact} />
      <main id="main" className="blog-main">
        <article className="blog-article">
          <p className="blog-back">
            <Link to="/blog">← All articles</Link>
          </p>
          <h1>{post.title}</h1>
          <p className="blog-article-meta">
            By {post.author} · <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time> ·{' '}
            {readTimeText(post)}
          </p>
          <ul className="blog-tags" aria-label="Tags">
            {post.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <div className="blog-content">
            <Markdown source={post.content} />
          </div>
          <ShareButton title={post.title} />
        </article>
        <section className="blog-section" aria-labelledby="related-title" data-testid="related-articles">
          <h2 id="related-title">Related articles</h2>
          <div className="blog-grid">
            {related.map((p) => (
              <ArticleCard key={p.slug} post={p} />
            ))}
          </div>
        </section>
        <BlogCta />
      </main>
      <SiteFooter onContact={openContact} />
      {contactModal}
    </div>
  );
}

/** One article (route `/blog/:slug`); an unknown slug redirects to the list. */
export function ArticlePage({ posts = ALL_POSTS }: { posts?: readonly BlogPost[] }) {
  const { slug } = useParams();
  const post = findPost(posts, slug);
  if (!post) return <Navigate to="/blog" replace />;
  return <ArticleView key={post.slug} post={post} posts={posts} />;
}
