import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS } from '../../../src/shared/api/classroom.ts';
import { PRIVACY_LIMITS, PRIVACY_PATHS, type ReadLogResponse } from '../../../src/shared/api/privacy.ts';
import { PROGRESS_PATHS } from '../../../src/shared/api/progress.ts';
import { startSchoolRolesWorld, type SchoolRolesWorld } from '../assistant/testKit.ts';
import { as, newAccount, seededClasses, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import { denizId, givePhoto } from './testKit.ts';

let server: SchoolRolesWorld['server'];
let callers: SchoolRolesWorld['callers'];
let other: SchoolRolesWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startSchoolRolesWorld());
});
afterAll(() => server.close());

const readLog = (caller: Caller | undefined, studentId: number) => as(server, caller).get<Answer<ReadLogResponse>>(PRIVACY_PATHS.readLog(studentId));
const reads = async (studentId: number) => (await readLog(callers.admin, studentId)).body.reads.map((row) => [row.reader.id, row.part]);

describe('GET /api/students/{id}/read-log/', () => {
  it('shows the administrator who opened the student’s progress, homework and e-mail, and when', async () => {
    const elif = callers.student.id;
    const deniz = denizId(server);
    expect(await reads(elif)).toEqual([]);

    await as(server, callers.admin).get(PROGRESS_PATHS.student(elif));
    await as(server, callers.teacher).get(CLASSROOM_PATHS.class(seededClasses(server).b5));
    await as(server, callers.parent).get(`${CLASSROOM_PATHS.homeworks}?student_id=${deniz}`);
    await as(server, callers.parent).get(`${PROGRESS_PATHS.me}?student=${deniz}`);
    // The student's own look at their record is not a read by someone else.
    await as(server, callers.student).get(PROGRESS_PATHS.me);

    const log = await readLog(callers.admin, elif);
    expect(log.status).toBe(200);
    expect(log.body.student).toEqual({ id: elif, full_name: 'Elif Yılmaz', erased: false });
    expect(log.body.reads.map((row) => [row.reader.full_name, row.reader.role, row.part])).toEqual(
      expect.arrayContaining([
        ['Zeynep Çelik', 'administrator', 'progress'],
        ['Ayşe Demir', 'teacher', 'contact'],
      ]),
    );
    expect(log.body.reads).toHaveLength(2);
    expect(log.body.reads[0]?.read_at).toMatch(/^\d{4}-\d{2}-\d{2}T/u);
    // A roster account's made-up e-mail is no contact field: the teacher's list did not show Deniz's.
    expect(await reads(deniz)).toEqual(
      expect.arrayContaining([
        [callers.parent.id, 'homework'],
        [callers.parent.id, 'progress'],
      ]),
    );
    expect(await reads(deniz)).toHaveLength(2);
  });

  it('notes every pupil of a class page the teacher opens: the class’s progress and its gradebook', async () => {
    const { b5 } = seededClasses(server);
    const deniz = denizId(server);
    await as(server, callers.teacher).get(PROGRESS_PATHS.classProgress(b5));
    await as(server, callers.teacher).get(CLASSROOM_PATHS.classGradebook(b5));
    for (const student of [callers.student.id, deniz]) {
      expect(await reads(student)).toEqual(
        expect.arrayContaining([
          [callers.teacher.id, 'progress'],
          [callers.teacher.id, 'homework'],
        ]),
      );
    }
  });

  it('keeps one row per reader, student and part within the dedupe window', async () => {
    const elif = callers.student.id;
    const { b5 } = seededClasses(server);
    const before = server.count('read_log', "student_id = ? AND part = 'contact'", elif);
    await Promise.all([1, 2, 3].map(() => as(server, callers.teacher).get(CLASSROOM_PATHS.class(b5))));
    expect(server.count('read_log', "student_id = ? AND part = 'contact'", elif)).toBe(before);
    server.advanceClock(PRIVACY_LIMITS.readLogDedupeMinutes * 60 + 1);
    await as(server, callers.teacher).get(CLASSROOM_PATHS.class(b5));
    expect(server.count('read_log', "student_id = ? AND part = 'contact'", elif)).toBe(before + 1);
  });

  it('notes a hand-in photo opened by the class’s staff', async () => {
    const deniz = denizId(server);
    const photo = givePhoto(server, deniz);
    const opened = () => server.count('read_log', "reader_id = ? AND student_id = ? AND part = 'homework'", callers.admin.id, deniz);
    const before = opened();
    expect((await as(server, callers.admin).get(CLASSROOM_PATHS.submissionPhoto(photo))).status).toBe(200);
    expect(opened()).toBe(before + 1);
  });

  it('answers 404 to everyone but the student’s school administrator, and for another school’s student', async () => {
    const elif = callers.student.id;
    const strangerParent = await newAccount(server, 'parent');
    for (const caller of [callers.teacher, callers.student, callers.parent, strangerParent, other.admin, other.teacher, other.student]) {
      expect((await readLog(caller, elif)).status).toBe(404);
    }
    expect((await readLog(callers.parent, denizId(server))).status).toBe(404);
    expect((await readLog(callers.admin, other.student.id)).status).toBe(404);
    expect((await readLog(other.admin, other.student.id)).status).toBe(200);
    expect((await readLog(callers.admin, 99_999_999)).status).toBe(404);
    expect((await readLog(undefined, elif)).status).toBe(401);
  });
});
