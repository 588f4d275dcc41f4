/**
 * What the blog feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BlogSearch } from './model/listSearch.ts';
export { parseBlogSearch } from './model/listSearch.ts';

/**
 * The list's loader: its posts, categories and featured posts start loading; the blog's words are awaited, then the
 * head tags built (content/pages.ts, with the head builders: route options ship in the landing page's entry).
 */
export const loadBlogListRoute = (queryClient: QueryClient, search: BlogSearch) =>
  import('./content/pages.ts').then(({ loadBlogList }) => loadBlogList(queryClient, search));

/** An article's loader (content/pages.ts): online, the article before the page; offline, the saved copy or none at once; then the head tags. */
export const loadArticleRoute = (queryClient: QueryClient, slug: string) =>
  import('./content/pages.ts').then(({ loadArticle }) => loadArticle(queryClient, slug));
