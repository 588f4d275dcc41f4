import type { Database } from 'better-sqlite3';
import type { ChildSummary } from '../../../src/shared/api/classroom.ts';
import type { StudentProgressResponse } from '../../../src/shared/api/progress.ts';
import type { ApiContext } from '../../context.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import { childrenOf, roleAllowed } from '../classroom/access.ts';
import { idFrom, notFound } from '../classroom/errors.ts';
import { eventsOf } from './eventRows.ts';
import { evidenceOfStudent, figuresOf, masteryOf } from './figures.ts';
import { canSeeStudent } from './studentAccess.ts';
import { attendanceOfStudent, homeworkHistory } from './studentWork.ts';

/** Staff read a student's progress by id or their class's page; "my progress" is a child's, or a parent's view of one. */
const STUDENTS_AND_PARENTS = 'Bu sayfa öğrenciler ve veliler içindir; öğretmenler ve yöneticiler sınıfın ilerleme sayfasını kullanır.';

const fullName = (user: Pick<UserRow, 'first_name' | 'last_name'>): string => `${user.first_name} ${user.last_name}`.trim();

function progressOf(context: ApiContext, student: UserRow): StudentProgressResponse {
  const { db } = context;
  const nowMs = context.now();
  const now = new Date(nowMs);
  const events = eventsOf(db, student.id);
  const { stats, xp } = figuresOf(events, now);
  return {
    success: true,
    student: { id: student.id, full_name: fullName(student) },
    events,
    mastery: masteryOf(evidenceOfStudent(events, student.id), now),
    stats,
    xp,
    homework: homeworkHistory(db, student.id, nowMs),
    attendance: attendanceOfStudent(db, student.id),
  };
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
  return ok({ ...progressOf(context, child), children });
}

/** One student's progress for whoever may see it (canSeeStudent); anyone else gets the 404 of an unknown id. */
export function studentProgress(context: ApiContext, caller: UserRow, studentId: number | undefined): ApiAnswer<StudentProgressResponse> {
  const student = studentId === undefined ? undefined : findUserById(context.db, studentId);
  if (!student || !canSeeStudent(context.db, caller, student)) return notFound();
  return ok(progressOf(context, student));
}
