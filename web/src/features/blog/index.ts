// What the rest of the app uses from the blog; other features import it only from here.
export { ArticlePage } from './article-page';
export { ALL_POSTS } from './articles';
export { BlogListPage } from './blog-list-page';
