import type { GradebookResponse } from '@/shared/api/classroom.ts';
import { toTurkishCsv, type CsvCell } from '@/shared/lib/csv.ts';
import { cellAt } from './gradebook.ts';

/** Column titles come from the screen, which has them translated. */
export type GradebookCsvLabels = { number: string; name: string; average: string };

/** The gradebook as a file: a student a row, a column per assignment (empty where no score is shown), and the student's average. */
export function gradebookCsv(gradebook: Pick<GradebookResponse, 'assignments' | 'rows'>, labels: GradebookCsvLabels): string {
  const header: CsvCell[] = [labels.number, labels.name, ...gradebook.assignments.map((assignment) => assignment.title), labels.average];
  const rows = gradebook.rows.map((row): CsvCell[] => [
    row.student.number,
    row.student.full_name,
    ...gradebook.assignments.map((assignment) => cellAt(row, assignment.id)?.score ?? null),
    row.average,
  ]);
  return toTurkishCsv([header, ...rows]);
}
