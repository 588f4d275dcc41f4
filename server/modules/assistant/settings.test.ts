import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_DAILY_LIMIT_DEFAULT,
  ASSISTANT_DAILY_LIMIT_MAX,
  ASSISTANT_DAILY_LIMIT_MIN,
  ASSISTANT_PATHS,
  type AssistantClassLimitResponse,
  type AssistantSchoolResponse,
  type AssistantSettingsResponse,
} from '../../../src/shared/api/assistant.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, seededClasses, signIn, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import { enrol, newClass, newSchool, setClassStatus, setEnrolmentStatus, shareFlagged } from './testKit.ts';

let server: TestServer;
let b5: number;
let a6: number;
beforeAll(async () => {
  server = await startTestServer();
  ({ b5, a6 } = seededClasses(server));
});
afterAll(() => server.close());

const settingsOf = async (caller: Caller) => (await as(server, caller).get<AssistantSettingsResponse>(ASSISTANT_PATHS.settings)).body.settings;
const putLimit = (caller: Caller, classId: number | string, body: unknown, key?: string) =>
  as(server, caller).put<Answer<AssistantClassLimitResponse>>(ASSISTANT_PATHS.classLimit(classId), body, key);
const storedLimit = (classId: number) =>
  server.db.prepare<[number], { daily_limit: number }>('SELECT daily_limit FROM class_assistant_settings WHERE class_id = ?').get(classId)?.daily_limit;

describe('GET /api/assistant/settings/', () => {
  it('answers every role its own view: the default limit, sharing off, and only staff get classes', async () => {
    const student = await settingsOf(await signIn(server, 'student'));
    expect(student).toEqual({ dailyLimit: ASSISTANT_DAILY_LIMIT_DEFAULT, shareFlagged: false, classes: [] });
    expect(await settingsOf(await signIn(server, 'parent'))).toEqual({ dailyLimit: ASSISTANT_DAILY_LIMIT_DEFAULT, shareFlagged: false, classes: [] });

    const teacher = await settingsOf(await signIn(server, 'teacher'));
    expect(teacher.shareFlagged).toBe(false);
    expect(teacher.classes).toEqual([
      { id: b5, name: '5-B', dailyLimit: ASSISTANT_DAILY_LIMIT_DEFAULT },
      { id: a6, name: '6-A', dailyLimit: ASSISTANT_DAILY_LIMIT_DEFAULT },
    ]);
    const admin = await settingsOf(await signIn(server, 'admin'));
    expect(admin.classes.map((cls) => cls.id)).toEqual(expect.arrayContaining([b5, a6]));
  });

  it('lists a teacher’s active classes only, and an administrator’s school’s', async () => {
    const world = await newSchool(server);
    const archived = await newClass(server, world.teacher, 'Eski Fen');
    setClassStatus(server, archived, 'archived');
    expect((await settingsOf(world.teacher)).classes.map((cls) => cls.id)).toEqual([world.classId]);
    expect((await settingsOf(world.admin)).classes.map((cls) => cls.id)).toEqual([world.classId]);
    // Another school's administrator sees none of them.
    expect((await settingsOf((await newSchool(server)).admin)).classes.map((cls) => cls.id)).not.toContain(world.classId);
  });

  it('asks for a sign-in', async () => {
    expect((await server.get(ASSISTANT_PATHS.settings)).status).toBe(401);
  });
});

