import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_ANALYTICS_PATHS, type SchoolAnalyticsResponse } from '../../../src/shared/api/schoolAnalytics.ts';
import { analyticsTerms, currentTerm } from '../../../src/shared/analytics/terms.ts';
import { turkeyDateOf } from '../../../src/shared/progress/schoolDays.ts';
import { CLASS_5B, CLASS_6A } from '../../seed/classroomContent.ts';
import { as, newAccount } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import * as m from './messages.ts';
import { figuresOf, finishExperiment, startAnalyticsWorld, takeAttendance, type AnalyticsWorld } from './testKit.ts';

let server: AnalyticsWorld['server'];
let callers: AnalyticsWorld['callers'];
let other: AnalyticsWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startAnalyticsWorld());
});
afterAll(() => server.close());

const today = (): string => turkeyDateOf(new Date()) ?? '';

describe('GET /api/analytics/school/', () => {
  it('gives the administrator the demo school’s figures per class and grade for the current term', async () => {
    const reply = await figuresOf(server, callers.admin);
    expect(reply.status).toBe(200);
    const body = reply.body;
    expect(body.term).toEqual(currentTerm(today()));
    expect(body.classes.map((row) => [row.name, row.grade, row.student_count])).toEqual([
      ['5-B', '5', CLASS_5B.students.length],
      ['6-A', '6', CLASS_6A.students.length],
    ]);
    expect(body.grades.map((row) => [row.grade, row.class_count, row.student_count])).toEqual([
      ['5', 1, 12],
      ['6', 1, 12],
    ]);
    expect(body.school.student_count).toBe(24);
    // The seed's work, registers and kits are dated back from today, so the screen is never empty.
    const [b5, a6] = body.classes;
    expect(b5?.homework.assigned).toBeGreaterThan(0);
    expect(b5?.attendance.recorded).toBeGreaterThan(0);
    expect(a6?.attendance.recorded).toBeGreaterThan(0);
    expect(b5?.mastery.length).toBeGreaterThan(0);
    expect(body.kits.map((kit) => kit.kit_id)).toContain('light-and-shadow');
    expect(body.kits.find((kit) => kit.kit_id === 'light-and-shadow')?.finished).toBeGreaterThan(0);
  });

  it('answers counts and rates only: no child’s name, id or account', async () => {
    const text = JSON.stringify((await figuresOf(server, callers.admin)).body);
    for (const child of [...CLASS_5B.students, ...CLASS_6A.students]) {
      expect(text).not.toContain(child.first_name);
      expect(text).not.toContain(child.last_name);
    }
    for (const key of ['user_id', 'student_id', 'full_name', 'first_name', 'email']) expect(text).not.toContain(`"${key}"`);
  });

  it('refuses students, parents and teachers (403) and asks for a sign-in (401)', async () => {
    for (const caller of [callers.student, callers.parent, callers.teacher, other.teacher, other.student]) {
      const reply = await figuresOf(server, caller);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ success: false, error_code: 'FORBIDDEN', message: m.ADMIN_ONLY });
    }
    expect((await figuresOf(server, undefined)).status).toBe(401);
  });

  it('answers every term it offers with that term’s dates', async () => {
    for (const term of analyticsTerms(today())) {
      const reply = await figuresOf(server, callers.admin, term.id);
      expect(reply.status, term.id).toBe(200);
      expect(reply.body.term).toEqual(term);
    }
  });

  it('refuses a term it does not offer, a long one and one given twice (422), before reading anything', async () => {
    for (const term of ['term-3-2025', 'year-1999', 'x'.repeat(40), 'TERM-1-2025', ' ']) {
      const reply = await figuresOf(server, callers.admin, term);
      expect(reply.status, term).toBe(422);
      expect(reply.body).toMatchObject({ success: false, error_code: 'VALIDATION_ERROR', errors: { term: [m.TERM_INVALID] } });
    }
    const twice = await as(server, callers.admin).get<Answer<SchoolAnalyticsResponse>>(`${SCHOOL_ANALYTICS_PATHS.school}?term=year-2025&term=term-1-2025`);
    expect(twice.status).toBe(422);
    // A refused role hears its refusal, not whether its term was good.
    expect((await figuresOf(server, callers.teacher, 'nonsense')).status).toBe(403);
  });

  it('shows another school’s administrator only their own school, and the demo school none of theirs', async () => {
    const before = (await figuresOf(server, callers.admin)).body;
    await finishExperiment(server, other.student, 'shadow-size');
    takeAttendance(server, other.classId, today(), 'absent');

    const theirs = await figuresOf(server, other.admin);
    expect(theirs.status).toBe(200);
    expect(theirs.body.classes.map((row) => row.id)).toEqual([other.classId]);
    expect(theirs.body.school).toMatchObject({ student_count: 1, active_this_week: 1, active_percent: 100 });
    expect(theirs.body.school.attendance).toMatchObject({ recorded: 1, absent: 1, percent: 0 });
    // The experiment's only evidence is an attempt: "tried", a quarter of the way up.
    expect(theirs.body.school.mastery).toEqual([{ unit: 'F.5.5', students: 1, outcomes: 1, average_percent: 25, proficient_percent: 0 }]);
    // Their school has received no kit; the demo school's kits are not theirs.
    expect(theirs.body.kits).toEqual([]);

    const after = (await figuresOf(server, callers.admin)).body;
    expect(after).toEqual(before);
    expect(after.classes.map((row) => row.id)).not.toContain(other.classId);
  });

  it('answers an administrator of no school empty figures', async () => {
    const lone = await newAccount(server, 'teacher', { role: 'administrator' });
    const reply = await figuresOf(server, lone);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, classes: [], grades: [], kits: [], school: { student_count: 0, active_percent: null } });
  });
});
