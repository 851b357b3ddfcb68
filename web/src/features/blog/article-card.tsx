import { Link } from 'react-router-dom';
import { formatLongDate } from '@bankcsv/domain';
import { cardTags, readTimeText } from './blog-logic';
import type { BlogPost } from './types';

/** A post in the list: date (en-ZA long), read time, excerpt, up to 3 tags plus '+n more', author. */
export function ArticleCard({ post }: { post: BlogPost }) {
  const tags = cardTags(post.tags);
  return (
    <article className="blog-card" data-testid="article-card">
      <p className="blog-card-meta">
        <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time>
        <span aria-hidden="true"> · </span>
        <span>{readTimeText(post)}</span>
      </p>
      <h3>
        <Link to={`/blog/${post.slug}`}>{post.title}</Link>
      </h3>
      <p className="blog-card-excerpt">{post.excerpt}</p>
      <ul className="blog-tags" aria-label="Tags">
        {tags.shown.map((t) => (
          <li key={t}>{t}</li>
        ))}
        {tags.more > 0 && <li className="blog-tags-more">+{tags.more} more</li>}
      </ul>
      <p className="blog-card-author">By {post.author}</p>
    </article>
  );
}
