import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type ClassResponse } from '../../../src/shared/api/classroom.ts';
import { PROGRESS_PATHS, type ClassProgressResponse } from '../../../src/shared/api/progress.ts';
import { ERASED_STUDENT, PRIVACY_PATHS, type EraseResponse, type ReadLogResponse } from '../../../src/shared/api/privacy.ts';
import { SCHOOL_ANALYTICS_PATHS } from '../../../src/shared/api/schoolAnalytics.ts';
import { startSchoolRolesWorld, type SchoolRolesWorld } from '../assistant/testKit.ts';
import { as, DEMO, newAccount, seededClasses, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import { denizId, giveFlag, givePhoto } from './testKit.ts';

let server: SchoolRolesWorld['server'];
let callers: SchoolRolesWorld['callers'];
let other: SchoolRolesWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startSchoolRolesWorld());
});
afterAll(() => server.close());

const erase = (caller: Caller | undefined, studentId: number, body: unknown, key?: string) =>
  as(server, caller).post<Answer<EraseResponse>>(PRIVACY_PATHS.erase(studentId), body, key);

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** What the class's teacher and the school see of 5-B, without the names an erasure replaces (lists go by name, so by id here). */
async function classFigures() {
  const { b5 } = seededClasses(server);
  const progress = await as(server, callers.teacher).get<ClassProgressResponse>(PROGRESS_PATHS.classProgress(b5));
  const detail = await as(server, callers.teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5));
  const school = await as(server, callers.admin).get(SCHOOL_ANALYTICS_PATHS.school);
  return {
    progress: progress.body.students.map(({ full_name: _name, number: _number, ...figures }) => figures).sort(byId),
    goal: progress.body.class_goal,
    performance: detail.body.class.performance,
    students: [...detail.body.class.students].sort(byId).map((row) => [row.id, row.grade_average, row.attendance_rate, row.progress, row.status]),
    school: school.body,
  };
}

