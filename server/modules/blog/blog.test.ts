import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CATEGORY_COLORS,
  type BlogBookmarkResponse,
  type BlogCategoriesResponse,
  type BlogFeaturedResponse,
  type BlogLikeResponse,
  type BlogListResponse,
  type BlogPostResponse,
  type BlogSearchResponse,
  type BlogTagsResponse,
} from '../../../src/shared/api/contract.ts';
import { ARTICLES } from '../../seed/articles/index.ts';
import { seedBlog } from '../../seed/blog.ts';
import type { SeedArticle } from '../../seed/blogCatalogue.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (query = '') => server.get<BlogListResponse>(`${API_PATHS.blogPosts}${query}`);
const posts = async (query = '') => (await list(query)).body.results?.posts ?? [];
const search = (query: string) => server.get<BlogSearchResponse>(`${API_PATHS.blogSearch}${query}`);
const slugsOf = (items: { slug: string }[]) => items.map((item) => item.slug);
const newestFirst = (items: readonly { slug: string; published_at: string }[]) =>
  [...items].sort((a, b) => b.published_at.localeCompare(a.published_at)).map((item) => item.slug);
const SEEDED = ARTICLES.length;
const FEATURED = ARTICLES.filter((article) => article.featured);

describe('GET /api/blog/posts/', () => {
  it('lists the seeded articles newest first, twelve a page, as summaries, revalidated by caches', async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(SEEDED).toBeGreaterThanOrEqual(30);
    expect(reply.body).toMatchObject({ success: true, count: SEEDED, next: '/api/blog/posts/?page=2', previous: null });

    const items = reply.body.results?.posts ?? [];
    expect(items).toHaveLength(12);
    expect(slugsOf(items)).toEqual(newestFirst(ARTICLES).slice(0, 12));
    const dates = items.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of items) {
      expect(post).not.toHaveProperty('content');
      expect(post).not.toHaveProperty('related_posts');
      expect(post).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        excerpt: expect.any(String),
        reading_time: expect.any(Number),
        author_name: expect.any(String),
        likes_count: expect.any(Number),
        bookmarks_count: expect.any(Number),
        is_featured: expect.any(Boolean),
        category: { name: expect.any(String), slug: expect.any(String), color: expect.any(String) },
      });
      expect(post.featured_image).toBe(`/media/blog/${post.slug}.svg`);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(CATEGORY_COLORS).toContain(post.category.color);
    }
  });

  it('covers all five categories with at least five articles each, several featured', async () => {
    for (const category of ['teknoloji', 'egitim', 'vaka-calismasi', 'arastirma', 'erisilebilirlik']) {
      expect((await list(`?category=${category}`)).body.count).toBeGreaterThanOrEqual(5);
    }
    expect(FEATURED.length).toBeGreaterThanOrEqual(4);
    expect((await list('?featured=true')).body.count).toBe(FEATURED.length);
  });

  it('filters by category, tag and featured, alone and together', async () => {
    const education = await list('?category=egitim');
    expect(education.body.count).toBe(ARTICLES.filter((article) => article.category === 'egitim').length);
    expect((education.body.results?.posts ?? []).every((post) => post.category.slug === 'egitim')).toBe(true);

    const experiments = await posts('?tag=deney');
    expect(experiments.length).toBeGreaterThan(1);
    expect(experiments.every((post) => post.tags.some((tag) => tag.slug === 'deney'))).toBe(true);

    const featured = await posts('?featured=true');
    expect(featured).toHaveLength(FEATURED.length);
    expect(featured.every((post) => post.is_featured)).toBe(true);

    const educationExperiments = ARTICLES.filter((article) => article.category === 'egitim' && article.tags.includes('deney'));
    expect(educationExperiments.length).toBeGreaterThan(1);
    expect(slugsOf(await posts('?category=egitim&tag=deney'))).toEqual(newestFirst(educationExperiments));
    expect(await list('?category=olmayan-kategori')).toMatchObject({ status: 200, body: { count: 0, next: null, previous: null } });
  });

  it('searches ignoring case and Turkish letters', async () => {
    const expected = slugsOf(await posts('?search=öğretmen'));
    expect(expected.length).toBeGreaterThan(0);
    for (const term of ['OGRETMEN', 'ÖĞRETMEN', 'ogretmen', 'Öğretmen']) {
      expect(slugsOf(await posts(`?search=${encodeURIComponent(term)}`))).toEqual(expected);
    }
    expect(slugsOf(await posts(`?search=${encodeURIComponent('IHLAMUR')}`))).toEqual(['orman-haftasinda-sinif-projesi-fidandan-agaca']);
    expect(slugsOf(await posts(`?search=${encodeURIComponent('çevrimdışı')}`))).toEqual(slugsOf(await posts('?search=CEVRIMDISI')));
  });

  it('needs every search word to match, and treats % and _ as plain characters', async () => {
    expect(slugsOf(await posts(`?search=${encodeURIComponent('lahana karbonat')}`))).toEqual(['evde-yapilabilecek-5-guvenli-fen-deneyi']);
    expect((await list('?search=lahana%20robot')).body.count).toBe(0);
    expect((await list('?search=%25')).body.count).toBe(0);
    expect((await list('?search=_')).body.count).toBe(0);
  });

  it('answers 404 past the last page and 400 for a page that is not a positive number', async () => {
    const lastPage = Math.ceil(SEEDED / 12);
    expect((await list(`?page=${lastPage}`)).status).toBe(200);
    expect(await list(`?page=${lastPage + 1}`)).toMatchObject({ status: 404, body: { success: false, error_code: 'NOT_FOUND' } });
    for (const page of ['0', '-1', 'iki', '1.5']) {
      expect((await list(`?page=${page}`)).status).toBe(400);
    }
  });
});

