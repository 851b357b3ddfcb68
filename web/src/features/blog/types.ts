/** An embedded article. `content` is the small markdown dialect `renderMarkdown` understands. */
export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  readTime?: string;
  tags: string[];
  metaDescription: string;
  featured: boolean;
}
