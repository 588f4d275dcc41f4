import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/shared/api/contract.ts';
import { PROGRESS_PATHS, type StudentProgressResponse } from '../../../src/shared/api/progress.ts';
import { SCHOOL_CALENDAR_PATHS, type SchoolCalendarResponse, type SchoolDayOff } from '../../../src/shared/api/schoolCalendar.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, signIn, startDemoSchool, type Caller } from '../classroom/testKit.ts';
import { schoolDaysFor } from './schoolCalendar.ts';

const SCHOOL = 'Atatürk Ortaokulu';
const OTHER_SCHOOL = 'Cumhuriyet İlkokulu';
const SNOW: SchoolDayOff = { start: '2025-12-02', end: '2025-12-02', kind: 'snow', label: 'Kar tatili' };

let server: TestServer;
let teacher: Caller;
let admin: Caller;
let schoolId: number;
let path: string;

beforeAll(async () => {
  ({ server, teacher, admin } = await startDemoSchool());
  schoolId = server.db.prepare<[string], { id: number }>('SELECT id FROM schools WHERE display_name = ?').get(SCHOOL)?.id ?? 0;
  path = SCHOOL_CALENDAR_PATHS.calendar(schoolId);
});
afterAll(() => server.close());

const save = (caller: Caller, days: unknown, key?: string) => as(server, caller).put<SchoolCalendarResponse>(path, { days_off: days }, key);

describe('PUT /api/schools/{id}/calendar/', () => {
  it("lets the school's administrator replace the list, and answers it in date order", async () => {
    const later: SchoolDayOff = { start: '2026-02-09', end: '2026-02-10', kind: 'holiday', label: 'İlçe şenliği' };
    const reply = await save(admin, [later, { ...SNOW, label: '  Kar tatili ' }]);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      school: { id: schoolId, display_name: SCHOOL },
      days_off: [SNOW, later],
      can_edit: true,
    });
    expect(server.count('school_days_off', 'school_id = ?', schoolId)).toBe(2);

    const replaced = await save(admin, [SNOW]);
    expect(replaced.body.days_off).toEqual([SNOW]);
    expect(server.count('school_days_off', 'school_id = ?', schoolId)).toBe(1);
  });

  it("closes the school on the saved days for the server's own rules", () => {
    const calendar = schoolDaysFor(server.db, SCHOOL);
    expect(calendar.closedReason('2025-12-02')).toBe('school_day_off');
    expect(calendar.isOpen('2025-12-03')).toBe(true);
    expect(schoolDaysFor(server.db, OTHER_SCHOOL).isOpen('2025-12-02')).toBe(true);
    expect(schoolDaysFor(server.db, null).isOpen('2025-12-02')).toBe(true);
  });

  it('refuses its teachers with 403, and anyone outside the school with 404', async () => {
    const refused = await save(teacher, [SNOW]);
    expect(refused.status).toBe(403);
    const outsiders = await Promise.all([
      newAccount(server, 'teacher', { role: 'administrator', school: OTHER_SCHOOL }),
      newAccount(server, 'teacher', { school: OTHER_SCHOOL }),
      signIn(server, 'student'),
      signIn(server, 'parent'),
      newAccount(server, 'teacher', { role: 'administrator' }),
    ]);
    for (const caller of outsiders) expect(await save(caller, [])).toMatchObject({ status: 404 });
    expect((await as(server, admin).put(SCHOOL_CALENDAR_PATHS.calendar(999_999), { days_off: [] })).status).toBe(404);
    expect((await as(server, undefined).put(path, { days_off: [] })).status).toBe(401);
    expect(server.count('school_days_off', 'school_id = ?', schoolId)).toBe(1);
  });

  it.each([
    ['a day that is not real', [{ ...SNOW, start: '2026-02-30', end: '2026-02-30' }], 'days_off.0.start'],
    ['a day out of range', [{ ...SNOW, start: '1999-12-01' }], 'days_off.0.start'],
    ['an end before the start', [{ ...SNOW, start: '2025-12-05', end: '2025-12-01' }], 'days_off.0.end'],
    ['a span over 120 days', [{ ...SNOW, start: '2025-09-01', end: '2026-01-01' }], 'days_off.0.end'],
    ['an unknown kind', [{ ...SNOW, kind: 'strike' }], 'days_off.0.kind'],
    ['an empty label', [{ ...SNOW, label: '   ' }], 'days_off.0.label'],
    ['a label over 80 characters', [{ ...SNOW, label: 'k'.repeat(81) }], 'days_off.0.label'],
    ['more than 200 entries', Array.from({ length: 201 }, () => SNOW), 'days_off'],
    ['no list', 'kar', 'days_off'],
  ])('refuses %s with a Turkish message on its field', async (_name, days, field) => {
    const reply = await save(admin, days);
    expect(reply.status).toBe(400);
    const body = reply.body as unknown as ApiErrorBody;
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(server.count('school_days_off', 'school_id = ?', schoolId)).toBe(1);
  });

  it('keeps a span of exactly 120 days and 200 entries', async () => {
    const long = { ...SNOW, start: '2026-01-01', end: '2026-04-30', kind: 'other', label: 'Onarım' };
    expect((await save(admin, [long])).status).toBe(200);
    expect(
      (
        await save(
          admin,
          Array.from({ length: 200 }, () => SNOW),
        )
      ).status,
    ).toBe(200);
    expect((await save(admin, [SNOW])).status).toBe(200);
  });
});

