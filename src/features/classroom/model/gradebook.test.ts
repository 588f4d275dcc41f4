import { describe, expect, it } from 'vitest';
import type { GradebookResponse, SubmissionState } from '@/shared/api/classroom.ts';
import { cellScore, gradebookAverages } from './gradebook.ts';

type Cell = [SubmissionState, number | null];

function gradebook(rows: Record<number, Cell[]>, assignmentIds = [10, 20, 30]): GradebookResponse {
  return {
    success: true,
    assignments: assignmentIds.map((id) => ({ id, title: `Ödev ${id}`, due_at: '2025-11-24T17:00:00.000Z' })),
    rows: Object.entries(rows).map(([id, cells]) => ({
      student: { id: Number(id), number: id, full_name: `Öğrenci ${id}` },
      cells: cells.map(([state, score], index) => ({ assignment_id: assignmentIds[index] ?? 0, state, score })),
    })),
  };
}

describe('cellScore', () => {
  it('counts any cell with a score, whatever its state', () => {
    expect(cellScore({ state: 'graded', score: 80 })).toBe(80);
    expect(cellScore({ state: 'returned', score: 40 })).toBe(40);
    expect(cellScore({ state: 'submitted', score: 67 })).toBe(67);
    expect(cellScore({ state: 'late', score: 0 })).toBe(0);
  });

  it('counts nothing without a score, and missing work as 0 only when asked', () => {
    expect(cellScore({ state: 'submitted', score: null })).toBeNull();
    expect(cellScore({ state: 'missing', score: null })).toBeNull();
    expect(cellScore({ state: 'missing', score: null }, { missingAsZero: true })).toBe(0);
    expect(cellScore({ state: 'assigned', score: null }, { missingAsZero: true })).toBeNull();
    expect(cellScore({ state: 'submitted', score: null }, { missingAsZero: true })).toBeNull();
  });
});

describe('gradebookAverages', () => {
  const book = gradebook({
    1: [
      ['graded', 90],
      ['submitted', 75],
      ['missing', null],
    ],
    2: [
      ['graded', 60],
      ['submitted', null],
      ['assigned', null],
    ],
    3: [
      ['missing', null],
      ['missing', null],
      ['assigned', null],
    ],
  });

  it('averages only scored cells by default', () => {
    const averages = gradebookAverages(book);
    expect([...averages.students]).toEqual([
      [1, 82.5],
      [2, 60],
      [3, null],
    ]);
    expect([...averages.assignments]).toEqual([
      [10, 75],
      [20, 75],
      [30, null],
    ]);
    expect(averages.classAverage).toBe(75);
  });

  it('counts missing work as 0 when asked, never work not yet due', () => {
    const averages = gradebookAverages(book, { missingAsZero: true });
    expect([...averages.students]).toEqual([
      [1, 55],
      [2, 60],
      [3, 0],
    ]);
    expect([...averages.assignments]).toEqual([
      [10, 50],
      [20, 37.5],
      [30, 0],
    ]);
    expect(averages.classAverage).toBe(37.5);
  });

  it('takes the class average over cells, not over students', () => {
    const uneven = gradebook({ 1: [['graded', 100], ['graded', 100], ['graded', 100]], 2: [['graded', 40]] });
    expect(gradebookAverages(uneven).classAverage).toBe(85);
  });

  it('rounds to one decimal, halves up', () => {
    const thirds = gradebook({ 1: [['graded', 100], ['graded', 100], ['graded', 0]] });
    expect(gradebookAverages(thirds).students.get(1)).toBe(66.7);
    const quarter = gradebook({ 1: [['graded', 72], ['graded', 72], ['graded', 72]], 2: [['graded', 73], ['missing', null], ['missing', null]] });
    expect(gradebookAverages(quarter).classAverage).toBe(72.3);
    expect(gradebookAverages(quarter).assignments.get(10)).toBe(72.5);
  });

  it('leaves out cells of assignments the gradebook does not list', () => {
    const book2 = gradebook({ 1: [['graded', 80]] }, [10]);
    book2.rows[0]?.cells.push({ assignment_id: 99, state: 'graded', score: 0 });
    const averages = gradebookAverages(book2);
    expect(averages.students.get(1)).toBe(80);
    expect(averages.classAverage).toBe(80);
    expect(averages.assignments.has(99)).toBe(false);
  });

  it('is empty for a class without students or assignments', () => {
    const averages = gradebookAverages(gradebook({}, []));
    expect(averages.students.size).toBe(0);
    expect(averages.assignments.size).toBe(0);
    expect(averages.classAverage).toBeNull();
  });
});
