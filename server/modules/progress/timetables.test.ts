import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_LIMITS, PROGRESS_PATHS, type TimetableConflict, type TimetableResponse, type TimetableSlot } from '../../../src/shared/api/progress.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, seededClasses, signIn, type Caller } from '../classroom/testKit.ts';

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

const slot = (changes: Partial<TimetableSlot> = {}): TimetableSlot => ({
  id: 'pzt-fen',
  weekday: 1,
  start: '10:10',
  end: '10:50',
  title: 'Fen Bilimleri',
  type: 'class',
  difficulty: 'medium',
  energy: 'high',
  ...changes,
});

const put = (caller: Caller, classId: number, body: unknown, key?: string) =>
  as(server, caller).put<TimetableResponse>(PROGRESS_PATHS.timetable(classId), body, key);

describe('GET /api/classes/{id}/timetable/', () => {
  it('shows 5-B’s seeded week to its teacher, its students, their parents and the school’s administrator', async () => {
    for (const who of ['teacher', 'student', 'parent', 'admin'] as const) {
      const reply = await as(server, await signIn(server, who)).get<TimetableResponse>(PROGRESS_PATHS.timetable(b5));
      expect(reply.status).toBe(200);
      expect(reply.body.timetable).toMatchObject({ class_id: b5, version: 1, updated_at: expect.any(String) });
      const types = reply.body.timetable.slots.map((item) => item.type);
      expect(types).toContain('lab');
      expect(types.filter((type) => type === 'exam')).toHaveLength(1);
    }
  });

  it('answers a week nobody set with no lessons and version 0, and 404 to anyone who does not see the class', async () => {
    expect((await as(server, teacher).get<TimetableResponse>(PROGRESS_PATHS.timetable(a6))).body.timetable).toEqual({
      class_id: a6,
      slots: [],
      version: 0,
      updated_at: null,
    });
    const strangers = [await newAccount(server, 'teacher'), await newAccount(server, 'student'), await newAccount(server, 'parent')];
    for (const caller of strangers) expect((await as(server, caller).get(PROGRESS_PATHS.timetable(b5))).status).toBe(404);
    // Elif is not on 6-A's list.
    expect((await as(server, await signIn(server, 'student')).get(PROGRESS_PATHS.timetable(a6))).status).toBe(404);
    expect((await as(server, teacher).get(PROGRESS_PATHS.timetable(999_999))).status).toBe(404);
  });
});

