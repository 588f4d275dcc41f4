import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_PATHS } from '../../../src/shared/api/announcements.ts';
import { CLASSROOM_PATHS, type AssignmentResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { setClassStatus } from '../assistant/testKit.ts';
import { as, inDays } from '../classroom/testKit.ts';
import { newAnnouncementSchool, post, posted, toClass } from './testKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rows = (authorId: number) => server.count('announcements', 'author_id = ?', authorId);

describe('POST /api/announcements/: who may write what', () => {
  it('lets a teacher write to their own class, answering it read by them, with its class named', async () => {
    const world = await newAnnouncementSchool(server);
    const due = inDays(3);
    const reply = await post(server, world.teacher, toClass(world.classId, { due_at: due, link: { kind: 'experiment', experiment_id: 'shadow-size' } }));
    expect(reply.status).toBe(201);
    expect(reply.body.announcement).toMatchObject({
      audience: { kind: 'class', class_id: world.classId, class_name: expect.stringMatching(/^Fen /) },
      author: { id: world.teacher.id, full_name: 'Derya Ekinci', role: 'teacher' },
      school: world.school,
      title: 'Deney malzemeleri',
      due_at: due,
      link: { kind: 'experiment', experiment_id: 'shadow-size' },
      is_author: true,
      read_at: expect.any(String),
    });
    expect(rows(world.teacher.id)).toBe(1);
  });

  it('lets a teacher write to a grade they teach, and not to one they do not (404) or the whole school (403)', async () => {
    const world = await newAnnouncementSchool(server);
    expect((await post(server, world.teacher, toClass(0, { audience: { kind: 'grade', grade: '5' } }))).status).toBe(201);
    expect((await post(server, world.teacher, toClass(0, { audience: { kind: 'grade', grade: '7' } }))).status).toBe(404);
    const school = await post(server, world.teacher, toClass(0, { audience: { kind: 'school' } }));
    expect(school.status).toBe(403);
    expect(school.body).toMatchObject({ error_code: 'FORBIDDEN' });
  });

  it('answers 404 for a colleague’s class, another school’s class, an archived class and an unknown one', async () => {
    const world = await newAnnouncementSchool(server);
    const other = await newAnnouncementSchool(server);
    expect((await post(server, world.teacher, toClass(world.colleagueClassId))).status).toBe(404);
    expect((await post(server, world.teacher, toClass(other.classId))).status).toBe(404);
    expect((await post(server, world.teacher, toClass(999_999))).status).toBe(404);
    setClassStatus(server, world.classId, 'archived');
    expect((await post(server, world.teacher, toClass(world.classId))).status).toBe(404);
    expect(rows(world.teacher.id)).toBe(0);
  });

  it('lets the administrator write to the whole school, any class and any grade of it, and nothing of another school', async () => {
    const world = await newAnnouncementSchool(server);
    const other = await newAnnouncementSchool(server);
    const school = await posted(server, world.admin, toClass(0, { audience: { kind: 'school' } }));
    expect(school).toMatchObject({ school: world.school, author: { role: 'administrator' } });
    expect((await post(server, world.admin, toClass(world.colleagueClassId))).status).toBe(201);
    expect((await post(server, world.admin, toClass(0, { audience: { kind: 'grade', grade: '5' } }))).status).toBe(201);
    expect((await post(server, world.admin, toClass(other.classId))).status).toBe(404);
    // No class of that grade in the school this year: nothing there to write to.
    expect((await post(server, world.admin, toClass(0, { audience: { kind: 'grade', grade: '8' } }))).status).toBe(404);
  });

  it('refuses students and parents (403) before reading the body, and a signed-out caller (401)', async () => {
    const world = await newAnnouncementSchool(server);
    for (const caller of [world.student, world.parent]) {
      const reply = await post(server, caller, toClass(world.classId));
      expect(reply.status).toBe(403);
      expect((await post(server, caller, { title: '' })).status).toBe(403);
    }
    expect((await as(server, undefined).post(ANNOUNCEMENT_PATHS.announcements, toClass(world.classId))).status).toBe(401);
    expect(server.count('announcements', 'class_id = ?', world.classId)).toBe(0);
  });

  it('links a homework of the author’s class, and answers 404 for one of a colleague’s class', async () => {
    const world = await newAnnouncementSchool(server);
    const homework = async (teacher: typeof world.teacher, classId: number) =>
      (
        await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
          class_id: classId,
          title: 'Gölge ödevi',
          content: { kind: 'free', ref: null },
          due_at: inDays(5),
          status: 'published',
        })
      ).body.assignment.id;
    const own = await homework(world.teacher, world.classId);
    const theirs = await homework(world.colleague, world.colleagueClassId);
    const linked = await posted(server, world.teacher, toClass(world.classId, { link: { kind: 'assignment', assignment_id: own } }));
    expect(linked.link).toEqual({ kind: 'assignment', assignment_id: own });
    expect((await post(server, world.teacher, toClass(world.classId, { link: { kind: 'assignment', assignment_id: theirs } }))).status).toBe(404);
    // The school's administrator may see every homework of the school.
    expect((await post(server, world.admin, toClass(world.classId, { link: { kind: 'assignment', assignment_id: theirs } }))).status).toBe(201);
  });
});

describe('POST /api/announcements/: bounds', () => {
  it('takes a title and body at their limits, and answers 422 with the field for anything beyond', async () => {
    const world = await newAnnouncementSchool(server);
    const longest = { title: 'B'.repeat(ANNOUNCEMENT_LIMITS.titleMax), body: 'M'.repeat(ANNOUNCEMENT_LIMITS.bodyMax) };
    expect((await post(server, world.teacher, toClass(world.classId, longest))).status).toBe(201);
    const refused: [object, string][] = [
      [{ title: 'B'.repeat(ANNOUNCEMENT_LIMITS.titleMax + 1) }, 'title'],
      [{ title: 'Ab' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ body: 'M'.repeat(ANNOUNCEMENT_LIMITS.bodyMax + 1) }, 'body'],
      [{ due_at: 'yarın' }, 'due_at'],
      [{ audience: { kind: 'grade', grade: 'mixed' } }, 'audience.grade'],
      [{ audience: { kind: 'class', class_id: 'beş' } }, 'audience.class_id'],
      [{ link: { kind: 'experiment', experiment_id: '../etc' } }, 'link.experiment_id'],
    ];
    for (const [changes, field] of refused) {
      const reply = await as(server, world.teacher).post(ANNOUNCEMENT_PATHS.announcements, toClass(world.classId, changes));
      expect(reply.status, field).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), field).toContain(field);
    }
    for (const body of [{ ...toClass(world.classId), audience: { kind: 'everyone' } }, { ...toClass(world.classId), audience: undefined }, [], 'duyuru']) {
      expect((await post(server, world.teacher, body)).status).toBe(422);
    }
    expect(rows(world.teacher.id)).toBe(1);
  });
});

describe('POST /api/announcements/: written offline, sent twice', () => {
  it('stores one announcement for one Idempotency-Key and replays its answer; the key with another body is refused', async () => {
    const world = await newAnnouncementSchool(server);
    const key = randomUUID();
    const first = await post(server, world.teacher, toClass(world.classId), key);
    const again = await post(server, world.teacher, toClass(world.classId), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.announcement.id).toBe(first.body.announcement.id);
    expect(rows(world.teacher.id)).toBe(1);
    const reused = await post(server, world.teacher, toClass(world.classId, { title: 'Başka bir duyuru' }), key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error_code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(rows(world.teacher.id)).toBe(1);
  });
});
