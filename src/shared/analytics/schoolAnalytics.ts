import { CLASS_GRADES, type ClassGrade } from '../api/classroom.ts';
import type { AnalyticsFigures, AnalyticsTerm, ClassAnalytics, GradeAnalytics, SchoolAnalytics } from '../api/schoolAnalytics.ts';
import { turkeyDateOf } from '../progress/schoolDays.ts';
import { activeStudents } from './activity.ts';
import { attendanceByClass, attendanceFigures } from './attendance.ts';
import { homeworkByClass, homeworkFigures } from './homework.ts';
import { KIT_EXPERIMENTS } from './kitExperiments.ts';
import { kitUsage } from './kits.ts';
import { masteryIndex } from './mastery.ts';
import { percentOf } from './percent.ts';
import { groupBy, scopeToSchool, type AnalyticsClassRow, type AnalyticsRows } from './rows.ts';
import { weekOf } from './terms.ts';

const gradeOrder = (grade: ClassGrade): number => CLASS_GRADES.indexOf(grade);

const byGradeThenName = (a: AnalyticsClassRow, b: AnalyticsClassRow): number =>
  gradeOrder(a.grade) - gradeOrder(b.grade) || a.name.localeCompare(b.name, 'tr', { numeric: true }) || a.id - b.id;

/**
 * The school's figures for a term (docs/architecture.md#the-two-outboxes: only aggregates; no child's name or id leaves here):
 * per class, per grade and for the whole school, with the kits it received. Only the school's own rows
 * count, whatever else is passed. A grade or the school is its classes' students and cells taken
 * together (a child on two lists counts once), never an average of class averages. `now` is the
 * server's time: it picks the current week and decides what is past due.
 */
export function schoolAnalytics(
  allRows: AnalyticsRows,
  school: string,
  term: AnalyticsTerm,
  now: number,
  kits: Readonly<Record<string, readonly string[]>> = KIT_EXPERIMENTS,
): SchoolAnalytics {
  const today = turkeyDateOf(new Date(now));
  if (today === null) throw new RangeError('Not a time: now');
  const rows = scopeToSchool(allRows, school);
  const week = weekOf(today);
  const active = activeStudents(rows, week);
  const homework = homeworkByClass(rows, term, now);
  const attendance = attendanceByClass(rows, term);
  const mastery = masteryIndex(rows, term, now);
  const listOf = groupBy(rows.enrolments, (row) => row.class_id);

  const figuresOf = (classes: readonly AnalyticsClassRow[]): AnalyticsFigures => {
    const ids = classes.map((row) => row.id);
    // A name without an account can only be told apart by its place on its list.
    const students = new Set(ids.flatMap((id) => (listOf.get(id) ?? []).map((row) => (row.user_id === null ? `e${row.id}` : `u${row.user_id}`))));
    const users = new Set(ids.flatMap((id) => (listOf.get(id) ?? []).flatMap((row) => (row.user_id === null ? [] : [row.user_id]))));
    const activeCount = [...users].filter((user) => active.has(user)).length;
    const cells = new Map(ids.flatMap((id) => [...mastery.cellsOf(id)]));
    return {
      student_count: students.size,
      active_this_week: activeCount,
      active_percent: percentOf(activeCount, students.size),
      homework: homeworkFigures(ids.map((id) => homework.get(id))),
      attendance: attendanceFigures(ids.map((id) => attendance.get(id))),
      mastery: mastery.byUnit(cells.values()),
    };
  };

  const classes = [...rows.classes].sort(byGradeThenName);
  const grades = [...groupBy(classes, (row) => row.grade).entries()].map(
    ([grade, members]): GradeAnalytics => ({ grade, class_count: members.length, ...figuresOf(members) }),
  );
  return {
    term,
    week,
    school: figuresOf(classes),
    grades,
    classes: classes.map((row): ClassAnalytics => ({ id: row.id, name: row.name, grade: row.grade, subject: row.subject, ...figuresOf([row]) })),
    kits: kitUsage(rows, term, kits),
  };
}
