import { describe, expect, it, vi } from 'vitest';
import { classifyAnswer, newIdempotencyKey, postToOutbox } from './outboxClient.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('postToOutbox', () => {
  it('sends the JSON with the Idempotency-Key', async () => {
    const fetcher = vi.fn(async () => json(201, { success: true, data: { submission_id: 'ILT-1' } }));
    const result = await postToOutbox('/api/contact/submit/', { name: 'Aylin' }, 'key-1', fetcher);
    expect(result).toEqual({ type: 'sent', status: 201, answer: { success: true, data: { submission_id: 'ILT-1' } } });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/submit/');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    expect(init.body).toBe('{"name":"Aylin"}');
  });

  it('reports a post the worker kept', async () => {
    expect(await postToOutbox('/x', {}, 'k', async () => json(202, { queued: true, id: 'k' }))).toEqual({ type: 'queued', id: 'k' });
  });

  it('reports a network failure without a worker as failed', async () => {
    const result = await postToOutbox('/x', {}, 'k', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.type).toBe('failed');
    expect(result.type === 'failed' && result.error.code).toBe('NETWORK_ERROR');
  });
});

describe('classifyAnswer', () => {
  it('treats 4xx as rejected with field errors, 408/429/5xx as failed', () => {
    const rejected = classifyAnswer(400, { success: false, error_code: 'NAME_TOO_SHORT', errors: { name: ['Ad soyad en az 2 karakter olmalıdır.'] } });
    expect(rejected.type).toBe('rejected');
    expect(rejected.type === 'rejected' && rejected.error.fieldErrors.name).toEqual(['Ad soyad en az 2 karakter olmalıdır.']);
    expect(classifyAnswer(429, {}).type).toBe('failed');
    expect(classifyAnswer(408, {}).type).toBe('failed');
    expect(classifyAnswer(503, {}).type).toBe('failed');
    // A 202 that is not the worker's queued answer is an ordinary success.
    expect(classifyAnswer(202, { success: true }).type).toBe('sent');
  });
});

describe('newIdempotencyKey', () => {
  it('makes a fresh printable key each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
