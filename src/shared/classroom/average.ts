import type { SubmissionState } from '../api/classroom.ts';

/**
 * The one grade average of the app (gradebook, roster "Not ort.", the class's "başarı", a student's
 * progress), read by the server and the screens alike so no two screens can disagree.
 *
 * What counts ("değerlendirilmiş ödevler"): work in the state `graded` (the teacher's score, or the
 * auto score the teacher kept) on an assignment that is given and not removed. An excused student's
 * work is in the state `excused`, so it never counts; work handed in but not yet graded, returned
 * work and missing work do not count either: an auto score is not yet the teacher's word, and work
 * not done is not a zero until the teacher grades it so. Scores are percentages (0–100) and an
 * average is a whole percent, so every screen shows the very same number.
 */
export type AverageCell = { state: SubmissionState; score: number | null };

export const countsInAverage = (cell: AverageCell): cell is AverageCell & { score: number } => cell.state === 'graded' && cell.score !== null;

/** The mean of the counted cells' scores as a whole percent; null while none counts. */
export function gradeAverage(cells: Iterable<AverageCell>): number | null {
  let total = 0;
  let count = 0;
  for (const cell of cells) {
    if (!countsInAverage(cell)) continue;
    total += cell.score;
    count += 1;
  }
  return count ? Math.round(total / count) : null;
}
