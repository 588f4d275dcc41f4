import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../tests/fixtures/serverHarness.ts';
import { resolveWriteRateLimits } from '../writeLimits.ts';

const RATE_LIMITED = {
  success: false,
  message: expect.stringMatching(/^Çok fazla istek gönderildi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/),
  error_code: 'RATE_LIMITED',
};

const contact = (index: number) => ({
  name: 'Aylin Karaca',
  email: `veli${index}@ornek.example`,
  user_type: 'parent',
  subject: `Deney seti sorusu ${index}`,
  message: 'Merhaba, deney setleri hakkında bilgi almak istiyoruz.',
});

const registration = (index: number) => ({
  first_name: 'Öğrenci',
  last_name: `Numara ${index}`,
  email: `ogrenci.${index}@okul.example`,
  role: 'student',
  password: 'Guclu1234',
  password_confirm: 'Guclu1234',
  terms_accepted: true,
});

type Post = { url: string; body: unknown; address?: string; key?: string };

/** In-process posts (the full hook chain, without sockets), so hundreds stay quick; `address` plays another client. */
async function post(server: TestServer, { url, body, address = '127.0.0.1', key }: Post) {
  const reply = await server.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: address,
    headers: key ? { 'idempotency-key': key } : {},
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.json<Record<string, unknown>>() };
}

async function statuses(server: TestServer, posts: Post[]): Promise<number[]> {
  const result: number[] = [];
  for (const item of posts) result.push((await post(server, item)).status);
  return result;
}

const countOf = (list: number[], status: number) => list.filter((item) => item === status).length;
const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));

describe('anonymous writes with the default limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('let a class of 30 register from one address, and stop 200 quick registrations at 100', async () => {
    const users = server.count('users');
    const replies = await statuses(
      server,
      times(200, (index) => ({ url: API_PATHS.register, body: registration(index) })),
    );
    expect(replies.slice(0, 30)).toEqual(times(30, () => 201));
    expect(countOf(replies, 201)).toBe(100);
    expect(countOf(replies, 429)).toBe(100);
    expect(server.count('users')).toBe(users + 100);
  });

  it('stop 200 quick contact messages at 60 and 200 subscriptions at 60', async () => {
    const contacts = await statuses(
      server,
      times(200, (index) => ({ url: API_PATHS.contact, body: contact(index) })),
    );
    expect(countOf(contacts, 201)).toBe(60);
    expect(server.count('contact_submissions')).toBe(60);

    const subscriptions = await statuses(
      server,
      times(200, (index) => ({ url: API_PATHS.newsletterSubscribe, body: { email: `okur${index}@ornek.example` } })),
    );
    expect(countOf(subscriptions, 201)).toBe(60);
    expect(server.count('newsletter_subscribers')).toBe(60);
  });

  it('stop likes at 300 per address, counting bookmarks apart', async () => {
    const likes = await statuses(
      server,
      times(400, (index) => ({ url: `/api/blog/posts/${1 + (index % 5)}/like/`, body: { action: 'like' } })),
    );
    expect(countOf(likes, 200)).toBe(300);
    expect(countOf(likes, 429)).toBe(100);
    expect((await post(server, { url: '/api/blog/posts/1/bookmark/', body: { action: 'bookmark' } })).status).toBe(200);
  });
});

describe('a refused write', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ writeRateLimits: { contact: { max: 2, windowSeconds: 600 }, newsletter: { max: 2 } } });
  });
  afterEach(() => server.advanceClock(601));
  afterAll(() => server.close());

  it('answers 429 RATE_LIMITED in the docs/behaviour.md#errors shape with Retry-After in seconds, and stores nothing', async () => {
    await statuses(
      server,
      times(2, (index) => ({ url: API_PATHS.contact, body: contact(index) })),
    );
    const before = server.count('contact_submissions');
    server.advanceClock(100);
    // Over HTTP, as the app sees it: the security headers and no-store come with it.
    const refused = await server.post(API_PATHS.contact, contact(3));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    expect(refused.body.message).toBe('Çok fazla istek gönderildi. Lütfen 9 dakika sonra tekrar deneyin.');
    expect(refused.headers.get('retry-after')).toBe('500');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(server.count('contact_submissions')).toBe(before);

    server.advanceClock(500);
    expect((await post(server, { url: API_PATHS.contact, body: contact(4) })).status).toBe(201);
  });

  it('counts each address and each route on its own', async () => {
    await statuses(
      server,
      times(3, (index) => ({ url: API_PATHS.contact, body: contact(index) })),
    );
    expect((await post(server, { url: API_PATHS.contact, body: contact(9), address: '10.1.2.3' })).status).toBe(201);
    expect((await post(server, { url: API_PATHS.newsletterSubscribe, body: { email: 'ayri@ornek.example' } })).status).toBe(201);
  });

  it('does not count a replay of a stored Idempotency-Key (the outbox resending), nor refuse it', async () => {
    const first = await post(server, { url: API_PATHS.contact, body: contact(20), key: 'outbox-20' });
    expect(first.status).toBe(201);
    for (let replay = 0; replay < 5; replay += 1) {
      const again = await post(server, { url: API_PATHS.contact, body: contact(20), key: 'outbox-20' });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
    }
    expect((await post(server, { url: API_PATHS.contact, body: contact(21), key: 'outbox-21' })).status).toBe(201);
    // Both allowances are used now: the stored answers still come back, a new message does not go in.
    expect((await post(server, { url: API_PATHS.contact, body: contact(22), key: 'outbox-22' })).status).toBe(429);
    expect((await post(server, { url: API_PATHS.contact, body: contact(21), key: 'outbox-21' })).status).toBe(201);
    expect(server.count('contact_submissions', "subject LIKE 'Deney seti sorusu 2_'")).toBe(2);
  });

  it('leaves reads alone', async () => {
    for (let index = 0; index < 5; index += 1) expect((await server.get(API_PATHS.newsletterStats)).status).toBe(200);
  });
});

describe('resolveWriteRateLimits', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('takes a maximum per write and one window from the environment, options first', () => {
    process.env.RATE_LIMIT_REGISTER = '250';
    process.env.RATE_LIMIT_CONTACT = 'çok';
    process.env.RATE_LIMIT_WINDOW_SECONDS = '3600';
    const limits = resolveWriteRateLimits({ newsletter: { max: 5 } });
    expect(limits.register).toEqual({ max: 250, windowSeconds: 3600 });
    expect(limits.contact).toEqual({ max: 60, windowSeconds: 3600 });
    expect(limits.newsletter).toEqual({ max: 5, windowSeconds: 3600 });
    expect(limits.reactions).toEqual({ max: 300, windowSeconds: 3600 });
  });
});
