import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../tests/fixtures/serverHarness.ts';
import { INVALID_BODY, parseBody } from './validation.ts';

describe('parseBody', () => {
  // valibot's object schema takes an array, whose missing keys then read as blank fields.
  const schema = v.object({ email: v.optional(v.string(), '') }, INVALID_BODY);

  it('refuses an array where an object is expected', () => {
    const parsed = parseBody(schema, [{ email: 'a@b.example' }]);
    expect(parsed).toEqual({
      ok: false,
      answer: { status: 400, body: { success: false, message: INVALID_BODY, error_code: 'VALIDATION_ERROR', errors: { non_field_errors: [INVALID_BODY] } } },
    });
  });

  it('takes a plain object', () => {
    expect(parseBody(schema, { email: 'a@b.example' })).toEqual({ ok: true, value: { email: 'a@b.example' } });
  });
});

describe('every anonymous write refuses an array body with 400', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([API_PATHS.contact, API_PATHS.newsletterSubscribe, '/api/blog/posts/1/like/', '/api/blog/posts/1/bookmark/', API_PATHS.schoolResolve])(
    'POST %s',
    async (route) => {
      const reply = await server.request('POST', route, { rawBody: '[{"action":"like","email":"a@b.example"}]' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, error_code: 'VALIDATION_ERROR' });
    },
  );
});
