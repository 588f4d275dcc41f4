import { describe, expect, it } from 'vitest';
import type { Article, ArticleSummary } from '@/shared/api/contract.ts';
import { blogPassage } from './blogPassages.ts';

const summary: ArticleSummary = {
  id: 1,
  slug: 'gunes-tutulmasi',
  title: 'Güneş Tutulması Nasıl İzlenir?',
  excerpt: 'Tutulmayı güvenle izlemenin yolları.',
  featured_image: null,
  published_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
  reading_time: 4,
  author_name: 'Ayşe Demir',
  author_role: null,
  likes_count: 0,
  bookmarks_count: 0,
  category: { name: 'Bilim', slug: 'bilim', color: '#1f6f43' },
  tags: [{ id: 1, name: 'Astronomi', slug: 'astronomi' }],
};

describe('a cached blog post as a passage', () => {
  it('takes a listed post’s excerpt, cited by its title and address', () => {
    expect(blogPassage(summary)).toMatchObject({
      id: 'blog:gunes-tutulmasi',
      source: 'blog:gunes-tutulmasi',
      kind: 'blog',
      title: summary.title,
      href: '/blog/gunes-tutulmasi',
      text: summary.excerpt,
    });
  });

  it('takes a read post’s whole text without its markup, and runs nothing in it', () => {
    const article: Article = {
      ...summary,
      related_posts: [],
      content: '<h2>Gözlük</h2><p>Asla <strong>çıplak gözle</strong> bakma.</p><img src="x" onerror="window.__ran = true"><script>window.__ran = true</script>',
    };
    const passage = blogPassage(article);
    expect(passage.text).toBe('Tutulmayı güvenle izlemenin yolları.\nGözlük\nAsla çıplak gözle bakma.');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