describe('PUT /api/classes/{id}/timetable/', () => {
  it('saves the week in day and time order, one version on, and answers an edit of an old version with 409', async () => {
    const saved = await put(teacher, a6, {
      slots: [slot({ id: 'cars-fen', weekday: 3, start: '11:00', end: '11:40', title: '  Fen Bilimleri  ' }), slot()],
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.timetable.version).toBe(1);
    expect(saved.body.timetable.slots.map((item) => [item.id, item.title])).toEqual([
      ['pzt-fen', 'Fen Bilimleri'],
      ['cars-fen', 'Fen Bilimleri'],
    ]);

    const stale = await as(server, teacher).put<TimetableConflict>(PROGRESS_PATHS.timetable(a6), { slots: [], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error_code: 'CONFLICT', current: { version: 1, slots: saved.body.timetable.slots } });

    const emptied = await put(teacher, a6, { slots: [], version: 1 });
    expect(emptied.body.timetable).toMatchObject({ slots: [], version: 2 });
  });

  it('replays a repeated Idempotency-Key instead of answering it as a conflict', async () => {
    const body = { slots: [slot({ id: 'cuma-lab', weekday: 5, type: 'lab' })], version: 2 };
    const first = await put(teacher, a6, body, 'program-1');
    const again = await put(teacher, a6, body, 'program-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('refuses two lessons at the same time of a day, and every malformed slot, per field', async () => {
    const errorsOf = async (slots: unknown[]) => {
      const reply = await put(teacher, b5, { slots, version: 1 });
      expect(reply.status).toBe(400);
      return reply.body as unknown as { errors: Record<string, string[]> };
    };
    const overlap = await errorsOf([slot(), slot({ id: 'ikinci', start: '10:30', end: '11:10', title: 'Matematik' })]);
    expect(overlap.errors).toEqual({ 'slots.1.start': ['Bu ders aynı gün "Fen Bilimleri" (10:10–10:50) ile çakışıyor.'] });
    // Back to back, or the same time on another day, is fine.
    expect(
      (await put(teacher, a6, { slots: [slot(), slot({ id: 'b', start: '10:50', end: '11:30' }), slot({ id: 'c', weekday: 2 })], version: 3 })).status,
    ).toBe(200);

    expect((await errorsOf([slot(), slot({ weekday: 2 })])).errors).toEqual({ 'slots.1.id': ['Bu ders kimliği programda iki kez var.'] });
    expect((await errorsOf([slot({ start: '11:00', end: '10:00' })])).errors).toEqual({
      'slots.0.end': ['Ders, başladığı saatten sonra bitmelidir.'],
    });
    expect(Object.keys((await errorsOf([slot({ weekday: 6 as 5 })])).errors)).toEqual(['slots.0.weekday']);
    expect(Object.keys((await errorsOf([slot({ start: '9:20' })])).errors)).toEqual(['slots.0.start']);
    expect(Object.keys((await errorsOf([slot({ end: '24:00' })])).errors)).toEqual(['slots.0.end']);
    expect(Object.keys((await errorsOf([slot({ title: '   ' })])).errors)).toEqual(['slots.0.title']);
    expect(Object.keys((await errorsOf([slot({ title: 'x'.repeat(PROGRESS_LIMITS.slotTitleMax + 1) })])).errors)).toEqual(['slots.0.title']);
    expect(Object.keys((await errorsOf([slot({ id: 'a/b' })])).errors)).toEqual(['slots.0.id']);
    expect(Object.keys((await errorsOf([slot({ id: 'x'.repeat(41) })])).errors)).toEqual(['slots.0.id']);
    expect(Object.keys((await errorsOf([{ ...slot(), type: 'party' }])).errors)).toEqual(['slots.0.type']);
    expect(Object.keys((await errorsOf([{ ...slot(), energy: 'huge' }])).errors)).toEqual(['slots.0.energy']);
    expect(Object.keys((await errorsOf([{ ...slot(), difficulty: 'easyish' }])).errors)).toEqual(['slots.0.difficulty']);
    const many = Array.from({ length: PROGRESS_LIMITS.timetableSlotsMax + 1 }, (_, index) => slot({ id: `s${index}` }));
    expect(Object.keys((await errorsOf(many)).errors)).toEqual(['slots']);
    expect((await put(teacher, b5, { slots: [], version: -1 })).body).toMatchObject({ errors: { version: [expect.any(String)] } });
  });

  it('is for the class’s teacher and the school’s administrator: students and parents 403, other staff 404', async () => {
    const admin = await signIn(server, 'admin');
    const current = (await as(server, admin).get<TimetableResponse>(PROGRESS_PATHS.timetable(b5))).body.timetable;
    const saved = await put(admin, b5, { slots: current.slots, version: current.version });
    expect(saved.status).toBe(200);
    expect(saved.body.timetable.version).toBe(current.version + 1);
    for (const who of ['student', 'parent'] as const) {
      const reply = await put(await signIn(server, who), b5, { slots: [], version: saved.body.timetable.version });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ error_code: 'FORBIDDEN' });
    }
    const otherTeacher = await newAccount(server, 'teacher');
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    for (const caller of [otherTeacher, otherAdmin]) expect((await put(caller, b5, { slots: [], version: saved.body.timetable.version })).status).toBe(404);
    expect((await as(server, teacher).get<TimetableResponse>(PROGRESS_PATHS.timetable(b5))).body.timetable.slots).toHaveLength(current.slots.length);
  });
});