describe('GET /api/blog/posts/{slug}/', () => {
  it('returns the article with HTML content, tags and up to three related posts, same category first', async () => {
    const reply = await server.get<BlogPostResponse>(API_PATHS.blogPost('evde-yapilabilecek-5-guvenli-fen-deneyi'));
    expect(reply.status).toBe(200);
    const post = reply.body.post;
    expect(post).toMatchObject({
      slug: 'evde-yapilabilecek-5-guvenli-fen-deneyi',
      title: 'Evde Yapılabilecek 5 Güvenli Fen Deneyi',
      category: { name: 'Eğitim', slug: 'egitim', color: 'success' },
      author_role: 'Fen Eğitimi Uzmanı',
      is_featured: true,
    });
    expect(post?.content).toContain('<h2>');
    expect(post?.tags.map((tag) => tag.slug)).toEqual(['fen-bilimleri', 'deney', 'veliler-icin']);
    expect(post?.related_posts).toHaveLength(3);
    const sameCategory = newestFirst(ARTICLES.filter((article) => article.category === 'egitim' && article.slug !== post?.slug));
    expect(slugsOf(post?.related_posts ?? [])).toEqual(sameCategory.slice(0, 3));
    expect(post?.related_posts.every((related) => related.category.slug === 'egitim' && related.featured_image)).toBe(true);
    expect(slugsOf(post?.related_posts ?? [])).not.toContain(post?.slug);
  });

  it('answers 404 with the catalogue message for an unknown slug', async () => {
    const reply = await server.get(API_PATHS.blogPost('olmayan-makale'));
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, message: 'Post not found: olmayan-makale' });
  });
});

