import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleSummary } from '@/shared/api/contract.ts';
import { blogFeaturedQuery, blogPostQuery, blogPostsQuery, type BlogPage } from '../api.ts';
import { blogSearchEntries } from './searchEntries.ts';

const summary = (slug: string, overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id: slug.length,
  slug,
  title: `Başlık ${slug}`,
  excerpt: `Özet ${slug}`,
  featured_image: null,
  published_at: '2026-10-14T08:00:00.000Z',
  updated_at: '2026-10-14T08:00:00.000Z',
  reading_time: 3,
  author_name: 'Burak Öztürk',
  author_role: null,
  likes_count: 0,
  bookmarks_count: 0,
  category: { name: 'Teknoloji', slug: 'teknoloji', color: 'primary' },
  tags: [{ id: 1, name: 'STEM', slug: 'stem' }],
  ...overrides,
});

describe('blogSearchEntries', () => {
  it('is empty when nothing from the blog is cached', () => {
    expect(blogSearchEntries(new QueryClient())).toEqual([]);
  });

  it('lists each cached post once, from lists, featured posts and articles', () => {
    const client = new QueryClient();
    const page: BlogPage = { posts: [summary('a'), summary('b')], count: 2, next: null, previous: null };
    client.setQueryData(blogPostsQuery({}).queryKey, page);
    client.setQueryData(blogPostsQuery({ page: 2 }).queryKey, { ...page, posts: [summary('c')] });
    client.setQueryData(blogFeaturedQuery().queryKey, [summary('a')]);
    const article: Article = { ...summary('d', { category: { name: 'Eğitim', slug: 'egitim', color: 'success' } }), content: '<p/>', related_posts: [] };
    client.setQueryData(blogPostQuery('d').queryKey, article);
    client.setQueryData(blogPostQuery('yok').queryKey, null);

    const entries = blogSearchEntries(client);
    expect(entries.map((entry) => entry.href).sort()).toEqual(['/blog/a', '/blog/b', '/blog/c', '/blog/d']);
    expect(entries.find((entry) => entry.id === 'blog-d')).toEqual({
      id: 'blog-d',
      group: 'blog',
      title: 'Başlık d',
      summary: 'Özet d',
      keywords: ['Eğitim', 'STEM', 'Burak Öztürk'],
      href: '/blog/d',
    });
  });
});
