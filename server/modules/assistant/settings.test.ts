import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_DAILY_LIMIT_DEFAULT,
  ASSISTANT_DAILY_LIMIT_MAX,
  ASSISTANT_DAILY_LIMIT_MIN,
  ASSISTANT_PATHS,
  ASSISTANT_REVEAL_ANSWERS_DEFAULT,
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
const storedRow = (classId: number) =>
  server.db
    .prepare<[number], { daily_limit: number | null; reveal_answers: number }>(
      'SELECT daily_limit, reveal_answers FROM class_assistant_settings WHERE class_id = ?',
    )
    .get(classId);
const storedLimit = (classId: number) => storedRow(classId)?.daily_limit;
// Every role but a student gets the defaults as their own rules.
const DEFAULTS = { dailyLimit: ASSISTANT_DAILY_LIMIT_DEFAULT, revealAnswers: ASSISTANT_REVEAL_ANSWERS_DEFAULT };

describe('GET /api/assistant/settings/', () => {
  it('answers every role its own view: the default limit, answers allowed, sharing off, and only staff get classes', async () => {
    expect(ASSISTANT_REVEAL_ANSWERS_DEFAULT).toBe(true);
    const student = await settingsOf(await signIn(server, 'student'));
    expect(student).toEqual({ ...DEFAULTS, shareFlagged: false, classes: [] });
    expect(await settingsOf(await signIn(server, 'parent'))).toEqual({ ...DEFAULTS, shareFlagged: false, classes: [] });

    const teacher = await settingsOf(await signIn(server, 'teacher'));
    expect(teacher).toMatchObject({ ...DEFAULTS, shareFlagged: false });
    expect(teacher.classes).toEqual([
      { id: b5, name: '5-B', ...DEFAULTS },
      { id: a6, name: '6-A', ...DEFAULTS },
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
    expect(byTeacher.body).toMatchObject({ success: true, class: { id: world.classId, name: expect.any(String), dailyLimit: 12, revealAnswers: true } });
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
    // A wrong limit is refused even beside a good answer setting: nothing of the body is saved.
    for (const body of [...outside, { dailyLimit: 0, revealAnswers: false }]) {
      const reply = await putLimit(world.teacher, world.classId, body);
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({
        success: false,
        error_code: 'VALIDATION_ERROR',
        errors: { dailyLimit: [expect.stringContaining('Günlük soru sınırı')] },
      });
    }
    expect((await putLimit(world.teacher, world.classId, [12])).status).toBe(422);
    expect(storedRow(world.classId)).toBeUndefined();
  });

  it('refuses a body with neither setting with 422, naming no field', async () => {
    const world = await newSchool(server);
    // A misspelt key is dropped like any unknown one, so it is no setting either.
    for (const body of [{}, { revealAnswer: false }]) {
      const reply = await putLimit(world.teacher, world.classId, body);
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({
        success: false,
        error_code: 'VALIDATION_ERROR',
        errors: { non_field_errors: [expect.stringContaining('cevap gösterme ayarını gönderin')] },
      });
    }
    expect(storedRow(world.classId)).toBeUndefined();
  });

  it('refuses anything but true or false for revealAnswers with 422, the limit untouched', async () => {
    const world = await newSchool(server);
    await putLimit(world.teacher, world.classId, { dailyLimit: 9 });
    for (const revealAnswers of ['false', 0, 1, null, [], {}]) {
      const reply = await putLimit(world.teacher, world.classId, { dailyLimit: 5, revealAnswers });
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({
        success: false,
        error_code: 'VALIDATION_ERROR',
        errors: { revealAnswers: [expect.stringContaining('Cevap gösterme ayarı')] },
      });
    }
    expect(storedRow(world.classId)).toEqual({ daily_limit: 9, reveal_answers: 1 });
  });

  it('changes one setting and keeps the other: answers off leaves the limit unset, a later limit leaves answers off', async () => {
    const world = await newSchool(server);
    const off = await putLimit(world.teacher, world.classId, { revealAnswers: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      success: true,
      message: expect.stringContaining('cevabını göstermeyecek'),
      class: { id: world.classId, dailyLimit: ASSISTANT_DAILY_LIMIT_DEFAULT, revealAnswers: false },
    });
    // No limit was chosen, so none is stored: the default applies (and would follow a changed default).
    expect(storedRow(world.classId)).toEqual({ daily_limit: null, reveal_answers: 0 });

    const limit = await putLimit(world.admin, world.classId, { dailyLimit: 6 });
    expect(limit.body).toMatchObject({ class: { dailyLimit: 6, revealAnswers: false } });
    expect((await settingsOf(world.teacher)).classes).toEqual([expect.objectContaining({ id: world.classId, dailyLimit: 6, revealAnswers: false })]);

    const both = await putLimit(world.teacher, world.classId, { dailyLimit: 15, revealAnswers: true });
    expect(both.body).toMatchObject({ class: { dailyLimit: 15, revealAnswers: true } });
    expect(storedRow(world.classId)).toEqual({ daily_limit: 15, reveal_answers: 1 });
  });

  it('answers 404 to another teacher turning answers off, and changes nothing', async () => {
    const world = await newSchool(server);
    const sameSchoolTeacher = await newAccount(server, 'teacher', { school: world.school });
    const reply = await putLimit(sameSchoolTeacher, world.classId, { revealAnswers: false });
    expect(reply.status).toBe(404);
    expect(reply.body.error_code).toBe('NOT_FOUND');
    expect(storedRow(world.classId)).toBeUndefined();
    expect((await settingsOf(world.student)).revealAnswers).toBe(true);
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

describe('whether a student’s EtkiBot may show answers', () => {
  it('is true by default, and false once their teacher turns it off for their class', async () => {
    const world = await newSchool(server);
    expect((await settingsOf(world.student)).revealAnswers).toBe(true);
    expect((await putLimit(world.teacher, world.classId, { revealAnswers: false })).status).toBe(200);
    expect(await settingsOf(world.student)).toMatchObject({ revealAnswers: false, dailyLimit: ASSISTANT_DAILY_LIMIT_DEFAULT });
    // Only the student is held by it: their teacher's own rules stay the defaults.
    expect(await settingsOf(world.teacher)).toMatchObject(DEFAULTS);
    await putLimit(world.teacher, world.classId, { revealAnswers: true });
    expect((await settingsOf(world.student)).revealAnswers).toBe(true);
  });

  it('is false when any one of their active classes says so', async () => {
    const world = await newSchool(server);
    const open = await newClass(server, world.teacher, 'Bilim Atölyesi');
    enrol(server, open, world.student);
    await putLimit(world.teacher, open, { revealAnswers: true });
    expect((await settingsOf(world.student)).revealAnswers).toBe(true);
    await putLimit(world.teacher, world.classId, { revealAnswers: false });
    expect((await settingsOf(world.student)).revealAnswers).toBe(false);
  });

  it('ignores a class that is archived or that the student left', async () => {
    const world = await newSchool(server);
    const archived = await newClass(server, world.teacher, 'Eski Fen');
    const left = await newClass(server, world.teacher, 'Fen Kulübü');
    enrol(server, archived, world.student);
    enrol(server, left, world.student);
    await putLimit(world.teacher, archived, { revealAnswers: false });
    await putLimit(world.teacher, left, { revealAnswers: false });
    expect((await settingsOf(world.student)).revealAnswers).toBe(false);
    setClassStatus(server, archived, 'archived');
    setEnrolmentStatus(server, left, world.student, 'inactive');
    expect((await settingsOf(world.student)).revealAnswers).toBe(true);
  });

  it('is true outside any class', async () => {
    expect((await settingsOf(await newAccount(server, 'student'))).revealAnswers).toBe(true);
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
