import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type ClassResponse, type TabletRosterResponse } from '../../../src/shared/api/classroom.ts';
import { API_PATHS, type AuthResponse, type ProfileResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { DEMO_PICTURE_CODES } from '../../seed/classroomContent.ts';
import { pictureCodeFor } from '../../seed/classroom.ts';
import { as, enrolmentOf, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let tablet: Caller;
let b5: number;
let a6: number;
beforeAll(async () => {
  server = await startTestServer();
  tablet = await signIn(server, 'tablet5');
  ({ b5, a6 } = seededClasses(server));
});
afterAll(() => server.close());

const WRONG = ['🚗', '🚗', '🚗', '🚗'];
const signInAs = (enrolmentId: number, pictureCode: readonly string[], caller = tablet) =>
  as(server, caller).post<AuthResponse>(CLASSROOM_PATHS.tabletSignIn, { enrolment_id: enrolmentId, picture_code: pictureCode });

describe('GET /api/classes/tablet/roster/', () => {
  it('lists the active classes of the tablet’s school and level with first names and last initials only', async () => {
    const reply = await as(server, tablet).get<TabletRosterResponse>(CLASSROOM_PATHS.tabletRoster);
    expect(reply.status).toBe(200);
    expect(reply.body.classes.map((cls) => cls.name)).toEqual(['5-B']);
    const students = reply.body.classes[0]?.students ?? [];
    expect(students).toHaveLength(12);
    expect(students.find((student) => student.first_name === 'Elif')).toEqual({
      id: enrolmentOf(server, b5, 'Elif').id,
      first_name: 'Elif',
      last_initial: 'Y',
      has_picture_code: true,
    });
    expect(students.find((student) => student.first_name === 'Ömer')?.last_initial).toBe('K');
    const sixth = await as(server, await signIn(server, 'tablet6')).get<TabletRosterResponse>(CLASSROOM_PATHS.tabletRoster);
    expect(sixth.body.classes.map((cls) => cls.name)).toEqual(['6-A']);
    const elsewhere = await as(server, await signIn(server, 'otherSchoolTablet')).get<TabletRosterResponse>(CLASSROOM_PATHS.tabletRoster);
    expect(elsewhere.body.classes).toEqual([]);
  });

  it('is refused to personal accounts and to a school’s teacher account (403)', async () => {
    for (const who of ['student', 'teacher', 'admin', 'parent'] as const) {
      const reply = await as(server, await signIn(server, who)).get(CLASSROOM_PATHS.tabletRoster);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ error_code: 'FORBIDDEN' });
    }
    const { tokens } = await server.login('ataturk-oo-5-ogretmen@okul.etkilab.example', 'EtkiOkul2026');
    expect((await server.get(CLASSROOM_PATHS.tabletRoster, { token: tokens.access })).status).toBe(403);
  });
});

describe('POST /api/classes/tablet/sign-in/', () => {
  it('signs Elif in as her own account, like a login', async () => {
    const elif = enrolmentOf(server, b5, 'Elif');
    const reply = await signInAs(elif.id, DEMO_PICTURE_CODES.elif);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Hoş geldin, Elif!',
      user: { id: elif.user_id, email: 'ogrenci@etkilab.example', role: 'student', account_kind: 'personal' },
    });
    const profile = await server.get<ProfileResponse>(API_PATHS.profile, { token: reply.body.tokens.access });
    expect(profile.body.user.id).toBe(elif.user_id);
    expect((await server.post(API_PATHS.refresh, { refresh: reply.body.tokens.refresh })).status).toBe(200);
  });

  it('signs Deniz in as the roster account the parent is linked to', async () => {
    const deniz = enrolmentOf(server, b5, 'Deniz');
    const reply = await signInAs(deniz.id, DEMO_PICTURE_CODES.deniz);
    expect(reply.body.user).toMatchObject({ id: deniz.user_id, account_kind: 'roster', full_name: 'Deniz Kaya', school: 'Atatürk Ortaokulu' });
  });

  it('makes a roster account for a child who has none, once, and the roster shows when they were last seen', async () => {
    const azra = enrolmentOf(server, b5, 'Azra');
    expect(azra.user_id).toBeNull();
    const place = 9;
    const first = await signInAs(azra.id, pictureCodeFor(place));
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      role: 'student',
      account_kind: 'roster',
      email: `roster-${azra.id}@roster.etkilab.invalid`,
      first_name: 'Azra',
    });
    const again = await signInAs(azra.id, pictureCodeFor(place));
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(enrolmentOf(server, b5, 'Azra').user_id).toBe(first.body.user.id);
    const teacher = await signIn(server, 'teacher');
    const row = (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class.students.find((student) => student.first_name === 'Azra');
    expect(row).toMatchObject({ has_account: true, email: null, last_seen: expect.any(String) });
    // The roster account has no password anyone knows.
    expect((await server.post(API_PATHS.login, { email: `roster-${azra.id}@roster.etkilab.invalid`, password: 'unusable' })).status).toBe(401);
  });

  it('refuses a wrong code with a Turkish message, and after five wrong codes answers 429 for 15 minutes', async () => {
    const ahmet = enrolmentOf(server, b5, 'Ahmet');
    const code = pictureCodeFor(2);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signInAs(ahmet.id, WRONG);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        success: false,
        message: 'Resimli şifre yanlış. Resimlere bakıp tekrar dene.',
        errors: { picture_code: ['Resimli şifre yanlış. Resimlere bakıp tekrar dene.'] },
      });
    }
    const blocked = await signInAs(ahmet.id, code);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body).toMatchObject({ error_code: 'RATE_LIMITED' });
    // Another child on the same tablet is not held up.
    expect((await signInAs(enrolmentOf(server, b5, 'Zeynep').id, pictureCodeFor(3))).status).toBe(200);

    server.advanceClock(15 * 60 + 1);
    tablet = await signIn(server, 'tablet5');
    expect((await signInAs(ahmet.id, code)).status).toBe(200);
  });

  it('is refused from a personal account (403), and for a child outside the tablet’s classes or without a code (404)', async () => {
    const elif = enrolmentOf(server, b5, 'Elif');
    const personal = await signIn(server, 'student');
    expect((await signInAs(elif.id, DEMO_PICTURE_CODES.elif, personal)).status).toBe(403);
    const kerem = enrolmentOf(server, a6, 'Kerem');
    expect((await signInAs(kerem.id, DEMO_PICTURE_CODES.elif)).status).toBe(404);
    expect((await signInAs(kerem.id, DEMO_PICTURE_CODES.elif, await signIn(server, 'tablet6'))).status).toBe(404);
    expect((await as(server, undefined).post(CLASSROOM_PATHS.tabletSignIn, { enrolment_id: elif.id, picture_code: DEMO_PICTURE_CODES.elif })).status).toBe(401);
    expect((await signInAs(elif.id, ['🐱'])).status).toBe(400);
  });
});

describe('last seen', () => {
  it('is kept at login', async () => {
    const { user } = await server.login('ogretmen@etkilab.example', 'Ogretmen123');
    const row = server.db.prepare<[number], { last_seen_at: string | null }>('SELECT last_seen_at FROM users WHERE id = ?').get(user.id ?? 0);
    expect(row?.last_seen_at).toEqual(expect.any(String));
  });
});
