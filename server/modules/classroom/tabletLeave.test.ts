import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type TabletLeaveResponse } from '../../../src/shared/api/classroom.ts';
import type { AuthResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type Reply, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { DEMO_PICTURE_CODES } from '../../seed/classroomContent.ts';
import { as, DEMO, enrolmentOf, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let tablet: Caller;
beforeAll(async () => {
  server = await startTestServer();
  tablet = await signIn(server, 'tablet5');
});
afterAll(() => server.close());

const leave = (caller: Caller | undefined, body: unknown) => as(server, caller).post<TabletLeaveResponse>(CLASSROOM_PATHS.tabletLeave, body);

describe('POST /api/classes/tablet/leave/', () => {
  it('accepts the school account’s password', async () => {
    const reply = await leave(tablet, { password: DEMO.tablet5.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });
  });

  it('answers a wrong or missing password with a Turkish field error', async () => {
    const wrong = await leave(tablet, { password: 'Tahmin1234' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errors: { password: [expect.stringContaining('Şifre yanlış')] } });
    const missing = await leave(tablet, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error_code: 'FIELD_REQUIRED', errors: { password: ['Okulun şifresini girin.'] } });
    const huge = await leave(tablet, { password: 'x'.repeat(10_000) });
    expect(huge.status).toBe(400);
  });

  it('counts a parallel burst of guesses before hashing, like a login: at most 5 are checked, then 429 even for the right one', async () => {
    const sixth = await signIn(server, 'tablet6');
    const replies = await Promise.all(Array.from({ length: 20 }, (_, guess) => leave(sixth, { password: `Tahmin${guess}abc` })));
    const checked = replies.filter((reply: Reply<unknown>) => reply.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((reply) => reply.status === 400)).toBe(true);
    const refused = replies.find((reply) => reply.status === 429);
    expect(refused?.body).toMatchObject({ success: false, error_code: 'RATE_LIMITED' });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await leave(sixth, { password: DEMO.tablet6.password })).status).toBe(429);
    // The same counts as the login's: the school account cannot be guessed through either door.
    expect((await server.post(`/api/auth/login/`, { email: DEMO.tablet6.email, password: DEMO.tablet6.password })).status).toBe(429);
  });

  it('is refused to every other account, a child signed in on the tablet too, and to nobody signed in', async () => {
    for (const who of ['student', 'teacher', 'admin', 'parent'] as const) {
      const reply = await leave(await signIn(server, who), { password: DEMO[who].password });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ error_code: 'FORBIDDEN' });
    }
    const elif = enrolmentOf(server, seededClasses(server).b5, 'Elif');
    const child = await as(server, tablet).post<AuthResponse>(CLASSROOM_PATHS.tabletSignIn, { enrolment_id: elif.id, picture_code: DEMO_PICTURE_CODES.elif });
    expect(child.status).toBe(200);
    const onTablet = await leave({ token: child.body.tokens.access, id: child.body.user.id ?? 0 }, { password: DEMO.tablet5.password });
    expect(onTablet.status).toBe(403);
    expect((await leave(undefined, { password: DEMO.tablet5.password })).status).toBe(401);
  });
});