describe('PUT /api/classes/{id}/assistant/', () => {
  it('lets the class’s teacher and the school’s administrator set the daily limit', async () => {
    const world = await newSchool(server);
    const byTeacher = await putLimit(world.teacher, world.classId, { dailyLimit: 12 });
    expect(byTeacher.status).toBe(200);
    expect(byTeacher.body).toMatchObject({ success: true, class: { id: world.classId, name: expect.any(String), dailyLimit: 12 } });
    expect((await settingsOf(world.teacher)).classes).toEqual([expect.objectContaining({ id: world.classId, dailyLimit: 12 })]);

    const byAdmin = await putLimit(world.admin, world.classId, { dailyLimit: ASSISTANT_DAILY_LIMIT_MAX });
    expect(byAdmin.status).toBe(200);
    expect(storedLimit(world.classId)).toBe(ASSISTANT_DAILY_LIMIT_MAX);
    expect((await putLimit(world.admin, world.classId, { dailyLimit: ASSISTANT_DAILY_LIMIT_MIN })).status).toBe(200);
    expect(storedLimit(world.classId)).toBe(ASSISTANT_DAILY_LIMIT_MIN);
  });

  it('answers 404 to another teacher and another school’s administrator, 403 to students and parents, and changes nothing', async () => {
    const world = await newSchool(server);
    const sameSchoolTeacher = await newAccount(server, 'teacher', { school: world.school });
    const otherAdmin = (await newSchool(server)).admin;
    for (const caller of [sameSchoolTeacher, otherAdmin, await signIn(server, 'teacher'), await signIn(server, 'admin')]) {
      const reply = await putLimit(caller, world.classId, { dailyLimit: 5 });
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
    // Even the class's own student is refused by role, before the id is looked at.
    const parent = await newAccount(server, 'parent');
    server.db
      .prepare('INSERT INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)')
      .run(parent.id, world.student.id, new Date().toISOString());
    for (const caller of [world.student, parent, await signIn(server, 'student')]) {
      const reply = await putLimit(caller, world.classId, { dailyLimit: 5 });
      expect(reply.status).toBe(403);
      expect(reply.body.error_code).toBe('FORBIDDEN');
    }
    expect(storedLimit(world.classId)).toBeUndefined();
    // Ids that are no class at all answer like a class that is not theirs.
    expect((await putLimit(world.teacher, 999_999, { dailyLimit: 5 })).status).toBe(404);
    expect((await putLimit(world.teacher, 'abc', { dailyLimit: 5 })).status).toBe(404);
  });

  it(`refuses limits outside ${ASSISTANT_DAILY_LIMIT_MIN}–${ASSISTANT_DAILY_LIMIT_MAX} with 422 in the usual error shape`, async () => {
    const world = await newSchool(server);
    const outside = [0, ASSISTANT_DAILY_LIMIT_MAX + 1, -3, 2.5, '10', null].map((dailyLimit) => ({ dailyLimit }));
    for (const body of [...outside, {}]) {
      const reply = await putLimit(world.teacher, world.classId, body);
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({
        success: false,
        error_code: 'VALIDATION_ERROR',
        errors: { dailyLimit: [expect.stringContaining('Günlük soru sınırı')] },
      });
    }
    expect((await putLimit(world.teacher, world.classId, [12])).status).toBe(422);
    expect(storedLimit(world.classId)).toBeUndefined();
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const world = await newSchool(server);
    const first = await putLimit(world.teacher, world.classId, { dailyLimit: 7 }, 'sinir-anahtari-1');
    await putLimit(world.teacher, world.classId, { dailyLimit: 9 });
    const replay = await putLimit(world.teacher, world.classId, { dailyLimit: 7 }, 'sinir-anahtari-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(storedLimit(world.classId)).toBe(9);
  });
});

describe('a student’s daily limit', () => {
  it('is the lowest among their active classes, counting a class nobody set as the default', async () => {
    const world = await newSchool(server);
    const strict = await newClass(server, world.teacher, 'Fen Kulübü');
    const generous = await newClass(server, world.teacher, 'Bilim Atölyesi');
    enrol(server, strict, world.student);
    enrol(server, generous, world.student);
    await putLimit(world.teacher, generous, { dailyLimit: 60 });
    // world.classId has no setting (the default, 20), so 60 does not lift the limit.
    expect((await settingsOf(world.student)).dailyLimit).toBe(ASSISTANT_DAILY_LIMIT_DEFAULT);
    await putLimit(world.teacher, strict, { dailyLimit: 8 });
    expect((await settingsOf(world.student)).dailyLimit).toBe(8);

    // An archived class and a class the student left no longer count.
    setClassStatus(server, strict, 'archived');
    expect((await settingsOf(world.student)).dailyLimit).toBe(ASSISTANT_DAILY_LIMIT_DEFAULT);
    setEnrolmentStatus(server, world.classId, world.student, 'inactive');
    expect((await settingsOf(world.student)).dailyLimit).toBe(60);
  });

  it('is the default outside any class', async () => {
    expect((await settingsOf(await newAccount(server, 'student'))).dailyLimit).toBe(ASSISTANT_DAILY_LIMIT_DEFAULT);
  });
});

describe('PUT /api/assistant/school/', () => {
  it('is off by default and turned on and off by the school’s administrator only', async () => {
    const world = await newSchool(server);
    expect((await settingsOf(world.admin)).shareFlagged).toBe(false);
    const on = await as(server, world.admin).put<AssistantSchoolResponse>(ASSISTANT_PATHS.school, { shareFlagged: true });
    expect(on.status).toBe(200);
    expect(on.body.settings).toMatchObject({ shareFlagged: true, classes: [expect.objectContaining({ id: world.classId })] });
    expect((await settingsOf(world.teacher)).shareFlagged).toBe(true);
    expect((await settingsOf(world.student)).shareFlagged).toBe(true);
    // Only this school's.
    expect((await settingsOf((await newSchool(server)).teacher)).shareFlagged).toBe(false);

    expect((await shareFlagged(server, world.admin, false)).status).toBe(200);
    expect((await settingsOf(world.student)).shareFlagged).toBe(false);
  });

  it('refuses teachers, students and parents with 403, and an administrator without a school', async () => {
    const world = await newSchool(server);
    for (const caller of [world.teacher, world.student, await signIn(server, 'parent')]) {
      const reply = await shareFlagged(server, caller, true);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ error_code: 'FORBIDDEN', message: expect.stringContaining('yalnızca okul yöneticisi') });
    }
    const schoolless = await newAccount(server, 'teacher', { role: 'administrator' });
    expect((await shareFlagged(server, schoolless, true)).status).toBe(403);
    expect((await settingsOf(world.admin)).shareFlagged).toBe(false);
  });

  it('refuses anything but true or false with 422', async () => {
    const world = await newSchool(server);
    for (const body of [{ shareFlagged: 'true' }, { shareFlagged: 1 }, { shareFlagged: null }, {}]) {
      const reply = await as(server, world.admin).put(ASSISTANT_PATHS.school, body);
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ error_code: 'VALIDATION_ERROR', errors: { shareFlagged: [expect.stringContaining('Paylaşım ayarı')] } });
    }
    expect((await settingsOf(world.admin)).shareFlagged).toBe(false);
  });
});
