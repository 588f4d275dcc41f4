import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthResponse, type ProfileResponse } from '../src/shared/api/contract.ts';
import { MIGRATIONS } from './db/migrations.ts';
import { startTestServer, type TestServer } from '../tests/fixtures/serverHarness.ts';

const SHELL = '<!doctype html><title>EtkiLab</title>';
const HOME_PAGE = '<!doctype html><title>EtkiLab</title><div id="root" data-rendered-page="/"><h1>Bilimi dokunarak</h1></div>';
const ARTICLE_PAGE = '<!doctype html><title>Bir makale | EtkiLab</title><div id="root" data-rendered-page="/blog/bir-makale"><h1>Bir makale</h1></div>';
const NOT_FOUND = { success: false, message: 'İstenen API adresi bulunamadı.', error_code: 'NOT_FOUND' };

describe('the API as a whole', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers unknown API paths with JSON 404 NOT_FOUND, whatever the method', async () => {
    for (const [method, route] of [
      ['GET', '/api/bilinmeyen/'],
      ['POST', '/api/auth/bilinmeyen/'],
      ['DELETE', API_PATHS.profile],
      ['GET', API_PATHS.login],
    ] as const) {
      const reply = await server.request(method, route);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(NOT_FOUND);
    }
  });

  it('serves the exact contract paths, trailing slash included', async () => {
    expect((await server.get('/api/schools/list')).body).toEqual(NOT_FOUND);
    expect((await server.get(API_PATHS.schools)).status).toBe(200);
  });

  it('answers malformed JSON, an empty JSON body and other content types with a JSON 4xx', async () => {
    const malformed = await server.request('POST', API_PATHS.login, { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'İstek gövdesi geçerli bir JSON değil.', error_code: 'VALIDATION_ERROR' });

    const empty = await server.request('POST', API_PATHS.login, { rawBody: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);

    const form = await server.request('POST', API_PATHS.login, { rawBody: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ success: false, error_code: 'VALIDATION_ERROR' });
  });

  it('never lets API answers be stored by caches, except blog reads which revalidate', async () => {
    const { tokens } = await server.login('ogrenci@etkilab.example', 'Ogrenci123');
    expect((await server.get(API_PATHS.profile, { token: tokens.access })).headers.get('cache-control')).toBe('no-store');
    expect((await server.get(API_PATHS.schools)).headers.get('cache-control')).toBe('no-store');
    expect((await server.get('/api/bilinmeyen/')).headers.get('cache-control')).toBe('no-store');
    expect((await server.get(API_PATHS.blogCategories)).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the security headers on API answers too', async () => {
    const reply = await server.get(API_PATHS.schools);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves only the API when no build is given', async () => {
    const reply = await server.get('/');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toContain('application/json');
  });
});

describe('internal errors', () => {
  it('answer 500 SERVER_ERROR without details, and are logged although the request log is off', async () => {
    const lines: string[] = [];
    const server = await startTestServer({ errorLog: { write: (line) => lines.push(line) } });
    try {
      expect((await server.get(API_PATHS.newsletterStats)).status).toBe(200);
      expect(lines).toEqual([]);

      server.db.exec('DROP TABLE newsletter_subscribers');
      const reply = await server.get(API_PATHS.newsletterStats);
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ success: false, message: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.', error_code: 'SERVER_ERROR' });

      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      // The cause, with its stack, and the answer it led to.
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 50, err: expect.objectContaining({ message: expect.stringContaining('newsletter_subscribers') }) }),
      );
      expect(logged).toContainEqual(expect.objectContaining({ level: 50, method: 'GET', url: API_PATHS.newsletterStats, statusCode: 500 }));
    } finally {
      await server.close();
    }
  });
});

describe('malformed URLs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['/%E0%A4%A', '/api/blog/posts/%ZZ/', '/api/blog/posts/%E0%A4%A/like/'])(
    '%s answers 400 in the docs/behaviour.md#errors shape, with the security headers, never cached',
    async (route) => {
      const reply = await server.get(route);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, message: 'İstek adresi geçersiz.', error_code: 'VALIDATION_ERROR' });
      expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('cache-control')).toBe('no-store');
    },
  );
});