describe('featured, categories, tags and search', () => {
  it('GET /api/blog/featured/ lists the featured articles', async () => {
    const reply = await server.get<BlogFeaturedResponse>(API_PATHS.blogFeatured);
    expect(reply.status).toBe(200);
    expect(slugsOf(reply.body.featured_posts)).toEqual(newestFirst(FEATURED));
  });

  it('GET /api/blog/categories/ lists the five categories with their colours', async () => {
    const reply = await server.get<BlogCategoriesResponse>(API_PATHS.blogCategories);
    expect(reply.body).toEqual({
      success: true,
      categories: [
        { name: 'Teknoloji', slug: 'teknoloji', color: 'primary' },
        { name: 'Eğitim', slug: 'egitim', color: 'success' },
        { name: 'Vaka Çalışması', slug: 'vaka-calismasi', color: 'secondary' },
        { name: 'Araştırma', slug: 'arastirma', color: 'info' },
        { name: 'Erişilebilirlik', slug: 'erisilebilirlik', color: 'warning' },
      ],
    });
  });

  it('GET /api/blog/tags/ lists the tags in Turkish alphabetical order', async () => {
    const reply = await server.get<BlogTagsResponse>(API_PATHS.blogTags);
    const names = reply.body.tags.map((tag) => tag.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
    expect(reply.body.tags[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
  });

  it('GET /api/blog/search/ finds posts, narrowed by category or tag', async () => {
    const all = await search(`?q=${encodeURIComponent('ÖĞRENCİ')}`);
    expect(all.status).toBe(200);
    expect(all.body.results_count).toBe(all.body.posts.length);
    expect(all.body.results_count).toBeGreaterThan(2);

    const narrowed = await search(`?q=ogrenci&category=erisilebilirlik`);
    expect(narrowed.body.results_count).toBeGreaterThan(0);
    expect(narrowed.body.posts.every((post) => post.category.slug === 'erisilebilirlik')).toBe(true);
    expect(narrowed.body.results_count).toBeLessThan(all.body.results_count);

    expect((await search('?q=ogrenci&tag=robotik')).body.posts.every((post) => post.tags.some((tag) => tag.slug === 'robotik'))).toBe(true);
    expect((await search('?q=kuantumfiziği')).body).toEqual({ success: true, posts: [], results_count: 0 });
  });

  it('GET /api/blog/search/ needs a search term (400)', async () => {
    expect((await search('')).status).toBe(400);
    expect((await search('?q=%20%20')).status).toBe(400);
  });
});

describe('likes and bookmarks', () => {
  const idOf = async (slug: string) => (await server.get<BlogPostResponse>(API_PATHS.blogPost(slug))).body.post?.id ?? 0;
  const like = (id: number | string, action: string, token?: string) => server.post<BlogLikeResponse>(`/api/blog/posts/${id}/like/`, { action }, { token });
  const bookmark = (id: number | string, action: string) => server.post<BlogBookmarkResponse>(`/api/blog/posts/${id}/bookmark/`, { action });

  it('like and unlike move the count, and the article shows it', async () => {
    const id = await idOf('kodlamaya-baslamak-icin-dogru-yas-var-mi');
    const liked = await like(id, 'like');
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({ success: true, likes_count: 37 });
    expect((await server.get<BlogPostResponse>(API_PATHS.blogPost('kodlamaya-baslamak-icin-dogru-yas-var-mi'))).body.post?.likes_count).toBe(37);
    expect((await like(id, 'unlike')).body.likes_count).toBe(36);
  });

  it('bookmark and unbookmark move the bookmark count', async () => {
    const id = await idOf('kodlamaya-baslamak-icin-dogru-yas-var-mi');
    expect((await bookmark(id, 'bookmark')).body).toEqual({ success: true, bookmarks_count: 26 });
    expect((await bookmark(id, 'unbookmark')).body).toEqual({ success: true, bookmarks_count: 25 });
  });

  it('never counts below zero', async () => {
    const id = await idOf('disleksi-dostu-ders-materyali-hazirlamanin-7-yolu');
    server.db.prepare('UPDATE blog_posts SET anonymous_likes = 0, anonymous_bookmarks = 0 WHERE id = ?').run(id);
    expect((await like(id, 'unlike')).body.likes_count).toBe(0);
    expect((await bookmark(id, 'unbookmark')).body.bookmarks_count).toBe(0);
  });

  it('counts a signed-in reader once per post', async () => {
    const id = await idOf('bir-koy-okulunda-robotik-kulubu');
    const { tokens } = await server.login('ogrenci@etkilab.example', 'Ogrenci123');
    expect((await like(id, 'like', tokens.access)).body.likes_count).toBe(64);
    expect((await like(id, 'like', tokens.access)).body.likes_count).toBe(64);
    expect((await like(id, 'unlike', tokens.access)).body.likes_count).toBe(63);
    expect((await like(id, 'unlike', tokens.access)).body.likes_count).toBe(63);
  });

  it('refuses an unknown action (400) and an unknown post (404)', async () => {
    const id = await idOf('kodlamaya-baslamak-icin-dogru-yas-var-mi');
    expect((await like(id, 'love')).status).toBe(400);
    expect((await bookmark(id, 'like')).status).toBe(400);
    expect(await server.post(`/api/blog/posts/${id}/like/`, {})).toMatchObject({
      status: 400,
      body: { errors: { action: ['İşlem "like" ya da "unlike" olmalıdır.'] } },
    });
    expect(await like(99999, 'like')).toMatchObject({ status: 404, body: { success: false, message: 'Post not found: 99999' } });
    expect((await bookmark('abc', 'bookmark')).status).toBe(404);
  });
});

describe('pagination', () => {
  let paged: TestServer;
  // A word no seeded article uses, so filtered counts are known exactly.
  const extra: SeedArticle[] = Array.from({ length: 20 }, (_, index) => ({
    slug: `deneme-yazisi-${index + 1}`,
    title: `Deneme Yazısı ${index + 1}`,
    excerpt: 'Sayfalamasınama için eklenen kısa bir yazı.',
    category: index < 14 ? 'teknoloji' : 'arastirma',
    tags: ['stem'],
    illustration: 'book',
    author_name: 'Test Yazarı',
    author_role: null,
    published_at: new Date(Date.UTC(2020, 0, index + 1)).toISOString(),
    likes: 0,
    bookmarks: 0,
    content: '<p>Deneme içeriği.</p>',
  }));
  const total = SEEDED + extra.length;

  beforeAll(async () => {
    paged = await startTestServer();
    seedBlog(paged.db, extra);
  });
  afterAll(() => paged.close());

  const page = (query: string) => paged.get<BlogListResponse>(`${API_PATHS.blogPosts}${query}`);

  it('serves 12 posts a page with relative next and previous links', async () => {
    const lastPage = Math.ceil(total / 12);
    const first = await page('');
    expect(first.body).toMatchObject({ count: total, next: '/api/blog/posts/?page=2', previous: null });
    expect(first.body.results?.posts).toHaveLength(12);

    const second = await page('?page=2');
    expect(second.body).toMatchObject({ count: total, next: '/api/blog/posts/?page=3', previous: '/api/blog/posts/' });
    expect(second.body.results?.posts).toHaveLength(12);

    const replies = [first, second];
    for (let number = 3; number <= lastPage; number += 1) replies.push(await page(`?page=${number}`));
    const last = replies.at(-1);
    expect(last?.body).toMatchObject({ next: null, previous: `/api/blog/posts/?page=${lastPage - 1}` });
    expect(last?.body.results?.posts).toHaveLength(total - (lastPage - 1) * 12);

    const seen = replies.flatMap((reply) => slugsOf(reply.body.results?.posts ?? []));
    expect(new Set(seen).size).toBe(total);
    expect((await page(`?page=${lastPage + 1}`)).status).toBe(404);
  });

  it('keeps the filters in the links', async () => {
    const first = await page('?category=teknoloji&search=sayfalamasinama');
    expect(first.body).toMatchObject({ count: 14, next: '/api/blog/posts/?category=teknoloji&search=sayfalamasinama&page=2', previous: null });
    const second = await paged.get<BlogListResponse>(first.body.next ?? '');
    expect(second.body).toMatchObject({ next: null, previous: '/api/blog/posts/?category=teknoloji&search=sayfalamasinama' });
    expect(second.body.results?.posts).toHaveLength(2);
  });

  it('brings stored articles up to date on a new seed run and keeps their reactions', async () => {
    const [first] = extra;
    if (!first) throw new Error('no extra article');
    paged.db.prepare('UPDATE blog_posts SET anonymous_likes = 99 WHERE slug = ?').run(first.slug);
    seedBlog(paged.db, [{ ...first, title: 'Yeni Başlık', likes: 0 }]);
    const stored = await paged.get<BlogPostResponse>(API_PATHS.blogPost(first.slug));
    expect(stored.body.post).toMatchObject({ title: 'Yeni Başlık', likes_count: 99 });
  });
});

describe('blog images', () => {
  it('serves every article cover and the images inside articles, with long cache headers', async () => {
    const covers = new Set(ARTICLES.map((article) => `/media/blog/${article.slug}.svg`));
    const inline = ARTICLES.flatMap((article) => [...article.content.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? ''));
    expect(inline.length).toBeGreaterThan(0);
    for (const url of [...covers, ...inline]) {
      const reply = await fetch(`${server.url}${url}`);
      expect(reply.status, url).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(reply.headers.get('cache-control')).toBe('public, max-age=2592000');
      const body = await reply.text();
      expect(body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(body).not.toMatch(/<script|on\w+=|href="(?!#)/i);
      expect(body.length).toBeLessThan(8_000);
    }
  });

  it('answers 404 for an unknown image and never lists the folder', async () => {
    expect((await fetch(`${server.url}/media/blog/olmayan.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/blog/`)).status).not.toBe(200);
    expect((await fetch(`${server.url}/media/blog/../blog.ts`)).status).toBe(404);
  });
});
