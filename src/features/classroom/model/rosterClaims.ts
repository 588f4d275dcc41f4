import type { ClassStudent } from '@/shared/api/classroom.ts';

/** What the teacher may do with a line about the account behind it. */
export type LineActions = { claimCode: boolean; merge: boolean; remove: boolean };

const NONE: LineActions = { claimCode: false, merge: false, remove: false };

/**
 * A line the teacher typed and nobody's own account holds yet gets a claim code; a line that came by
 * the class code may be merged into such a line (when one is there) or removed. The server decides
 * again; this only chooses which buttons to show.
 */
export function lineActions(student: ClassStudent, hasMergeTarget: boolean): LineActions {
  if (student.origin === 'joined') return { ...NONE, merge: hasMergeTarget, remove: true };
  return { ...NONE, claimCode: student.claimable };
}

/** The typed lines a self-joined line may go into, in list order by name. */
export function mergeTargets(students: readonly ClassStudent[]): ClassStudent[] {
  return students.filter((student) => student.claimable && student.origin !== 'joined').sort((a, b) => a.full_name.localeCompare(b.full_name, 'tr'));
}
