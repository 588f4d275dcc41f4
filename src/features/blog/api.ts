import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type Article,
  type ArticleSummary,
  type BlogBookmarkRequest,
  type BlogBookmarkResponse,
  type BlogCategoriesResponse,
  type BlogFeaturedResponse,
  type BlogLikeRequest,
  type BlogLikeResponse,
  type BlogListQuery,
  type BlogListResponse,
  type BlogPostResponse,
  type BlogTagsResponse,
} from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import { listQueryString } from './model/filters.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Query keys, built here only (docs/architecture.md#data-layer). */
const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'posts'] as const,
  list: (query: BlogListQuery) => [...blogKeys.lists(), query] as const,
  posts: () => [...blogKeys.all, 'post'] as const,
  post: (slug: string) => [...blogKeys.posts(), slug] as const,
  featured: () => [...blogKeys.all, 'featured'] as const,
  categories: () => [...blogKeys.all, 'categories'] as const,
  tags: () => [...blogKeys.all, 'tags'] as const,
};

export type BlogPage = { posts: ArticleSummary[]; count: number; next: string | null; previous: string | null };

/** docs/behaviour.md#data-kept-on-the-device: the posts come as results.posts or posts. */
const toPage = (answer: BlogListResponse): BlogPage => ({
  posts: answer.results?.posts ?? answer.posts ?? [],
  count: answer.count,
  next: answer.next,
  previous: answer.previous,
});

export const blogPostsQuery = (query: BlogListQuery) =>
  queryOptions({
    queryKey: blogKeys.list(query),
    queryFn: async () => toPage(await http.request<BlogListResponse>(`${API_PATHS.blogPosts}${listQueryString(query)}`)),
  });

/**
 * One article; null when the server answers without one. Kept for a month so an article
 * read (or saved) once stays readable offline.
 */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: async (): Promise<Article | null> => (await http.request<BlogPostResponse>(API_PATHS.blogPost(slug))).post ?? null,
    gcTime: 30 * DAY,
    // The route's loader has just tried: an error it met is shown, not fetched a second time.
    retryOnMount: false,
  });

export const blogFeaturedQuery = () =>
  queryOptions({
    queryKey: blogKeys.featured(),
    queryFn: async () => (await http.request<BlogFeaturedResponse>(API_PATHS.blogFeatured)).featured_posts,
    staleTime: 5 * 60 * 1000,
  });

export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: async () => (await http.request<BlogCategoriesResponse>(API_PATHS.blogCategories)).categories,
    staleTime: HOUR,
  });

export const blogTagsQuery = () =>
  queryOptions({
    queryKey: blogKeys.tags(),
    queryFn: async () => (await http.request<BlogTagsResponse>(API_PATHS.blogTags)).tags,
    staleTime: HOUR,
  });

// Reactions are anonymous here: the count moves once per click, whoever is signed in.
export const likeCall = (id: number, action: BlogLikeRequest['action']) =>
  http.request<BlogLikeResponse>(API_PATHS.blogLike(id), { method: 'POST', body: { action } satisfies BlogLikeRequest, retries: 0 });

export const bookmarkCall = (id: number, action: BlogBookmarkRequest['action']) =>
  http.request<BlogBookmarkResponse>(API_PATHS.blogBookmark(id), { method: 'POST', body: { action } satisfies BlogBookmarkRequest, retries: 0 });

/** Puts a new count into the cached article, so the page updates in place. */
export function setArticleCounts(queryClient: QueryClient, slug: string, counts: Partial<Pick<Article, 'likes_count' | 'bookmarks_count'>>): void {
  queryClient.setQueryData(blogPostQuery(slug).queryKey, (article) => (article ? { ...article, ...counts } : article));
}

/** Every article summary the cache holds (lists, featured, full articles), once per slug. */
export function cachedArticles(queryClient: QueryClient): (ArticleSummary | Article)[] {
  const bySlug = new Map<string, ArticleSummary | Article>();
  for (const [, page] of queryClient.getQueriesData<BlogPage>({ queryKey: blogKeys.lists() })) {
    for (const post of page?.posts ?? []) bySlug.set(post.slug, post);
  }
  for (const post of queryClient.getQueryData(blogFeaturedQuery().queryKey) ?? []) bySlug.set(post.slug, post);
  for (const [, post] of queryClient.getQueriesData<Article | null>({ queryKey: blogKeys.posts() })) {
    if (post) bySlug.set(post.slug, post);
  }
  return [...bySlug.values()];
}
