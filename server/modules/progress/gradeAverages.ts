import type { Database } from 'better-sqlite3';
import type { ClassGradeAverage } from '../../../src/shared/api/progress.ts';
import { assignmentsOfClasses, classStats, findClass, loadClassWork, rosterRow, type EnrolmentRow } from '../classroom/index.ts';
import type { ClassFilter } from './studentWork.ts';

/**
 * A student's grade average in each of their active classes (within `classes`), worked out by the
 * very function the roster's "Not ort." and the class's "başarı" come from (classStats), so the
 * student's page and the teacher's can never show two numbers for one child.
 */
export function gradeAveragesOf(db: Database, studentId: number, now: number, classes: ClassFilter): ClassGradeAverage[] {
  const enrolments = db
    .prepare<[number], EnrolmentRow>("SELECT * FROM enrolments WHERE user_id = ? AND status = 'active' ORDER BY joined_at, id")
    .all(studentId)
    .filter((row) => classes === 'all' || classes.includes(row.class_id));
  return enrolments.flatMap((enrolment) => {
    const cls = findClass(db, enrolment.class_id);
    const line = rosterRow(db, enrolment.id);
    if (!cls || !line) return [];
    const assignments = assignmentsOfClasses(db, [cls.id]);
    const stats = classStats(loadClassWork(db, [line], assignments, now), assignments, now);
    return [{ class_id: cls.id, class_name: cls.name, average: stats.of(enrolment.id).grade_average }];
  });
}
