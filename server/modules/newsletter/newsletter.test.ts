import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ContactResponse, type NewsletterStatsResponse, type NewsletterSubscribeResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const subscribe = (body: unknown, headers?: Record<string, string>) =>
  server.post<NewsletterSubscribeResponse>(API_PATHS.newsletterSubscribe, body, { headers });
const subscribers = async () => (await server.get<NewsletterStatsResponse>(API_PATHS.newsletterStats)).body.stats.subscribers;

describe('newsletter', () => {
  it('subscribes (201) and the stats count the subscriber', async () => {
    const before = await subscribers();
    const reply = await subscribe({ email: 'okur@ornek.example' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, message: 'Bültenimize abone oldunuz. Teşekkür ederiz!' });

    const stats = await server.get<NewsletterStatsResponse>(API_PATHS.newsletterStats);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ success: true, stats: { subscribers: before + 1 } });
  });

  it('answers 200 to an address already on the list, whatever its case, and stores it once', async () => {
    await subscribe({ email: 'tekrar@ornek.example' });
    const reply = await subscribe({ email: ' TEKRAR@ornek.example ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Bu e-posta adresi zaten bültenimize kayıtlı.' });
    expect(server.count('newsletter_subscribers', 'email = ?', 'tekrar@ornek.example')).toBe(1);
  });

  it.each([
    [{ email: 'gecersiz-adres' }, 'EMAIL_INVALID', 'Geçerli bir e-posta adresi girin.'],
    [{ email: 'a@b' }, 'EMAIL_INVALID', 'Geçerli bir e-posta adresi girin.'],
    [{}, 'EMAIL_REQUIRED', 'E-posta adresi zorunludur.'],
  ])('refuses %j (400 %s)', async (body, code, message) => {
    const reply = await subscribe(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message, error_code: code, errors: { email: [message] } });
  });
});

describe('Idempotency-Key on the newsletter', () => {
  it('replays the first answer (201) instead of "already subscribed", with one row', async () => {
    const headers = { 'idempotency-key': '6f1c2a4e-bulten' };
    const first = await subscribe({ email: 'outbox@ornek.example' }, headers);
    const replay = await subscribe({ email: 'outbox@ornek.example' }, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(server.count('newsletter_subscribers', 'email = ?', 'outbox@ornek.example')).toBe(1);
    expect(server.count('idempotency_keys')).toBeGreaterThanOrEqual(1);
  });

  it('refuses the same key with another e-mail (422)', async () => {
    const headers = { 'idempotency-key': 'bulten-ikinci' };
    await subscribe({ email: 'ilk@ornek.example' }, headers);
    const reply = await subscribe({ email: 'baska@ornek.example' }, headers);
    expect(reply.status).toBe(422);
    expect(server.count('newsletter_subscribers', 'email = ?', 'baska@ornek.example')).toBe(0);
  });

  it('keeps keys apart per endpoint', async () => {
    const headers = { 'idempotency-key': 'ortak-anahtar' };
    expect((await subscribe({ email: 'ortak@ornek.example' }, headers)).status).toBe(201);
    const contact = await server.post<ContactResponse>(
      API_PATHS.contact,
      { name: 'Ortak Kişi', email: 'ortak@ornek.example', user_type: 'parent', subject: 'Bir sorum var', message: 'Bülten ne sıklıkla gönderiliyor?' },
      { headers },
    );
    expect(contact.status).toBe(201);
    expect(contact.body.data.submission_id).toMatch(/^ILT-/);
  });
});
