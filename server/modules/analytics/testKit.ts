import { PROGRESS_PATHS, progressRef } from '../../../src/shared/api/progress.ts';
import { SCHOOL_ANALYTICS_PATHS, type SchoolAnalyticsResponse } from '../../../src/shared/api/schoolAnalytics.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { startSchoolRolesWorld, type SchoolRolesWorld } from '../assistant/testKit.ts';
import { as, type Caller } from '../classroom/testKit.ts';
import { newEventId, type Answer } from '../progress/testKit.ts';

// What the analytics contract tests share, next to the classroom's testKit (accounts, `as`) and the
// assistant's (newSchool: another school with its own administrator, teacher, class and student).

export type AnalyticsWorld = SchoolRolesWorld;

export const startAnalyticsWorld = startSchoolRolesWorld;

/** The school's figures as the caller asks for them; `term` goes in the query as it is (undefined: none). */
export const figuresOf = (server: TestServer, caller: Caller | undefined, term?: string) =>
  as(server, caller).get<Answer<SchoolAnalyticsResponse>>(term === undefined ? SCHOOL_ANALYTICS_PATHS.school : SCHOOL_ANALYTICS_PATHS.schoolFor(term));

/** The student finishes an experiment a minute ago, through the API as the device sends it. */
export async function finishExperiment(server: TestServer, student: Caller, experimentId: string): Promise<void> {
  const id = newEventId();
  const body = {
    id,
    kind: 'experimentFinished',
    ref: progressRef.experiment(experimentId),
    outcomes: ['F.5.5.1.1'],
    at: new Date(Date.now() - 60_000).toISOString(),
  };
  const reply = await as(server, student).post(PROGRESS_PATHS.events, body, id);
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`Event failed with ${reply.status}`);
}

/** A register for the class on a day, everyone on its list with the same status, written straight to the database. */
export function takeAttendance(server: TestServer, classId: number, date: string, status: 'present' | 'absent'): void {
  server.db.prepare('INSERT INTO attendance_sheets (class_id, date, version, updated_at) VALUES (?, ?, 1, ?)').run(classId, date, new Date().toISOString());
  const enrolments = server.db.prepare<[number], { id: number }>('SELECT id FROM enrolments WHERE class_id = ?').all(classId);
  for (const { id } of enrolments)
    server.db.prepare('INSERT INTO attendance_records (class_id, date, enrolment_id, status) VALUES (?, ?, ?, ?)').run(classId, date, id, status);
}
