import type { GradebookResponse } from '@/shared/api/classroom.ts';
import { toTurkishCsv, type CsvCell } from '@/shared/lib/csv.ts';
import { cellScore, gradebookAverages, type GradebookOptions } from './gradebook.ts';

export { toTurkishCsv, type CsvCell } from '@/shared/lib/csv.ts';

/** Column titles come from the screen, which has them translated. */
export type GradebookCsvLabels = { number: string; name: string; average: string };

/** The gradebook as a file: a student a row, a column per assignment (empty where nothing counts), and the student's average. */
export function gradebookCsv(gradebook: Pick<GradebookResponse, 'assignments' | 'rows'>, labels: GradebookCsvLabels, options: GradebookOptions = {}): string {
  const averages = gradebookAverages(gradebook, options);
  const header: CsvCell[] = [labels.number, labels.name, ...gradebook.assignments.map((assignment) => assignment.title), labels.average];
  const rows = gradebook.rows.map((row): CsvCell[] => {
    const scores = gradebook.assignments.map((assignment) => {
      const cell = row.cells.find((candidate) => candidate.assignment_id === assignment.id);
      return cell ? cellScore(cell, options) : null;
    });
    return [row.student.number, row.student.full_name, ...scores, averages.students.get(row.student.id) ?? null];
  });
  return toTurkishCsv([header, ...rows]);
}
