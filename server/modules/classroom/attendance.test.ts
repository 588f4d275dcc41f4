import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type AttendanceConflict, type AttendanceResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { enrol, newClass } from '../assistant/testKit.ts';
import { as, enrolmentOf, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let b5: number;
let a6: number;
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signIn(server, 'teacher');
  ({ b5, a6 } = seededClasses(server));
});
afterAll(() => server.close());

const DAY = '2025-10-14';

describe('GET and PUT /api/classes/{id}/attendance/{date}/', () => {
  it('starts a day at version 0, saves records and bumps the version', async () => {
    const empty = await as(server, teacher).get<AttendanceResponse>(CLASSROOM_PATHS.attendance(b5, DAY));
    expect(empty.status).toBe(200);
    expect(empty.body.sheet).toEqual({ class_id: b5, date: DAY, records: [], version: 0, updated_at: null });

    const elif = enrolmentOf(server, b5, 'Elif');
    const deniz = enrolmentOf(server, b5, 'Deniz');
    const saved = await as(server, teacher).put<AttendanceResponse>(CLASSROOM_PATHS.attendance(b5, DAY), {
      records: [
        { student_id: elif.id, status: 'present' },
        { student_id: deniz.id, status: 'late' },
      ],
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.sheet).toMatchObject({
      version: 1,
      records: [
        { student_id: elif.id, status: 'present' },
        { student_id: deniz.id, status: 'late' },
      ],
    });

    const changed = await as(server, teacher).put<AttendanceResponse>(CLASSROOM_PATHS.attendance(b5, DAY), {
      records: [{ student_id: deniz.id, status: 'excused' }],
      version: 1,
    });
    expect(changed.body.sheet.version).toBe(2);
    expect(changed.body.sheet.records).toEqual([
      { student_id: elif.id, status: 'present' },
      { student_id: deniz.id, status: 'excused' },
    ]);
  });

  it('answers an edit based on an old version with 409 CONFLICT and the current sheet, changing nothing', async () => {
    const elif = enrolmentOf(server, b5, 'Elif');
    const day = '2025-10-15';
    await as(server, teacher).put(CLASSROOM_PATHS.attendance(b5, day), { records: [{ student_id: elif.id, status: 'present' }], version: 0 });
    const stale = await as(server, teacher).put<AttendanceConflict>(CLASSROOM_PATHS.attendance(b5, day), {
      records: [{ student_id: elif.id, status: 'absent' }],
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      success: false,
      error_code: 'CONFLICT',
      message: expect.any(String),
      current: { version: 1, records: [{ student_id: elif.id, status: 'present' }] },
    });
    expect(server.count('attendance_records', 'class_id = ? AND date = ? AND status = ?', b5, day, 'absent')).toBe(0);
  });

  it('replays a repeated Idempotency-Key instead of answering it as a conflict', async () => {
    const elif = enrolmentOf(server, b5, 'Elif');
    const body = { records: [{ student_id: elif.id, status: 'absent' }], version: 0 };
    const first = await as(server, teacher).put<AttendanceResponse>(CLASSROOM_PATHS.attendance(b5, '2025-10-16'), body, 'yoklama-17');
    const again = await as(server, teacher).put<AttendanceResponse>(CLASSROOM_PATHS.attendance(b5, '2025-10-16'), body, 'yoklama-17');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('accepts only real days and students of the class', async () => {
    for (const day of ['2026-02-30', '15-09-2026', 'bugun']) {
      const reply = await as(server, teacher).get(CLASSROOM_PATHS.attendance(b5, day));
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Yoklama günü geçerli bir tarih olmalıdır (yyyy-aa-gg).');
    }
    const stranger = enrolmentOf(server, a6, 'Kerem');
    const reply = await as(server, teacher).put(CLASSROOM_PATHS.attendance(b5, DAY), {
      records: [{ student_id: stranger.id, status: 'present' }],
      version: 2,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ 'records.0.student_id': ['Bu öğrenci bu sınıfın listesinde yok.'] });
    const badStatus = await as(server, teacher).put(CLASSROOM_PATHS.attendance(b5, DAY), {
      records: [{ student_id: stranger.id, status: 'asleep' }],
      version: 2,
    });
    expect(badStatus.body.errors).toEqual({ 'records.0.status': ['Yoklama durumu var, yok, geç ya da izinli olmalıdır.'] });
  });

  it('is the class teacher’s: the administrator reads, another teacher gets 404, students and parents 403', async () => {
    const admin = await signIn(server, 'admin');
    expect((await as(server, admin).get(CLASSROOM_PATHS.attendance(b5, DAY))).status).toBe(200);
    expect((await as(server, admin).put(CLASSROOM_PATHS.attendance(b5, DAY), { records: [], version: 2 })).status).toBe(403);
    const other = await newAccount(server, 'teacher');
    expect((await as(server, other).get(CLASSROOM_PATHS.attendance(b5, DAY))).status).toBe(404);
    expect((await as(server, other).put(CLASSROOM_PATHS.attendance(b5, DAY), { records: [], version: 2 })).status).toBe(404);
    for (const who of ['student', 'parent'] as const) {
      const caller = await signIn(server, who);
      expect((await as(server, caller).get(CLASSROOM_PATHS.attendance(b5, DAY))).status).toBe(403);
    }
  });

  it('feeds the roster’s attendance rate', async () => {
    const rosterOf = async (classId: number) =>
      (await as(server, teacher).get<{ class: { students: { first_name: string; attendance_rate: number | null }[] } }>(CLASSROOM_PATHS.class(classId))).body
        .class.students;
    // A class with no register yet (the seeded ones have theirs) has no rate for anyone.
    const fresh = await newClass(server, teacher, 'Fen 7');
    enrol(server, fresh, await newAccount(server, 'student'));
    expect((await rosterOf(fresh)).map((student) => student.attendance_rate)).toEqual([null]);
    expect((await rosterOf(b5)).find((student) => student.first_name === 'Ömer')?.attendance_rate).toBeLessThan(100);
  });
});