describe('GET /api/schools/{id}/calendar/ and /api/schools/mine/calendar/', () => {
  it("lets the school's teachers and administrator read it", async () => {
    const read = await as(server, teacher).get<SchoolCalendarResponse>(path);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ days_off: [SNOW], can_edit: false });
    const mine = await as(server, admin).get<SchoolCalendarResponse>(SCHOOL_CALENDAR_PATHS.mine);
    expect(mine.body).toMatchObject({ school: { id: schoolId }, days_off: [SNOW], can_edit: true });
  });

  it("answers 404 to another school's staff, students and parents", async () => {
    const outsiders = await Promise.all([
      newAccount(server, 'teacher', { role: 'administrator', school: OTHER_SCHOOL }),
      newAccount(server, 'teacher', { school: OTHER_SCHOOL }),
      signIn(server, 'student'),
      signIn(server, 'parent'),
      newAccount(server, 'student', { school: SCHOOL }),
    ]);
    for (const caller of outsiders) expect((await as(server, caller).get(path)).status).toBe(404);
    const homeless = await newAccount(server, 'teacher');
    expect((await as(server, homeless).get(SCHOOL_CALENDAR_PATHS.mine)).status).toBe(404);
  });
});

describe("the school's days off in a child's progress", () => {
  it("come with the student's and the parent's progress answer, for the app's streak", async () => {
    await save(admin, [SNOW]);
    for (const who of ['student', 'parent'] as const) {
      const reply = await as(server, await signIn(server, who)).get<StudentProgressResponse>(PROGRESS_PATHS.me);
      expect(reply.status).toBe(200);
      expect(reply.body.school_days_off).toEqual([{ start: SNOW.start, end: SNOW.end, label: SNOW.label }]);
    }
  });

  it("are those of the school of a child's class when the account names none", async () => {
    const child = await newAccount(server, 'student');
    const cls = server.db.prepare<[string], { id: number }>('SELECT id FROM classes WHERE school = ? LIMIT 1').get(SCHOOL)?.id ?? 0;
    server.db
      .prepare(
        "INSERT INTO enrolments (class_id, user_id, first_name, last_name, joined_at, updated_at) VALUES (?, ?, 'Derya', 'Ekinci', '2025-09-01', '2025-09-01')",
      )
      .run(cls, child.id);
    const reply = await as(server, child).get<StudentProgressResponse>(PROGRESS_PATHS.me);
    expect(reply.body.school_days_off).toEqual([{ start: SNOW.start, end: SNOW.end, label: SNOW.label }]);
    const homeless = await newAccount(server, 'student');
    expect((await as(server, homeless).get<StudentProgressResponse>(PROGRESS_PATHS.me)).body.school_days_off).toEqual([]);
  });
});
