import type { GradebookResponse, SubmissionState } from '@/shared/api/classroom.ts';

export type GradebookCell = { state: SubmissionState; score: number | null };

export type GradebookOptions = {
  /** Count work never handed in as 0. Off by default: a gradebook mid-term would punish work not yet due. */
  missingAsZero?: boolean;
};

/** Averages 0–100 to one decimal; null where nothing counts yet. Keys are student and assignment ids. */
export type GradebookAverages = {
  students: Map<number, number | null>;
  assignments: Map<number, number | null>;
  /** The mean of every counted cell (as the class's `performance`), not the mean of the students' means. */
  classAverage: number | null;
};

/**
 * What a cell counts for: its score whatever the state (graded, returned with a score, or handed-in
 * work carrying its auto score), and nothing without one — except missing work when it counts as 0.
 */
export function cellScore(cell: GradebookCell, { missingAsZero = false }: GradebookOptions = {}): number | null {
  if (cell.score !== null) return cell.score;
  return missingAsZero && cell.state === 'missing' ? 0 : null;
}

function meanToOneDecimal(scores: readonly number[]): number | null {
  if (!scores.length) return null;
  const mean = scores.reduce((total, score) => total + score, 0) / scores.length;
  return Math.round(mean * 10) / 10;
}

export function gradebookAverages(gradebook: Pick<GradebookResponse, 'assignments' | 'rows'>, options: GradebookOptions = {}): GradebookAverages {
  const byAssignment = new Map<number, number[]>(gradebook.assignments.map((assignment) => [assignment.id, []]));
  const all: number[] = [];
  const students = new Map<number, number | null>();
  for (const row of gradebook.rows) {
    const counted: number[] = [];
    for (const cell of row.cells) {
      const column = byAssignment.get(cell.assignment_id);
      const score = cellScore(cell, options);
      // Averages are of the columns shown: a cell of an assignment not listed is left out everywhere.
      if (!column || score === null) continue;
      column.push(score);
      counted.push(score);
      all.push(score);
    }
    students.set(row.student.id, meanToOneDecimal(counted));
  }
  const assignments = new Map([...byAssignment].map(([id, scores]) => [id, meanToOneDecimal(scores)] as const));
  return { students, assignments, classAverage: meanToOneDecimal(all) };
}
