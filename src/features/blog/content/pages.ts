import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { blogCategoriesQuery, blogFeaturedQuery, blogPostQuery, blogPostsQuery } from '../api.ts';
import { loadBlogCatalog } from './catalog.ts';
import { articleHead, blogListHead } from './meta.ts';
import { hasFilters, toListQuery } from '../model/filters.ts';
import type { BlogSearch } from '../model/listSearch.ts';

/**
 * The list is fetched, not awaited: the grid shows its own loading state (docs/behaviour.md#routes-and-guards). The categories and
 * featured posts start with it, so the page fills in one go rather than in several re-renders. The head tags are built
 * once the blog's words are in.
 */
export async function loadBlogList(queryClient: QueryClient, search: BlogSearch) {
  void queryClient.prefetchQuery(blogPostsQuery(toListQuery(search)));
  void queryClient.prefetchQuery(blogCategoriesQuery());
  if (!hasFilters(search) && !search.page) void queryClient.prefetchQuery(blogFeaturedQuery());
  await loadBlogCatalog();
  return { head: blogListHead(search) };
}

/**
 * Online, the article is loaded before the page shows (its title goes into the head); offline, the
 * page decides at once between the saved copy and the "not saved" state instead of waiting.
 */
export async function loadArticle(queryClient: QueryClient, slug: string) {
  const query = blogPostQuery(slug);
  const article = onlineManager.isOnline()
    ? queryClient.ensureQueryData({ ...query, revalidateIfStale: true }).catch(() => null)
    : Promise.resolve(queryClient.getQueryData(query.queryKey) ?? null);
  const [post] = await Promise.all([article, loadBlogCatalog()]);
  return { head: articleHead(slug, post) };
}
