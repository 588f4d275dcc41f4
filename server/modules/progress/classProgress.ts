import type { ClassProgressResponse, ClassProgressStudent } from '../../../src/shared/api/progress.ts';
import { hardQuestions, heatmap, needsHelp } from '../../../src/shared/progress/heatmap.ts';
import { DAILY_GOAL_XP } from '../../../src/shared/progress/xpRules.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { assignmentsOfClasses, classStats, findClass, isClassStaff, isGiven, isSchoolChild, loadClassWork, notFound, rosterOf } from '../classroom/index.ts';
import { recordReads } from '../privacy/index.ts';
import { schoolDaysFor } from '../schools/index.ts';
import { eventsOfStudents } from './eventRows.ts';
import { byCode, evidenceOfStudent, figuresOf } from './figures.ts';
import { attendanceOfClass, emptyAttendance, homeworkCountsOfClass } from './studentWork.ts';

/** A question answered by fewer students may look hard by chance; three is the smallest share worth a teacher's look. */
const HARD_QUESTION_MIN_STUDENTS = 3;

const SCHOOL_DAYS_A_WEEK = 5;

/**
 * The class's heatmap, hard questions and needs-help list for its teacher and its school's
 * administrator; to anyone else the class does not exist (404), as a class they are not staff of.
 * Its rows are the active students with an account: a name on the list without one has no work
 * in the app to judge. There is no ranking: the class shares one weekly goal instead.
 */
export function classProgress(context: ApiContext, caller: UserRow, classId: number | undefined): ApiAnswer<ClassProgressResponse> {
  const { db } = context;
  const cls = classId === undefined ? undefined : findClass(db, classId);
  if (!cls || !isClassStaff(caller, cls)) return notFound();
  const nowMs = context.now();
  const now = new Date(nowMs);

  const roster = rosterOf(db, cls.id);
  const students = roster.flatMap((row) => (row.status === 'active' && row.user_id !== null ? [{ ...row, user_id: row.user_id }] : []));
  // Practice, XP and streaks come from all of a child's work: only a class of the child's own school reads them.
  const figured = students.filter((row) => isSchoolChild(cls, { school: row.user_school }, row.origin));
  const events = eventsOfStudents(
    db,
    figured.map((row) => row.user_id),
  );
  const evidence = figured.flatMap((row) => evidenceOfStudent(events.get(row.user_id) ?? [], row.user_id));

  const given = assignmentsOfClasses(db, [cls.id]).filter((row) => isGiven(row, nowMs));
  const outcomes = [...new Set([...given.flatMap((row) => JSON.parse(row.outcomes_json) as string[]), ...evidence.map((item) => item.outcomeCode)])].sort(
    byCode,
  );
  const map = heatmap(
    figured.map((row) => ({ id: row.user_id })),
    outcomes,
    evidence,
    now,
  );
  const cellsOf = new Map(map.rows.map((row) => [row.student.id, row.cells]));

  const attendance = attendanceOfClass(db, cls.id);
  const work = loadClassWork(db, roster, given, nowMs);
  const homework = homeworkCountsOfClass(work, given);
  const grades = classStats(work, given, nowMs);
  // The class's school decides which days had no school, so a snow day breaks no one's streak.
  const calendar = schoolDaysFor(db, cls.school);
  const rows: ClassProgressStudent[] = students.map((row) => {
    const shown = figured.includes(row);
    return {
      id: row.user_id,
      number: row.number,
      full_name: `${row.first_name} ${row.last_name}`,
      ...(shown ? figuresOf(events.get(row.user_id) ?? [], now, calendar) : { stats: null, xp: null }),
      attendance: attendance.get(row.id) ?? emptyAttendance(),
      homework: homework.get(row.id) ?? { total: 0, submitted: 0, late: 0, missing: 0 },
      grade_average: grades.of(row.id).grade_average,
      cells: (cellsOf.get(row.user_id) ?? []).map((cell) => ({ level: cell.level, due: cell.due, answers: cell.answers, correct: cell.correct })),
    };
  });
  recordReads(
    context,
    caller,
    rows.map((row) => row.id),
    'progress',
  );

  return ok({
    success: true,
    class: { id: cls.id, name: cls.name, grade: cls.grade, subject: cls.subject },
    outcomes,
    students: rows,
    hard_questions: hardQuestions(evidence, HARD_QUESTION_MIN_STUDENTS),
    needs_help: needsHelp(map).map((entry) => ({
      student_id: entry.student.id,
      reasons: entry.reasons,
      outcomes: entry.outcomes.map((item) => ({ outcome: item.outcomeCode, level: item.level, reason: item.reason })),
    })),
    class_goal: {
      week_xp: rows.reduce((sum, row) => sum + (row.xp?.week ?? 0), 0),
      goal_xp: DAILY_GOAL_XP * SCHOOL_DAYS_A_WEEK * figured.length,
    },
  });
}
