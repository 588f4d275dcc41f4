import type { GradebookCell, GradebookResponse } from '@/shared/api/classroom.ts';
import { gradeAverage } from '@/shared/classroom/average.ts';

type Book = Pick<GradebookResponse, 'assignments' | 'rows'>;
type Row = GradebookResponse['rows'][number];

/** A student's cell in an assignment's column; none when the assignment is not for them. */
export const cellAt = (row: Row, assignmentId: number): GradebookCell | undefined => row.cells.find((cell) => cell.assignment_id === assignmentId);

/**
 * Each column's average by the one rule (src/shared/classroom/average.ts). The students' and the
 * class's come with the gradebook, worked out by the server with that same rule.
 */
export function columnAverages(gradebook: Book): Map<number, number | null> {
  return new Map(gradebook.assignments.map((assignment) => [assignment.id, gradeAverage(gradebook.rows.flatMap((row) => cellAt(row, assignment.id) ?? []))]));
}

/**
 * Whether the teacher may type a score here: not over held work (it is accepted on the assignment's
 * page first) nor for an excused student, whose work counts nowhere.
 */
export const isEditable = (cell: GradebookCell | undefined): cell is GradebookCell => cell !== undefined && cell.state !== 'held' && cell.state !== 'excused';

/** The text an edit of a cell starts from: its score when it has one. */
export const editText = (cell: GradebookCell): string => (cell.score === null ? '' : String(cell.score));
