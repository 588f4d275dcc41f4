import type { GradebookResponse } from '@/shared/api/classroom.ts';
import { cellScore, gradebookAverages, type GradebookOptions } from './gradebook.ts';

export type CsvCell = string | number | null;

// Excel set to Turkish reads ";" as the separator (the comma is the decimal mark) and needs the BOM to read UTF-8.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

// A cell starting with these is run as a formula by spreadsheets: a pupil named "=HYPERLINK(…)" must stay text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

function csvCell(value: CsvCell): string {
  if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table as a file Turkish Excel opens as it is, with numbers it can sum. */
export function toTurkishCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(SEPARATOR) + LINE_END).join('');
}

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
