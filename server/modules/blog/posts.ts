import type { Database } from 'better-sqlite3';
import {
  API_PATHS,
  LIMITS,
  type BlogFeaturedResponse,
  type BlogListResponse,
  type BlogPostResponse,
  type BlogSearchResponse,
} from '../../../src/shared/api/contract.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { countPosts, findPostBySlug, findPosts, type PostFilter } from './queries.ts';
import { filterFrom, pageFrom, PAGE_OUT_OF_RANGE, type QueryParams } from './queryParams.ts';

export type { QueryParams } from './queryParams.ts';

/** A relative link to another page of the same filtered list; page 1 carries no page parameter (docs/behaviour.md#api-calls). */
function pageLink(filter: PostFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.search) params.set('search', filter.search);
  if (filter.featured) params.set('featured', 'true');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${API_PATHS.blogPosts}?${query}` : API_PATHS.blogPosts;
}

export function listPosts(db: Database, query: QueryParams): ApiAnswer<BlogListResponse> {
  const pageRead = pageFrom(query);
  if (!pageRead.ok) return pageRead.answer;
  const filterRead = filterFrom(query, 'search');
  if (!filterRead.ok) return filterRead.answer;
  const { value: page } = pageRead;
  const { value: filter } = filterRead;
  const count = countPosts(db, filter);
  const lastPage = Math.max(1, Math.ceil(count / LIMITS.blogPageSize));
  if (page > lastPage) return PAGE_OUT_OF_RANGE();

  const posts = findPosts(db, filter, { limit: LIMITS.blogPageSize, offset: (page - 1) * LIMITS.blogPageSize });
  return ok({
    success: true,
    results: { posts },
    count,
    next: page < lastPage ? pageLink(filter, page + 1) : null,
    previous: page > 1 ? pageLink(filter, page - 1) : null,
  });
}

export function searchPosts(db: Database, query: QueryParams): ApiAnswer<BlogSearchResponse> {
  const read = filterFrom(query, 'q');
  if (!read.ok) return read.answer;
  const filter = read.value;
  if (!filter.search) {
    return fail(400, 'Arama terimi girin.', { error_code: 'FIELD_REQUIRED', errors: { q: ['Arama terimi girin.'] } });
  }
  const posts = findPosts(db, { ...filter, featured: false });
  return ok({ success: true, posts, results_count: posts.length });
}

export function getPost(db: Database, slug: string): ApiAnswer<BlogPostResponse> {
  const post = findPostBySlug(db, slug);
  // The client shows this text as it is (docs/behaviour.md#errors), so it carries no error_code.
  if (!post) return fail(404, `Post not found: ${slug}`);
  return ok({ success: true, post });
}

export function featuredPosts(db: Database): BlogFeaturedResponse {
  return { success: true, featured_posts: findPosts(db, { featured: true }) };
}
