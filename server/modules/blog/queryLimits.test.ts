import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type BlogListResponse, type BlogSearchResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const words = (count: number) => Array.from({ length: count }, (_, index) => `kelime${index}`).join(' ');
const list = (query: string) => server.get<BlogListResponse>(`${API_PATHS.blogPosts}?${query}`);

describe('blog queries are bounded', () => {
  it('answers a search of 998 words with 200, on the list and on the search call', async () => {
    const text = encodeURIComponent(words(998));
    const listed = await list(`search=${text}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ success: true, count: 0 });
    const searched = await server.get<BlogSearchResponse>(`${API_PATHS.blogSearch}?q=${text}`);
    expect(searched.status).toBe(200);
    expect(searched.body).toEqual({ success: true, posts: [], results_count: 0 });
  });

  it('still finds posts by the first words of a long pasted text', async () => {
    const text = encodeURIComponent(`lahana karbonat ${'ve '.repeat(400)}`);
    const reply = await list(`search=${text}`);
    expect(reply.status).toBe(200);
    expect(reply.body.results?.posts.map((post) => post.slug)).toEqual(['evde-yapilabilecek-5-guvenli-fen-deneyi']);
  });

  it('links further pages with the search text it used, at most 100 characters', async () => {
    const reply = await list(`search=${encodeURIComponent('bir '.repeat(1000))}`);
    expect(reply.status).toBe(200);
    const next = new URL(reply.body.next ?? '', 'http://x').searchParams.get('search') ?? '';
    expect(next.length).toBeGreaterThan(0);
    expect(next.length).toBeLessThanOrEqual(100);
  });

  it.each([
    ['category', 'Kategori en fazla 100 karakter olabilir.'],
    ['tag', 'Etiket en fazla 100 karakter olabilir.'],
  ])('refuses a %s slug past 100 characters with 400', async (name, message) => {
    const reply = await list(`${name}=${'a'.repeat(101)}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message, error_code: 'VALIDATION_ERROR', errors: { [name]: [message] } });
    expect((await list(`${name}=${'a'.repeat(100)}`)).status).toBe(200);
  });

  it('answers a page number too long to be a page as past the last page (404), and a bad one with 400', async () => {
    const long = await list(`page=${'9'.repeat(5000)}`);
    expect(long.status).toBe(404);
    expect(long.body).toEqual({ success: false, message: 'Geçersiz sayfa.', error_code: 'NOT_FOUND' });
    expect((await list('page=0')).status).toBe(400);
    expect((await list('page=abc')).status).toBe(400);
    expect((await list('page=002')).status).toBe(200);
  });
});
