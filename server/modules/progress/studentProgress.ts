import type { Database } from 'better-sqlite3';
import type { ChildSummary } from '../../../src/shared/api/classroom.ts';
import type { StudentProgressResponse, StudentRecordResponse } from '../../../src/shared/api/progress.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { findUserById, type UserRow } from '../auth/index.ts';
import { childrenOf, idFrom, notFound, roleAllowed } from '../classroom/index.ts';
import { recordRead } from '../privacy/index.ts';
import { studentSchoolDays } from '../schools/index.ts';
import { eventsOf } from './eventRows.ts';
import { evidenceOfStudent, figuresOf, masteryOf } from './figures.ts';
import { gradeAveragesOf } from './gradeAverages.ts';
import { studentScope, type StudentScope } from './studentAccess.ts';
import { attendanceOfStudent, homeworkHistory } from './studentWork.ts';

/** Staff read a student's progress by id or their class's page; "my progress" is a child's, or a parent's view of one. */
const STUDENTS_AND_PARENTS = 'Bu sayfa öğrenciler ve veliler içindir; öğretmenler ve yöneticiler sınıfın ilerleme sayfasını kullanır.';

const fullName = (user: Pick<UserRow, 'first_name' | 'last_name'>): string => `${user.first_name} ${user.last_name}`.trim();

function progressOf(context: ApiContext, student: UserRow): StudentProgressResponse {
  const { db } = context;
  const nowMs = context.now();
  const now = new Date(nowMs);
  const events = eventsOf(db, student.id);
  const { calendar, daysOff } = studentSchoolDays(db, student);
  const { stats, xp } = figuresOf(events, now, calendar);
  return {
    success: true,
    student: { id: student.id, full_name: fullName(student) },
    events,
    mastery: masteryOf(evidenceOfStudent(events, student.id), now),
    stats,
    xp,
    homework: homeworkHistory(db, student.id, nowMs, 'all'),
    grade_averages: gradeAveragesOf(db, student.id, nowMs, 'all'),
    attendance: attendanceOfStudent(db, student.id, 'all'),
    school_days_off: daysOff,
  };
}

/** The record within the reader's scope: their classes' work, and the cross-class figures only when the scope has them. */
function recordOf(context: ApiContext, student: UserRow, scope: StudentScope): StudentRecordResponse {
  const { db } = context;
  const nowMs = context.now();
  const own = {
    success: true as const,
    student: { id: student.id, full_name: fullName(student) },
    // 'all' is the child's and their parent's scope: they see a result only once it is revealed.
    homework: homeworkHistory(db, student.id, nowMs, scope.classIds, scope.classIds === 'all' ? 'family' : 'staff'),
    grade_averages: gradeAveragesOf(db, student.id, nowMs, scope.classIds),
    attendance: attendanceOfStudent(db, student.id, scope.classIds),
  };
  if (!scope.aggregates) return { ...own, events: null, mastery: null, stats: null, xp: null };
  const now = new Date(nowMs);
  const events = eventsOf(db, student.id);
  const { stats, xp } = figuresOf(events, now, studentSchoolDays(db, student).calendar);
  return { ...own, events, mastery: masteryOf(evidenceOfStudent(events, student.id), now), stats, xp };
}

function childSummaries(db: Database, parentId: number): ChildSummary[] {
  return childrenOf(db, parentId).flatMap((id) => {
    const child = findUserById(db, id);
    return child ? [{ id, full_name: fullName(child) }] : [];
  });
}

/**
 * The caller's own progress; a parent's first child, or the child named by `?student=` (another
 * child's id answers 404, as does a student naming anyone but themself).
 */
export function myProgress(context: ApiContext, caller: UserRow, studentIdText: string | undefined): ApiAnswer<StudentProgressResponse> {
  const refused = roleAllowed(caller, ['student', 'parent'], STUDENTS_AND_PARENTS);
  if (refused) return refused;
  if (caller.role === 'student') {
    if (studentIdText !== undefined && idFrom(studentIdText) !== caller.id) return notFound();
    return ok(progressOf(context, caller));
  }
  const children = childSummaries(context.db, caller.id);
  const wanted = studentIdText === undefined ? children[0]?.id : idFrom(studentIdText);
  if (studentIdText !== undefined && !children.some((child) => child.id === wanted)) return notFound();
  const child = wanted === undefined ? undefined : findUserById(context.db, wanted);
  if (!child) return fail(404, 'Hesabınıza bağlı bir öğrenci yok.', { error_code: 'NOT_FOUND' });
  recordRead(context, caller, child.id, 'progress');
  return ok({ ...progressOf(context, child), children });
}

/** One student's record within the caller's scope (studentScope); anyone outside it gets the 404 of an unknown id. */
export function studentProgress(context: ApiContext, caller: UserRow, studentId: number | undefined): ApiAnswer<StudentRecordResponse> {
  const student = studentId === undefined ? undefined : findUserById(context.db, studentId);
  const scope = student ? studentScope(context.db, caller, student) : null;
  if (!student || !scope) return notFound();
  recordRead(context, caller, student.id, 'progress');
  return ok(recordOf(context, student, scope));
}
