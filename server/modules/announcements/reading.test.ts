import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_PATHS } from '../../../src/shared/api/announcements.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { setEnrolmentStatus } from '../assistant/testKit.ts';
import { as, newAccount } from '../classroom/testKit.ts';
import { idsOf, listOf, markRead, newAnnouncementSchool, posted, toClass } from './testKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/announcements/: what reaches whom', () => {
  it('gives a class’s announcement to its students and their parents, and to nobody outside the class', async () => {
    const world = await newAnnouncementSchool(server);
    const other = await newAnnouncementSchool(server);
    const { id } = await posted(server, world.teacher, toClass(world.classId));
    const parentView = (await listOf(server, world.parent)).find((item) => item.id === id);
    expect(parentView).toMatchObject({ title: 'Deney malzemeleri', read_at: null, is_author: false, author: { full_name: 'Derya Ekinci' } });
    expect(await idsOf(server, world.student)).toContain(id);
    for (const outsider of [world.colleagueStudent, world.colleague, other.student, other.parent, other.teacher, other.admin]) {
      expect(await idsOf(server, outsider)).not.toContain(id);
    }
    // The school's administrator reads everything of their school.
    expect(await idsOf(server, world.admin)).toContain(id);
  });

  it('stops reaching a student whose place on the list is no longer active, and their parent', async () => {
    const world = await newAnnouncementSchool(server);
    const { id } = await posted(server, world.teacher, toClass(world.classId));
    setEnrolmentStatus(server, world.classId, world.student, 'inactive');
    expect(await idsOf(server, world.student)).not.toContain(id);
    expect(await idsOf(server, world.parent)).not.toContain(id);
  });

  it('gives a grade’s announcement to that grade’s classes of the school only', async () => {
    const world = await newAnnouncementSchool(server);
    const other = await newAnnouncementSchool(server);
    const { id } = await posted(server, world.teacher, toClass(0, { audience: { kind: 'grade', grade: '5' } }));
    for (const reader of [world.student, world.parent, world.colleagueStudent, world.colleague]) expect(await idsOf(server, reader)).toContain(id);
    // The other school's 5th grade is not this school's.
    expect(await idsOf(server, other.student)).not.toContain(id);
  });

  it('gives the whole school’s announcement to its students, parents and teachers, and not to another school or a claimed school', async () => {
    const world = await newAnnouncementSchool(server);
    const other = await newAnnouncementSchool(server);
    const { id } = await posted(server, world.admin, toClass(0, { audience: { kind: 'school' }, title: 'Bilim şenliği' }));
    for (const reader of [world.student, world.parent, world.colleagueStudent, world.teacher, world.colleague]) {
      expect(await idsOf(server, reader)).toContain(id);
    }
    // A student account that only says it is of this school, on no class list of it.
    const claimed = await newAccount(server, 'student', { school: world.school });
    for (const outsider of [claimed, other.student, other.teacher, other.admin]) expect(await idsOf(server, outsider)).not.toContain(id);
  });

  it('shows a teacher what they posted, newest first, and nothing to a student with no class', async () => {
    const world = await newAnnouncementSchool(server);
    const first = await posted(server, world.teacher, toClass(world.classId, { title: 'Birinci duyuru' }));
    server.advanceClock(60);
    const second = await posted(server, world.teacher, toClass(world.classId, { title: 'İkinci duyuru' }));
    const own = (await listOf(server, world.teacher)).filter((item) => item.is_author);
    expect(own.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(await listOf(server, await newAccount(server, 'student'))).toEqual([]);
  });

  it('answers at most the newest ANNOUNCEMENT_LIMITS.listedMax', async () => {
    const world = await newAnnouncementSchool(server);
    const { id } = await posted(server, world.teacher, toClass(world.classId, { title: 'Kalıp' }));
    // Copies straight into the table: posting a hundred through the API would only slow the test.
    server.db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO announcements (author_id, school, audience_kind, class_id, grade, audience_key, title, body, created_at)
         SELECT author_id, school, audience_kind, class_id, grade, audience_key, 'Kopya ' || i, body, created_at FROM announcements, n WHERE id = ?`,
      )
      .run(ANNOUNCEMENT_LIMITS.listedMax + 5, id);
    const list = await listOf(server, world.student);
    expect(list).toHaveLength(ANNOUNCEMENT_LIMITS.listedMax);
    // Same time: the later row comes first.
    expect(list[0]?.title).toBe(`Kopya ${ANNOUNCEMENT_LIMITS.listedMax + 5}`);
  });

  it('answers 401 to a signed-out caller', async () => {
    expect((await as(server, undefined).get(ANNOUNCEMENT_PATHS.announcements)).status).toBe(401);
  });
});

describe('PUT /api/announcements/:id/read/: read state per user', () => {
  it('marks it read for the caller only, keeps the first read time, and shows it in their list', async () => {
    const world = await newAnnouncementSchool(server);
    const { id } = await posted(server, world.admin, toClass(0, { audience: { kind: 'school' } }));
    const first = await markRead(server, world.student, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, id, read_at: expect.any(String) });
    server.advanceClock(120);
    const again = await markRead(server, world.student, id);
    expect(again.status).toBe(200);
    expect(again.body.read_at).toBe(first.body.read_at);
    expect((await listOf(server, world.student)).find((item) => item.id === id)?.read_at).toBe(first.body.read_at);
    for (const other of [world.parent, world.colleagueStudent, world.teacher]) {
      expect((await listOf(server, other)).find((item) => item.id === id)?.read_at).toBeNull();
    }
    expect(server.count('announcement_reads', 'announcement_id = ?', id)).toBe(2);
  });

  it('lets every role mark what reaches them: a parent their child’s class announcement, staff theirs', async () => {
    const world = await newAnnouncementSchool(server);
    const { id } = await posted(server, world.teacher, toClass(world.classId));
    for (const reader of [world.parent, world.student, world.admin, world.teacher]) expect((await markRead(server, reader, id)).status).toBe(200);
  });

  it('answers 404 for an announcement that does not reach the caller, another school’s, an unknown id and a malformed one', async () => {
    const world = await newAnnouncementSchool(server);
    const other = await newAnnouncementSchool(server);
    const { id } = await posted(server, world.teacher, toClass(world.classId));
    for (const outsider of [world.colleagueStudent, world.colleague, other.admin, other.parent, other.student]) {
      const reply = await markRead(server, outsider, id);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ error_code: 'NOT_FOUND' });
    }
    expect((await markRead(server, world.student, 999_999)).status).toBe(404);
    expect((await markRead(server, world.student, 'abc')).status).toBe(404);
    expect((await as(server, undefined).put(ANNOUNCEMENT_PATHS.read(id), undefined)).status).toBe(401);
    expect(server.count('announcement_reads', 'announcement_id = ?', id)).toBe(1);
  });
});