describe('the data folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'etkilab-data-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is created, migrated and seeded once, and keeps users, sessions and the signing key across restarts', async () => {
    const dataDir = path.join(root, 'ic', 'ice');
    const first = await startTestServer({ dataDir });
    const registered = await first.post<AuthResponse>(API_PATHS.register, {
      first_name: 'Nehir',
      last_name: 'Ateş',
      email: 'nehir@ornek.example',
      role: 'student',
      password: 'Kalici123',
      password_confirm: 'Kalici123',
      terms_accepted: true,
    });
    const counts = ['users', 'schools', 'school_accounts', 'blog_posts', 'blog_post_tags'].map((table) => first.count(table));
    const version = first.db.prepare<[], { version: number }>('SELECT version FROM schema_version').get()?.version;
    await first.close();

    expect(version).toBe(MIGRATIONS.length);
    expect(existsSync(path.join(dataDir, 'etkilab.sqlite'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(43);

    const second = await startTestServer({ dataDir });
    try {
      expect(['users', 'schools', 'school_accounts', 'blog_posts', 'blog_post_tags'].map((table) => second.count(table))).toEqual(counts);
      const profile = await second.get<ProfileResponse>(API_PATHS.profile, { token: registered.body.tokens.access });
      expect(profile.body.user?.email).toBe('nehir@ornek.example');
      expect((await second.post(API_PATHS.refresh, { refresh: registered.body.tokens.refresh })).status).toBe(200);
      expect(second.db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      await second.close();
    }
  });
});

describe('with a build', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'etkilab-dist-'));
  let server: TestServer;
  beforeAll(async () => {
    // As the build leaves them: every file beside its .br and .gz.
    const write = (file: string, text: string) => {
      writeFileSync(path.join(distDir, file), text);
      writeFileSync(path.join(distDir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(distDir, `${file}.gz`), gzipSync(text));
    };
    write('index.html', SHELL);
    mkdirSync(path.join(distDir, 'assets'));
    write('assets/app-abc123.js', 'console.log(1)');
    mkdirSync(path.join(distDir, 'pages/blog'), { recursive: true });
    write('pages/index.html', HOME_PAGE);
    write('pages/blog/bir-makale.html', ARTICLE_PAGE);
    server = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers a rendered public page with its HTML, and the same path with a query or any other path with the shell', async () => {
    for (const encoding of ['identity', 'gzip, br']) {
      const home = await server.get('/', { headers: { 'accept-encoding': encoding } });
      expect(home.body).toBe(HOME_PAGE);
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect((await server.get('/blog/bir-makale', { headers: { 'accept-encoding': encoding } })).body).toBe(ARTICLE_PAGE);
      expect((await server.get('/blog/bir-makale/', { headers: { 'accept-encoding': encoding } })).body).toBe(ARTICLE_PAGE);
    }
    for (const route of ['/?utm=x', '/blog/bir-makale?x=1', '/blog/baska-makale', '/dashboard', '/index', '/pages/index']) {
      expect((await server.get(route)).body, route).toBe(SHELL);
    }
  });

  it('serves the shell for app routes and hashed assets for a year, and the API beside them', async () => {
    const page = await server.get('/blog/baska-makale');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>EtkiLab</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    for (const encoding of ['identity', 'gzip, br']) {
      const root = await server.get('/', { headers: { 'accept-encoding': encoding } });
      expect(root.status).toBe(200);
      expect(root.body).toContain('<title>EtkiLab</title>');
    }

    const asset = await server.get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    expect((await server.get(API_PATHS.schools)).status).toBe(200);
    expect((await server.get('/api/bilinmeyen/')).body).toEqual(NOT_FOUND);
  });

  it('never lets a cache keep an error, even under /assets/ or /media/', async () => {
    for (const route of ['/assets/missing-abc123.js', '/media/yok-abc123.png', '/yok.txt']) {
      const reply = await server.get(route);
      expect(reply.status).toBe(404);
      expect(reply.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['identity', null],
  ])('sends files and the shell for Accept-Encoding %s with Vary: Accept-Encoding', async (accepted, encoding) => {
    for (const route of ['/assets/app-abc123.js', '/', '/blog/bir-makale', '/blog/baska-makale']) {
      const reply = await server.get(route, { headers: { 'accept-encoding': accepted } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-encoding')).toBe(encoding);
      expect(reply.headers.get('vary')).toBe('Accept-Encoding');
    }
    const shell = await server.get('/blog/baska-makale', { headers: { 'accept-encoding': accepted } });
    expect(shell.body).toBe(SHELL);
  });

  it('answers malformed URLs with the docs/behaviour.md#errors JSON, not the shell', async () => {
    const reply = await server.get('/%E0%A4%A');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message: 'İstek adresi geçersiz.', error_code: 'VALIDATION_ERROR' });
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
  });
});
