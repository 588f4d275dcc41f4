import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PATHS } from '../../src/shared/api/announcements.ts';
import { CLASSROOM_PATHS, type ClassResponse } from '../../src/shared/api/classroom.ts';
import type { TestServer } from '../../tests/fixtures/serverHarness.ts';
import { as, newAccount, startDemoSchool, type Caller } from '../modules/classroom/testKit.ts';

// What a role of the school may do beyond its own (issue 42, the small holes of 7): the administrator's
// view of the classes is read-only, and a teacher does not speak to a whole grade by making an empty
// class of it.

let server: TestServer;
let teacher: Caller;
let admin: Caller;
let b5: number;
beforeAll(async () => {
  ({ server, teacher, admin, b5 } = await startDemoSchool());
});
afterAll(() => server.close());

const announce = (caller: Caller, grade: string) =>
  as(server, caller).post(ANNOUNCEMENT_PATHS.announcements, { audience: { kind: 'grade', grade }, title: 'Gezi duyurusu', body: '' }, randomUUID());

describe('the administrator reads the school’s classes and changes none', () => {
  it('cannot rename or archive 5-B, and the class answer tells her so (can_edit false)', async () => {
    const seen = await as(server, admin).get<ClassResponse>(CLASSROOM_PATHS.class(b5));
    expect(seen.status).toBe(200);
    expect(seen.body.class.can_edit).toBe(false);
    const [renamed, archived] = await Promise.all([
      as(server, admin).put(CLASSROOM_PATHS.class(b5), { name: 'Yöneticinin sınıfı' }, randomUUID()),
      as(server, admin).put(CLASSROOM_PATHS.class(b5), { status: 'archived' }, randomUUID()),
    ]);
    expect([renamed.status, archived.status]).toEqual([403, 403]);
    const after = await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5));
    expect(after.body.class).toMatchObject({ name: '5-B', status: 'active', can_edit: true });
  });
});

describe('grade announcements', () => {
  it('a teacher of the school who makes an empty 8th-grade class may not write to the 8th grade', async () => {
    const newcomer = await newAccount(server, 'teacher', { school: 'Atatürk Ortaokulu' });
    const empty = await as(server, newcomer).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: '8-Z', subject: 'science', grade: '8' }, randomUUID());
    expect(empty.status).toBe(201);
    expect((await announce(newcomer, '8')).status).toBe(404);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM announcements WHERE audience_kind = 'grade' AND grade = '8'").get()).toEqual({ n: 0 });
  });

  it('the teacher of a class with students of the grade, and the administrator, still may', async () => {
    expect((await announce(teacher, '5')).status).toBe(201);
    expect((await announce(admin, '8')).status).toBe(201);
  });
});
