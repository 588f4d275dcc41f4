import type { QueryClient } from '@tanstack/react-query';
import type { SearchEntry } from '@/shared/search/searchEntry.ts';
import { cachedArticles } from '../api.ts';

/** The blog posts already in the Query cache (read online, or restored from IndexedDB), for the search screen. */
export function blogSearchEntries(queryClient: QueryClient): SearchEntry[] {
  return cachedArticles(queryClient).map((post) => ({
    id: `blog-${post.slug}`,
    group: 'blog',
    title: post.title,
    summary: post.excerpt,
    keywords: [post.category.name, ...post.tags.map((tag) => tag.name), post.author_name],
    href: `/blog/${post.slug}`,
  }));
}
