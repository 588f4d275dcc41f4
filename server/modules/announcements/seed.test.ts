import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type HomeworkListResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { seedAnnouncements, SEED_ANNOUNCEMENTS } from '../../seed/announcements.ts';
import { as, seededClasses, signIn } from '../classroom/testKit.ts';
import { listOf } from './testKit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
let startedAt: number;
beforeAll(async () => {
  startedAt = Date.now();
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo announcements seed', () => {
  it('gives the demo student and parent the administrator’s school-wide one and the teacher’s 5-B one, newest first and unread', async () => {
    for (const who of ['student', 'parent'] as const) {
      const list = await listOf(server, await signIn(server, who));
      expect(list.map((item) => [item.author.full_name, item.audience.kind, item.read_at])).toEqual([
        ['Ayşe Demir', 'class', null],
        ['Zeynep Çelik', 'school', null],
      ]);
    }
  });

  it('dates them before the seed time, in Turkish, with the 5-B one pointing at a homework the student has', async () => {
    const student = await signIn(server, 'student');
    const [b5, school] = await listOf(server, student);
    expect(b5?.audience).toEqual({ kind: 'class', class_id: seededClasses(server).b5, class_name: '5-B' });
    expect(b5?.title).toMatch(/[ıİşŞğĞçÇöÖüÜ]/);
    expect(school?.title).toMatch(/[ıİşŞğĞçÇöÖüÜ]/);
    for (const item of [b5, school]) expect(Date.parse(item?.created_at ?? '')).toBeLessThan(startedAt - DAY_MS / 2);
    expect(Date.parse(school?.due_at ?? '')).toBeGreaterThan(startedAt);
    const homeworks = await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    const linked = b5?.link?.kind === 'assignment' ? b5.link.assignment_id : -1;
    expect(homeworks.body.homeworks.map((homework) => homework.assignment.id)).toContain(linked);
  });

  it('shows the teacher their own as read, and reaches no other school', async () => {
    const teacher = await listOf(server, await signIn(server, 'teacher'));
    const own = teacher.find((item) => item.is_author);
    expect(own).toMatchObject({ audience: { kind: 'class' }, read_at: expect.any(String) });
    expect(teacher.find((item) => item.audience.kind === 'school')?.read_at).toBeNull();
    expect(await listOf(server, await signIn(server, 'otherSchoolTablet'))).toEqual([]);
  });

  it('adds nothing when seeded again', () => {
    const before = server.count('announcements');
    expect(before).toBe(SEED_ANNOUNCEMENTS.length);
    seedAnnouncements(server.db, new Date().toISOString());
    expect(server.count('announcements')).toBe(before);
  });
});
