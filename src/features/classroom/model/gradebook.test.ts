import { describe, expect, it } from 'vitest';
import type { GradebookCell, GradebookResponse, SubmissionState } from '@/shared/api/classroom.ts';
import { columnAverages, editText, isEditable } from './gradebook.ts';

const cell = (assignment_id: number, state: SubmissionState, score: number | null): GradebookCell => ({
  assignment_id,
  state,
  score,
  version: score === null ? null : 1,
  on_paper: false,
});

function gradebook(rows: Record<number, [SubmissionState, number | null][]>, assignmentIds = [10, 20, 30]): Pick<GradebookResponse, 'assignments' | 'rows'> {
  return {
    assignments: assignmentIds.map((id) => ({ id, title: `Ödev ${id}`, due_at: '2025-11-24T17:00:00.000Z', question_count: 0 })),
    rows: Object.entries(rows).map(([id, cells]) => ({
      student: { id: Number(id), number: id, full_name: `Öğrenci ${id}` },
      cells: cells.map(([state, score], index) => cell(assignmentIds[index] ?? 0, state, score)),
      average: null,
    })),
  };
}

describe('columnAverages', () => {
  it('averages each column by the one rule: graded work only, as a whole percent', () => {
    const book = gradebook({
      1: [
        ['graded', 90],
        ['submitted', 75],
        ['missing', null],
      ],
      2: [
        ['graded', 61],
        ['graded', 40],
        ['excused', 100],
      ],
    });
    expect([...columnAverages(book)]).toEqual([
      [10, 76],
      [20, 40],
      [30, null],
    ]);
  });

  it('is empty for a class without assignments', () => {
    expect(columnAverages(gradebook({}, [])).size).toBe(0);
  });
});

describe('editing a cell', () => {
  it('is refused for held work and an excused student, and for a student the assignment is not for', () => {
    expect(isEditable(cell(10, 'missing', null))).toBe(true);
    expect(isEditable(cell(10, 'graded', 80))).toBe(true);
    expect(isEditable(cell(10, 'held', null))).toBe(false);
    expect(isEditable(cell(10, 'excused', null))).toBe(false);
    expect(isEditable(undefined)).toBe(false);
  });

  it('starts from the score the cell shows', () => {
    expect(editText(cell(10, 'submitted', 83))).toBe('83');
    expect(editText(cell(10, 'assigned', null))).toBe('');
  });
});
