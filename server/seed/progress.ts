import type { Database } from 'better-sqlite3';
import { progressRef, type ProgressEventRecord } from '../../src/shared/api/progress.ts';
import { addDays, parseIsoDate, type IsoDate } from '../../src/shared/progress/days.ts';
import { isSchoolDay, turkeyDateOf } from '../../src/shared/progress/schoolDays.ts';
import { insertEvent, storeTimetable } from '../modules/progress/index.ts';
import { ANSWER_KEYS, CLASS_5B } from './classroomContent.ts';
import {
  EXPERIMENT_MINUTES,
  PROGRESS_5B,
  QUESTION_MINUTES,
  SCHEDULE_KEEPERS_5B,
  SCIENCE_SLOTS_5B,
  TIMETABLE_5B,
  TRACKED_OUTCOMES,
  type SeedSession,
} from './progressContent.ts';

/** Enough school days back for the seed's three school weeks. */
const SCHOOL_DAYS_SEEDED = 15;

/** The school days before today in Turkey, the latest first: a day's work never lies in the seed's future. */
function schoolDaysBefore(today: IsoDate, count: number): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = addDays(today, -1); days.length < count; day = addDays(day, -1)) if (isSchoolDay(day)) days.push(day);
  return days;
}

const MINUTE_MS = 60 * 1000;

/** A time of a lesson day in Turkey ("HH:mm"), `minutes` later, as the UTC text events are stored in. */
const timeOn = (day: IsoDate, hhmm: string, minutes = 0): string => new Date(Date.parse(`${day}T${hhmm}:00+03:00`) + minutes * MINUTE_MS).toISOString();

type NewEvent = Omit<ProgressEventRecord, 'id' | 'user_id' | 'received_at' | 'mixed_review' | 'difficulty' | 'minutes' | 'on_time' | 'correct'> &
  Partial<Pick<ProgressEventRecord, 'mixed_review' | 'minutes' | 'on_time' | 'correct' | 'received_at'>>;

/** A sitting's answers, one every QUESTION_MINUTES from its start, and the finished experiment after a lesson's time. */
function sessionEvents(session: SeedSession, day: IsoDate): NewEvent[] {
  const outcomes = [...TRACKED_OUTCOMES[session.experiment]];
  const questions = ANSWER_KEYS[session.experiment];
  const start = session.time ?? '10:10';
  const answers = [...session.answers].map((mark, index): NewEvent => {
    const question = questions[index];
    if (!question) throw new Error(`${session.experiment} has no question ${index + 1}`);
    return {
      kind: 'questionAnswered',
      ref: progressRef.question(session.experiment, question.id),
      outcomes,
      correct: mark === 'x',
      mixed_review: session.review === true,
      minutes: QUESTION_MINUTES,
      at: timeOn(day, start, QUESTION_MINUTES * (index + 1)),
    };
  });
  if (session.review) return answers;
  const finished: NewEvent = {
    kind: 'experimentFinished',
    ref: progressRef.experiment(session.experiment),
    outcomes,
    minutes: EXPERIMENT_MINUTES,
    at: timeOn(day, start, EXPERIMENT_MINUTES),
  };
  return [...answers, finished];
}

/** The science lessons of the seeded days, ticked off when they ended. */
function scheduleEvents(classId: number, days: readonly IsoDate[]): NewEvent[] {
  return days.flatMap((day) => {
    const weekday = parseIsoDate(day)?.getDay();
    return TIMETABLE_5B.filter((slot) => slot.weekday === weekday && (SCIENCE_SLOTS_5B as readonly string[]).includes(slot.id)).map(
      (slot): NewEvent => ({
        kind: 'scheduleItemDone',
        ref: progressRef.scheduleSlot(classId, slot.id, day),
        outcomes: [],
        at: timeOn(day, slot.end),
      }),
    );
  });
}

/** The seeded hand-ins as the app reports them: on time exactly when the submission is not late. */
function homeworkEvents(db: Database, classId: number, studentId: number): NewEvent[] {
  return db
    .prepare<[number, number], { assignment_id: number; outcomes_json: string; completed_at: string; received_at: string; late: number }>(
      `SELECT s.assignment_id, a.outcomes_json, s.completed_at, s.received_at, s.late FROM submissions s JOIN assignments a ON a.id = s.assignment_id
        WHERE a.class_id = ? AND s.student_id = ? ORDER BY s.id`,
    )
    .all(classId, studentId)
    .map((row) => ({
      kind: 'homeworkSubmitted',
      ref: progressRef.homework(row.assignment_id),
      outcomes: JSON.parse(row.outcomes_json) as string[],
      on_time: row.late === 0,
      at: row.completed_at,
      received_at: row.received_at,
    }));
}

function insertAll(db: Database, userId: number, events: readonly NewEvent[]): void {
  events.forEach((event, index) =>
    insertEvent(db, {
      id: `seed-${index + 1}`,
      user_id: userId,
      correct: null,
      mixed_review: false,
      difficulty: 'medium',
      minutes: null,
      on_time: null,
      received_at: event.at,
      ...event,
    }),
  );
}

/** 5-B's account holders by place on the list; Elif (place 0) is left out on purpose. */
function studentsOf5B(db: Database, classId: number): Map<number, number> {
  const users = new Map<number, number>();
  CLASS_5B.students.forEach((child, place) => {
    const row = db
      .prepare<[number, string, string], { user_id: number | null }>('SELECT user_id FROM enrolments WHERE class_id = ? AND first_name = ? AND last_name = ?')
      .get(classId, child.first_name, child.last_name);
    const userId = row?.user_id;
    if (place > 0 && typeof userId === 'number') users.set(place, userId);
  });
  return users;
}

/**
 * 5-B's timetable and three school weeks of its children's progress, dated back from the seed's
 * clock so the teacher's heatmap always looks current (README, "Demo accounts"). Each is made only
 * when missing, so a restart adds nothing and never undoes what the API changed.
 */
export function seedProgress(db: Database, nowIso: string): void {
  const cls = db.prepare<[string], { id: number }>('SELECT id FROM classes WHERE join_code = ?').get(CLASS_5B.join_code);
  const today = turkeyDateOf(nowIso);
  if (!cls || today === null) return;
  const users = studentsOf5B(db, cls.id);
  const hasEvents =
    db
      .prepare<[string], { total: number }>('SELECT COUNT(*) AS total FROM progress_events WHERE user_id IN (SELECT value FROM json_each(?))')
      .get(JSON.stringify([...users.values()]))?.total !== 0;
  const hasTimetable = db.prepare<[number], { found: number }>('SELECT 1 AS found FROM timetables WHERE class_id = ?').get(cls.id) !== undefined;

  db.transaction(() => {
    if (!hasTimetable) storeTimetable(db, cls.id, TIMETABLE_5B, nowIso);
    if (hasEvents) return;
    const days = schoolDaysBefore(today, SCHOOL_DAYS_SEEDED);
    for (const [place, userId] of users) {
      const sessions = (PROGRESS_5B[place] ?? []).flatMap((session) => {
        const day = days[session.day - 1];
        return day ? sessionEvents(session, day) : [];
      });
      const schedule = (SCHEDULE_KEEPERS_5B as readonly number[]).includes(place) ? scheduleEvents(cls.id, days) : [];
      insertAll(db, userId, [...sessions, ...schedule, ...homeworkEvents(db, cls.id, userId)]);
    }
  })();
}