describe('POST /api/students/{id}/erase/', () => {
  it('answers 404 to everyone but the student’s school administrator, and for another school’s student', async () => {
    const elif = callers.student.id;
    const body = { confirm_name: 'Elif Yılmaz' };
    const strangerParent = await newAccount(server, 'parent');
    for (const caller of [callers.teacher, callers.student, callers.parent, strangerParent, other.admin, other.teacher]) {
      expect((await erase(caller, elif, body)).status).toBe(404);
    }
    // The linked parent may download their child's data, not erase the child.
    expect((await erase(callers.parent, denizId(server), { confirm_name: 'Deniz Kaya' })).status).toBe(404);
    expect((await erase(callers.admin, other.student.id, { confirm_name: 'Can Öztürk' })).status).toBe(404);
    expect((await erase(callers.admin, 99_999_999, body)).status).toBe(404);
    expect((await erase(undefined, elif, body)).status).toBe(401);
    expect(server.count('users', 'id = ? AND erased_at IS NULL', elif)).toBe(1);
  });

  it('tells on a dry run what would go, and erases nothing without the student’s name typed', async () => {
    const deniz = denizId(server);
    givePhoto(server, deniz);
    giveFlag(server, deniz);
    const dry = await erase(callers.admin, deniz, { dry_run: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, already_erased: false, erased: { photos: 1, flagged_questions: 1, parent_links: 1, enrolments: 1 } });
    expect(dry.body.kept.attendance_records).toBeGreaterThan(0);

    for (const body of [{}, { confirm_name: 'Deniz' }, { confirm_name: 'Elif Yılmaz' }]) {
      const refused = await erase(callers.admin, deniz, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveProperty('confirm_name');
    }
    expect(server.count('users', "id = ? AND first_name = 'Deniz'", deniz)).toBe(1);
    expect(server.count('guardian_links', 'student_id = ?', deniz)).toBe(1);
  });

  it('anonymises the student, keeps the class’s averages as they were, ends sign-in and logs who did it', async () => {
    const elif = callers.student.id;
    givePhoto(server, elif);
    giveFlag(server, elif);
    // A wrong picture code counted today against her line is data about her too.
    server.db
      .prepare(
        "INSERT INTO picture_code_budgets (scope, key, day, window_start, failures, failures_today) SELECT 'child', CAST(id AS TEXT), '2026-12-03', 0, 1, 1 FROM enrolments WHERE user_id = ?",
      )
      .run(elif);
    const before = await classFigures();

    // Typed as a person types: other letter case and spacing (Turkish İ/i rules) still match.
    const reply = await erase(callers.admin, elif, { confirm_name: '  ELİF   yılmaz ' }, 'erase-elif-1');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ dry_run: false, already_erased: false, erased: { photos: 1, flagged_questions: 1, enrolments: 1 } });
    expect(reply.body.erased.sessions).toBeGreaterThan(0);

    expect(await classFigures()).toEqual(before);

    const account = server.db.prepare<[number], Record<string, unknown>>('SELECT * FROM users WHERE id = ?').get(elif);
    expect(account).toMatchObject({ ...ERASED_STUDENT, active: 0, email: `silinmis-${elif}@silinmis.invalid`, profile_picture: null });
    expect(server.count('enrolments', "user_id = ? AND first_name = 'Elif'", elif)).toBe(0);
    expect(server.count('enrolments', 'user_id = ? AND picture_code_hash IS NOT NULL', elif)).toBe(0);
    expect(server.count('submissions', "student_id = ? AND (photo IS NOT NULL OR text <> '' OR feedback <> '')", elif)).toBe(0);
    expect(server.count('submissions', 'student_id = ? AND score IS NOT NULL', elif)).toBeGreaterThan(0);
    expect(server.count('assistant_flags', 'student_id = ?', elif)).toBe(0);
    expect(server.count('picture_code_budgets', "scope = 'child' AND key IN (SELECT CAST(id AS TEXT) FROM enrolments WHERE user_id = ?)", elif)).toBe(0);
    expect(server.count('refresh_tokens', 'user_id = ? AND revoked_at IS NULL', elif)).toBe(0);

    // Her open session ends at once, and neither her e-mail nor her password signs in again.
    expect((await as(server, callers.student).get(PROGRESS_PATHS.me)).status).toBe(401);
    const login = await server.post('/api/auth/login/', DEMO.student);
    expect([401, 403]).toContain(login.status);

    const log = await as(server, callers.admin).get<ReadLogResponse>(PRIVACY_PATHS.readLog(elif));
    expect(log.body.student).toEqual({ id: elif, full_name: 'Silinmiş öğrenci', erased: true });
    expect(log.body.actions).toEqual([
      expect.objectContaining({ action: 'erase', actor: expect.objectContaining({ id: callers.admin.id, full_name: 'Zeynep Çelik' }) }),
    ]);
  });

  it('is idempotent: the same key replays the answer, and a later erasure says it was done before', async () => {
    const elif = callers.student.id;
    const replay = await erase(callers.admin, elif, { confirm_name: '  ELİF   yılmaz ' }, 'erase-elif-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.erased.photos).toBe(1);

    const again = await erase(callers.admin, elif, { confirm_name: 'Silinmiş öğrenci' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ already_erased: true, erased: { photos: 0, submissions: 0 } });
    expect(server.count('privacy_actions', "student_id = ? AND action = 'erase'", elif)).toBe(1);
  });

  it('removes the parent link and any parent code, so no parent reaches the child', async () => {
    const deniz = denizId(server);
    server.db
      .prepare('INSERT INTO parent_codes (enrolment_id, code_hash, expires_at, created_by, created_at) SELECT id, ?, ?, 0, ? FROM enrolments WHERE user_id = ?')
      .run('hmac$erase-test', Date.now() + 86_400_000, new Date().toISOString(), deniz);
    expect((await erase(callers.admin, deniz, { confirm_name: 'deniz kaya' })).status).toBe(200);
    expect((await as(server, callers.parent).get(PRIVACY_PATHS.export(deniz))).status).toBe(404);
    expect(server.count('guardian_links', 'student_id = ?', deniz)).toBe(0);
    expect(server.count('parent_codes', 'enrolment_id IN (SELECT id FROM enrolments WHERE user_id = ?)', deniz)).toBe(0);
  });
});
