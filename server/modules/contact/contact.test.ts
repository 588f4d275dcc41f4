import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ApiErrorBody, type ContactRequest, type ContactResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const VALID: ContactRequest = {
  name: 'Aylin Karaca',
  email: 'aylin@ornek.example',
  phone: '0 555 123 45 67',
  user_type: 'teacher',
  subject: 'Okulumuz için deney setleri',
  message: 'Merhaba, 6. sınıflar için deney setleri hakkında bilgi almak istiyoruz.',
};

const submit = (body: unknown, headers?: Record<string, string>) => server.post<ContactResponse>(API_PATHS.contact, body, { headers });
const submitInvalid = (body: unknown, headers?: Record<string, string>) => server.post<ApiErrorBody>(API_PATHS.contact, body, { headers });

describe('POST /api/contact/submit/', () => {
  it('stores the message and answers 201 with a readable submission id', async () => {
    const reply = await submit({ ...VALID, name: '  Aylin Karaca ', email: 'Aylin@Ornek.Example' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, message: expect.any(String), data: { submission_id: expect.stringMatching(/^ILT-\d{4}-\d{6}$/) } });

    const id = reply.body.data.submission_id;
    const row = server.db
      .prepare<[string], Record<string, unknown>>('SELECT name, email, phone, user_type, subject FROM contact_submissions WHERE submission_id = ?')
      .get(id);
    expect(row).toEqual({ name: 'Aylin Karaca', email: 'aylin@ornek.example', phone: VALID.phone, user_type: 'teacher', subject: VALID.subject });

    const second = await submit(VALID);
    expect(second.body.data.submission_id).not.toBe(id);
  });

  it('accepts a message without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = VALID;
    expect((await submit(withoutPhone)).status).toBe(201);
    expect((await submit({ ...VALID, phone: null })).status).toBe(201);
  });

  it.each([
    ['name', '', 'NAME_REQUIRED', 'Ad soyad zorunludur.'],
    ['name', ' A ', 'NAME_TOO_SHORT', 'Ad soyad en az 2 karakter olmalıdır.'],
    ['email', undefined, 'EMAIL_REQUIRED', 'E-posta adresi zorunludur.'],
    ['email', 'aylin.ornek', 'EMAIL_INVALID', 'Geçerli bir e-posta adresi girin.'],
    ['user_type', 'astronaut', 'USER_TYPE_INVALID', 'Geçerli bir kullanıcı türü seçin.'],
    ['user_type', undefined, 'USER_TYPE_INVALID', 'Geçerli bir kullanıcı türü seçin.'],
    ['subject', '   ', 'SUBJECT_REQUIRED', 'Konu zorunludur.'],
    ['subject', 'Soru', 'SUBJECT_TOO_SHORT', 'Konu en az 5 karakter olmalıdır.'],
    ['subject', 'K'.repeat(201), 'SUBJECT_TOO_LONG', 'Konu en fazla 200 karakter olabilir.'],
    ['message', undefined, 'MESSAGE_REQUIRED', 'Mesaj zorunludur.'],
    ['message', 'Kısa not', 'MESSAGE_TOO_SHORT', 'Mesaj en az 10 karakter olmalıdır.'],
    ['message', 'M'.repeat(1001), 'MESSAGE_TOO_LONG', 'Mesaj en fazla 1000 karakter olabilir.'],
    ['phone', '0'.repeat(21), 'PHONE_TOO_LONG', 'Telefon numarası en fazla 20 karakter olabilir.'],
    ['name', 'A'.repeat(101), 'VALIDATION_ERROR', 'Ad soyad en fazla 100 karakter olabilir.'],
    ['email', `${'a'.repeat(250)}@ornek.example`, 'EMAIL_INVALID', 'Geçerli bir e-posta adresi girin.'],
    ['user_type', 'teacher'.repeat(20), 'USER_TYPE_INVALID', 'Geçerli bir kullanıcı türü seçin.'],
  ] as const)('refuses %s = %j with %s', async (field, value, code, message) => {
    const before = server.count('contact_submissions');
    const reply = await submitInvalid({ ...VALID, [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message, error_code: code, errors: { [field]: [message] } });
    expect(server.count('contact_submissions')).toBe(before);
  });

  it('accepts the limits themselves', async () => {
    const reply = await submit({ ...VALID, subject: 'K'.repeat(200), message: 'M'.repeat(1000), phone: '0'.repeat(20), name: 'Al' });
    expect(reply.status).toBe(201);
    expect((await submit({ ...VALID, name: 'A'.repeat(100) })).status).toBe(201);
  });

  it('refuses a 900 KB body before reading it (413), and stores nothing', async () => {
    const before = server.count('contact_submissions');
    const reply = await submitInvalid({ ...VALID, name: 'A'.repeat(900 * 1024) });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ success: false, message: 'İstek gövdesi çok büyük.', error_code: 'VALIDATION_ERROR' });
    expect(server.count('contact_submissions')).toBe(before);
  });

  it('lists every failing field with VALIDATION_ERROR', async () => {
    const reply = await submitInvalid({ name: 'A', email: 'x', user_type: 'x', subject: 'x', message: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('VALIDATION_ERROR');
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual(['email', 'message', 'name', 'subject', 'user_type']);
  });
});

describe('Idempotency-Key on the contact form', () => {
  it('stores one row for the same key twice and replays the first answer', async () => {
    const key = 'iletisim-0001';
    const before = server.count('contact_submissions');
    const first = await submit(VALID, { 'idempotency-key': key });
    const replay = await submit(VALID, { 'idempotency-key': key });

    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(server.count('contact_submissions')).toBe(before + 1);
    expect(server.count('idempotency_keys', 'key = ?', key)).toBe(1);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = 'iletisim-sira';
    const first = await submit(VALID, { 'idempotency-key': key });
    const reordered = Object.fromEntries(Object.entries(VALID).reverse());
    const replay = await submit(reordered, { 'idempotency-key': key });
    expect(replay.body).toEqual(first.body);
  });

  it('refuses the key with a different body (422) and stores nothing', async () => {
    const key = 'iletisim-0002';
    await submit(VALID, { 'idempotency-key': key });
    const before = server.count('contact_submissions');
    const reply = await submitInvalid({ ...VALID, subject: 'Bambaşka bir konu' }, { 'idempotency-key': key });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ success: false, error_code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(server.count('contact_submissions')).toBe(before);
  });

  it('does not keep a rejected answer, so the corrected message can go with the same key', async () => {
    const key = 'iletisim-0003';
    expect((await submit({ ...VALID, message: 'kısa' }, { 'idempotency-key': key })).status).toBe(400);
    expect(server.count('idempotency_keys', 'key = ?', key)).toBe(0);
    expect((await submit(VALID, { 'idempotency-key': key })).status).toBe(201);
  });

  it('refuses a malformed key (400)', async () => {
    const reply = await submitInvalid(VALID, { 'idempotency-key': 'x'.repeat(256) });
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('VALIDATION_ERROR');
  });

  it('forgets keys after 7 days', async () => {
    const key = 'iletisim-eski';
    const first = await submit(VALID, { 'idempotency-key': key });
    server.advanceClock(7 * 24 * 60 * 60 + 1);
    const later = await submit(VALID, { 'idempotency-key': key });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.data.submission_id).not.toBe(first.body.data.submission_id);
    expect(server.count('idempotency_keys', 'key = ?', key)).toBe(1);
  });
});
