import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_PATHS, PROGRESS_REF_PATTERN, type TimetableResponse } from '../../../src/shared/api/progress.ts';
import { isSchoolDay, turkeyDateOf } from '../../../src/shared/progress/schoolDays.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { seedProgress } from '../../seed/progress.ts';
import { as, seededClasses, signIn } from '../classroom/testKit.ts';
import { userIdOf } from './testKit.ts';

let server: TestServer;
let startedAt: number;
beforeAll(async () => {
  startedAt = Date.now();
  server = await startTestServer();
});
afterAll(() => server.close());

type Row = { user_id: number; kind: string; ref: string; at: string; received_at: string };
const events = () => server.db.prepare<[], Row>('SELECT user_id, kind, ref, at, received_at FROM progress_events').all();

describe('the demo progress seed', () => {
  it('gives the six 5-B children with a tablet account three school weeks of work, and Elif none', () => {
    const rows = events();
    const elif = userIdOf(server, 'Elif');
    expect(rows.some((row) => row.user_id === elif)).toBe(false);
    for (const name of ['Deniz', 'Ahmet', 'Zeynep', 'Mustafa', 'Ecrin', 'Yusuf']) {
      expect(rows.filter((row) => row.user_id === userIdOf(server, name)).length).toBeGreaterThan(5);
    }
    for (const row of rows) {
      expect(row.ref).toMatch(PROGRESS_REF_PATTERN);
      expect(Date.parse(row.at)).toBeLessThan(startedAt + 60 * 1000);
    }
    // Lessons and answers fall on school days before the seed's; hand-ins keep their submissions' times.
    const today = turkeyDateOf(new Date(startedAt)) ?? '';
    const lessonDays = new Set(rows.filter((row) => row.kind !== 'homeworkSubmitted').map((row) => turkeyDateOf(row.at) ?? ''));
    expect(lessonDays.size).toBeGreaterThanOrEqual(5);
    for (const day of lessonDays) {
      expect(isSchoolDay(day)).toBe(true);
      expect(day < today).toBe(true);
    }
  });

  it('ticks off only lessons of 5-B’s seeded timetable', async () => {
    const { b5 } = seededClasses(server);
    const timetable = (await as(server, await signIn(server, 'teacher')).get<TimetableResponse>(PROGRESS_PATHS.timetable(b5))).body.timetable;
    const slots = new Map(timetable.slots.map((slot) => [slot.id, slot.weekday]));
    const ticked = events().filter((row) => row.kind === 'scheduleItemDone');
    expect(ticked.length).toBeGreaterThan(0);
    for (const row of ticked) {
      const [classId, slotId, day] = row.ref.slice('schedule:'.length).split('/');
      expect(Number(classId)).toBe(b5);
      expect(slots.get(slotId ?? '')).toBe(new Date(`${day}T12:00:00Z`).getUTCDay());
    }
  });

  it('adds nothing on a restart and keeps a timetable changed through the API', async () => {
    const { b5 } = seededClasses(server);
    const teacher = await signIn(server, 'teacher');
    const before = (await as(server, teacher).get<TimetableResponse>(PROGRESS_PATHS.timetable(b5))).body.timetable;
    await as(server, teacher).put(PROGRESS_PATHS.timetable(b5), { slots: before.slots.slice(1), version: before.version });
    const count = server.count('progress_events');
    seedProgress(server.db, new Date().toISOString());
    expect(server.count('progress_events')).toBe(count);
    const after = (await as(server, teacher).get<TimetableResponse>(PROGRESS_PATHS.timetable(b5))).body.timetable;
    expect(after.slots).toHaveLength(before.slots.length - 1);
  });
});
