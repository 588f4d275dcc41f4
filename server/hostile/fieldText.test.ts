import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PATHS } from '../../src/shared/api/announcements.ts';
import { CLASSROOM_PATHS } from '../../src/shared/api/classroom.ts';
import { API_PATHS, type ApiErrorBody } from '../../src/shared/api/contract.ts';
import { PROGRESS_PATHS } from '../../src/shared/api/progress.ts';
import type { Reply, TestServer } from '../../tests/fixtures/serverHarness.ts';
import { as, startDemoSchool, type Caller } from '../modules/classroom/testKit.ts';

// Hostile text and dates (issue 42, the small holes of 7): a name that reads backwards on everyone's
// screen ("A\u202eB"), zero-width letters, and days that do not exist or years nobody means are
// refused with the field's Turkish error instead of being stored (or moved to another day).

const RLO = 'A\u202eB';
const HIDDEN = /görünmeyen ya da bozuk karakterler/;

let server: TestServer;
let teacher: Caller;
let admin: Caller;
let b5: number;
beforeAll(async () => {
  ({ server, teacher, admin, b5 } = await startDemoSchool());
});
afterAll(() => server.close());

const fieldError = (reply: Reply<ApiErrorBody>, field: string): string => reply.body.errors?.[field]?.[0] ?? '';
const post = (caller: Caller | undefined, path: string, body: unknown) => as(server, caller).post(path, body, randomUUID());
const put = (caller: Caller, path: string, body: unknown) => as(server, caller).put(path, body, randomUUID());
const assignment = (changes: Record<string, unknown>) => ({
  class_id: b5,
  title: 'Gölge ölçümü',
  content: { kind: 'free' },
  due_at: '2030-05-10T12:00:00Z',
  status: 'draft',
  ...changes,
});

describe('characters nobody sees are refused in every human-visible field', () => {
  it('registration names', async () => {
    const reply = await post(undefined, API_PATHS.register, {
      first_name: RLO,
      last_name: 'Ekinci',
      email: `gizli.${Date.now()}@ornek.example`,
      role: 'student',
      password: 'Sinif12345',
      password_confirm: 'Sinif12345',
      terms_accepted: true,
    });
    expect(reply.status).toBe(400);
    expect(fieldError(reply, 'first_name')).toMatch(HIDDEN);
  });

  it('class names, descriptions and roster names', async () => {
    const named = await post(teacher, CLASSROOM_PATHS.classes, { name: '7-\u200bC', subject: 'science', grade: '7' });
    expect(named.status).toBe(400);
    expect(fieldError(named, 'name')).toMatch(HIDDEN);
    const described = await post(teacher, CLASSROOM_PATHS.classes, { name: '7-C', subject: 'science', grade: '7', description: 'bir\nsatır\u2066' });
    expect(fieldError(described, 'description')).toMatch(HIDDEN);
    const child = await post(teacher, CLASSROOM_PATHS.classStudents(b5), { first_name: RLO, last_name: 'Kaya' });
    expect(child.status).toBe(400);
    expect(fieldError(child, 'first_name')).toMatch(HIDDEN);
  });

  it('assignment titles and instructions, lesson titles, timetable titles', async () => {
    const titled = await post(teacher, CLASSROOM_PATHS.assignments, assignment({ title: RLO }));
    expect(titled.status).toBe(400);
    expect(fieldError(titled, 'title')).toMatch(HIDDEN);
    const instructed = await post(teacher, CLASSROOM_PATHS.assignments, assignment({ instructions: 'Ö\uFEFFlç' }));
    expect(fieldError(instructed, 'instructions')).toMatch(HIDDEN);
    const lesson = await put(teacher, CLASSROOM_PATHS.classLessons(b5), { lessons: [{ title: RLO, content: { kind: 'free' } }] });
    expect(lesson.status).toBe(400);
    expect(fieldError(lesson, 'lessons.0.title')).toMatch(HIDDEN);
    const slot = { id: 'pzt-1', weekday: 1, start: '09:00', end: '09:40', title: RLO, type: 'class', difficulty: 'medium', energy: 'medium' };
    const timetable = await put(teacher, PROGRESS_PATHS.timetable(b5), { slots: [slot], version: 0 });
    expect(timetable.status).toBe(400);
    expect(fieldError(timetable, 'slots.0.title')).toMatch(HIDDEN);
  });

  it('announcements, and the public contact form', async () => {
    const announced = await post(admin, ANNOUNCEMENT_PATHS.announcements, { audience: { kind: 'school' }, title: RLO, body: '' });
    expect(announced.status).toBe(422);
    expect(fieldError(announced, 'title')).toMatch(HIDDEN);
    const contact = await post(undefined, API_PATHS.contact, {
      name: 'Ayşe Kaya',
      email: 'ayse@ornek.example',
      user_type: 'parent',
      subject: `Konu ${RLO}`,
      message: 'Merhaba, bir sorum var.\nTeşekkürler.',
    });
    expect(contact.status).toBe(400);
    expect(fieldError(contact, 'subject')).toMatch(HIDDEN);
  });

  it('still takes Turkish names, emoji and line breaks where text has lines', async () => {
    const child = await post(teacher, CLASSROOM_PATHS.classStudents(b5), { first_name: 'Çiğdem', last_name: 'Işık-Öztürk' });
    expect(child.status).toBe(201);
    const cls = await post(teacher, CLASSROOM_PATHS.classes, { name: 'Bilim 🔬', subject: 'science', grade: '7', description: 'İlk satır\nİkinci satır' });
    expect(cls.status).toBe(201);
  });
});

describe('days that do not exist and years nobody means are refused', () => {
  it('a due time on 30 February or in year 9999 or 0001 (no rolling over into March)', async () => {
    for (const due_at of ['2026-02-30T10:00:00Z', '9999-12-31T10:00:00Z', '0001-01-01T00:00:00Z', '2026-01-01T24:00:00Z']) {
      const reply = await post(teacher, CLASSROOM_PATHS.assignments, assignment({ due_at }));
      expect(reply.status).toBe(400);
      expect(fieldError(reply, 'due_at')).toMatch(/2000–2100/);
    }
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM assignments WHERE due_at LIKE '2026-03-02%'").get()).toEqual({ n: 0 });
  });

  it('an attendance day, a lesson day and an announcement’s due time', async () => {
    for (const day of ['2026-02-30', '0001-01-01', '9999-12-31']) {
      const reply = await put(teacher, CLASSROOM_PATHS.attendance(b5, day), { records: [], version: 0 });
      expect(reply.status).toBe(400);
    }
    const lesson = await put(teacher, CLASSROOM_PATHS.classLessons(b5), { lessons: [{ title: 'Işık', content: { kind: 'free' }, planned_for: '2026-02-30' }] });
    expect(lesson.status).toBe(400);
    expect(fieldError(lesson, 'lessons.0.planned_for')).toMatch(/2000–2100/);
    const announced = await post(admin, ANNOUNCEMENT_PATHS.announcements, {
      audience: { kind: 'school' },
      title: 'Veli toplantısı',
      body: '',
      due_at: '2026-04-31T09:00:00+03:00',
    });
    expect(announced.status).toBe(422);
    expect(fieldError(announced, 'due_at')).toMatch(/2000–2100/);
  });

  it('a real day still passes, leap day included', async () => {
    const reply = await post(teacher, CLASSROOM_PATHS.assignments, assignment({ due_at: '2028-02-29T12:00:00+03:00' }));
    expect(reply.status).toBe(201);
  });
});
