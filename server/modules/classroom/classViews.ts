import type { Database } from 'better-sqlite3';
import type { ClassDetail, ClassStudent, ClassSummary } from '../../../src/shared/api/classroom.ts';
import type { UserRow } from '../auth/index.ts';
import { childrenOf, isClassStaff, isClassTeacher, isSchoolChild, type ClassRow } from './access.ts';
import { assignmentsOfClasses, isGiven } from './assignmentRows.ts';
import { linkedParents, rosterOf, type RosterRow } from './enrolments.ts';
import { lessonsOf } from './lessonRows.ts';
import { outsideSchoolField } from './outsideSchool.ts';
import { withPictureSignIn } from './pictureCodeLocks.ts';
import { classStats, loadClassWork, type StudentStats } from './work.ts';

type Attendance = Map<number, number>;

/** Share of an enrolment's recorded lesson dates it was present or late. */
function attendanceRates(db: Database, classId: number): Attendance {
  const rows = db
    .prepare<[number], { enrolment_id: number; attended: number; total: number }>(
      `SELECT enrolment_id, SUM(status IN ('present', 'late')) AS attended, COUNT(*) AS total
         FROM attendance_records WHERE class_id = ? GROUP BY enrolment_id`,
    )
    .all(classId);
  return new Map(rows.map((row) => [row.enrolment_id, Math.round((100 * row.attended) / row.total)]));
}

/** A roster account's e-mail is made up, and a shared school account's belongs to no child: neither is a contact. */
const contactEmail = (row: RosterRow): string | null => (row.account_kind === 'personal' ? row.user_email : null);

/**
 * How a row is shown: 'own' to the child or their parent, 'staff' to the class's staff when the child
 * is of the class's school, 'names' to the staff of a class outside it (no contact, no last seen).
 */
type RowView = 'own' | 'staff' | 'names';

const staffView = (cls: ClassRow, row: RosterRow): RowView => (isSchoolChild(cls, { school: row.user_school }, row.origin) ? 'staff' : 'names');

function toClassStudent(row: RosterRow, stats: StudentStats, attendance: number | null, view: RowView): ClassStudent {
  const staff = view === 'staff';
  return {
    id: row.id,
    user_id: row.user_id,
    number: row.number,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`,
    email: staff ? contactEmail(row) : null,
    phone: null,
    parent_name: staff ? row.parent_name : null,
    status: row.status,
    grade_average: stats.grade_average,
    attendance_rate: attendance,
    ...(view === 'names' ? {} : { last_seen: row.last_seen_at }),
    progress: stats.progress,
    has_account: row.user_id !== null,
    has_picture_code: row.picture_code_hash !== null,
    joined_at: row.joined_at,
    origin: row.origin,
    // Told to the staff of any class, a class outside a school too: its teacher hands out claim codes as well.
    claimable: view !== 'own' && row.status === 'active' && (row.user_id === null || row.account_kind === 'roster'),
    linked_at: row.linked_at,
    ...(staff ? { parents: linkedParents(row) } : {}),
  };
}

/** A student sees their own row of the roster and a parent their children's: classmates' marks are not theirs to see. */
function ownRows(db: Database, caller: UserRow, roster: readonly RosterRow[]): RosterRow[] {
  const own = new Set(caller.role === 'parent' ? childrenOf(db, caller.id) : [caller.id]);
  return roster.filter((row) => row.user_id !== null && own.has(row.user_id));
}

export function teacherName(db: Database, teacherId: number): string {
  const row = db.prepare<[number], { name: string }>("SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ?").get(teacherId);
  return row?.name.trim() ?? '';
}

function lessonCount(db: Database, classId: number): number {
  return db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM lessons WHERE class_id = ? AND removed_at IS NULL').get(classId)?.total ?? 0;
}

function build(db: Database, caller: UserRow, cls: ClassRow, now: number) {
  const staff = isClassStaff(caller, cls);
  const roster = rosterOf(db, cls.id);
  const allAssignments = assignmentsOfClasses(db, [cls.id]);
  const assignments = staff ? allAssignments : allAssignments.filter((assignment) => isGiven(assignment, now));
  const stats = classStats(loadClassWork(db, roster, allAssignments, now), allAssignments, now);
  const summary: ClassSummary = {
    id: cls.id,
    name: cls.name,
    subject: cls.subject,
    grade: cls.grade,
    status: cls.status,
    description: cls.description,
    school: cls.school,
    teacher_id: cls.teacher_id,
    teacher_name: teacherName(db, cls.teacher_id),
    student_count: roster.filter((row) => row.status === 'active').length,
    lesson_count: lessonCount(db, cls.id),
    assignment_count: assignments.length,
    performance: stats.performance,
    ...(staff ? { join_code: cls.join_code } : {}),
    ...outsideSchoolField(db, caller, cls),
    can_edit: isClassTeacher(caller, cls),
    created_at: cls.created_at,
    updated_at: cls.updated_at,
  };
  return { summary, roster, stats, staff };
}

export function classSummary(db: Database, caller: UserRow, cls: ClassRow, now: number): ClassSummary {
  return build(db, caller, cls, now).summary;
}

export function classDetail(db: Database, caller: UserRow, cls: ClassRow, now: number): ClassDetail {
  const { summary, roster, stats, staff } = build(db, caller, cls, now);
  const attendance = attendanceRates(db, cls.id);
  const shown = staff ? roster : ownRows(db, caller, roster);
  const students = shown.map((row) => toClassStudent(row, stats.of(row.id), attendance.get(row.id) ?? null, staff ? staffView(cls, row) : 'own'));
  return {
    ...summary,
    // Only the class's staff see a child's wrong picture codes and lock-out.
    students: staff ? withPictureSignIn(db, cls.id, students, now) : students,
    lessons: lessonsOf(db, cls.id),
  };
}

/** One roster row as the class's staff see it (after an add or an edit). */
export function staffStudentView(db: Database, cls: ClassRow, row: RosterRow, now: number): ClassStudent {
  const assignments = assignmentsOfClasses(db, [cls.id]);
  const stats = classStats(loadClassWork(db, rosterOf(db, cls.id), assignments, now), assignments, now);
  const student = toClassStudent(row, stats.of(row.id), attendanceRates(db, cls.id).get(row.id) ?? null, staffView(cls, row));
  return withPictureSignIn(db, cls.id, [student], now)[0] ?? student;
}
