import type { Database } from 'better-sqlite3';
import type { UserRow } from '../auth/index.ts';
import type { ClassRow } from './access.ts';

/** A class outside the child's own school, or outside any school: whoever teaches it is no teacher the school vouches for. */
export const isOutsideSchool = (child: Pick<UserRow, 'school'>, cls: Pick<ClassRow, 'school'>): boolean => cls.school === null || cls.school !== child.school;

/**
 * What a student or a parent is told about a class beside its teacher's name: outside the school of
 * the child (for a parent: of any of their children in it). Staff are told nothing here.
 */
export function outsideSchoolField(db: Database, caller: UserRow, cls: ClassRow): { outside_school?: boolean } {
  if (caller.role === 'student') return { outside_school: isOutsideSchool(caller, cls) };
  if (caller.role !== 'parent') return {};
  const children = db
    .prepare<[number, number], { school: string | null }>(
      `SELECT u.school FROM guardian_links g JOIN users u ON u.id = g.student_id
         JOIN enrolments e ON e.user_id = u.id AND e.class_id = ? AND e.status = 'active'
        WHERE g.parent_id = ?`,
    )
    .all(cls.id, caller.id);
  return { outside_school: children.some((child) => isOutsideSchool(child, cls)) };
}
