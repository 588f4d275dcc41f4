import { describe, expect, it } from 'vitest';
import type { HomeworkHistoryEntry } from '@/shared/api/progress.ts';
import { durationParts, goalProgress, hasEvidence, homeworkNewestFirst, outcomeColumns, pickClassId, rosterOrder, splitQuestionId } from './classReport.ts';
import { cell, fakeClassProgress, fakeStudent } from './classReport.testUtils.ts';

describe('pickClassId', () => {
  const classes = [
    { id: 4, status: 'archived' as const },
    { id: 7, status: 'active' as const },
    { id: 9, status: 'active' as const },
  ];

  it('keeps the class named in the address when the teacher has it', () => {
    expect(pickClassId(classes, 9)).toBe(9);
  });

  it('opens on the first running class when the address names none or a stranger', () => {
    expect(pickClassId(classes, undefined)).toBe(7);
    expect(pickClassId(classes, 55)).toBe(7);
  });

  it('falls back to the first class when none is running, and to nothing without classes', () => {
    expect(pickClassId([{ id: 4, status: 'archived' }], undefined)).toBe(4);
    expect(pickClassId([], 3)).toBeUndefined();
  });
});

describe('rosterOrder', () => {
  it('runs by school number numerically, then the unnumbered by Turkish name order', () => {
    const students = [
      { number: null, full_name: 'Çınar Ak' },
      { number: '10', full_name: 'Ayşe Kaya' },
      { number: null, full_name: 'Cem Su' },
      { number: '9', full_name: 'Zeki Er' },
      { number: null, full_name: 'İpek Şen' },
      { number: null, full_name: 'Irmak Tan' },
    ];
    expect(rosterOrder(students).map((student) => student.full_name)).toEqual(['Zeki Er', 'Ayşe Kaya', 'Cem Su', 'Çınar Ak', 'Irmak Tan', 'İpek Şen']);
  });

  it('leaves the given list as it was', () => {
    const students = [
      { number: '2', full_name: 'B' },
      { number: '1', full_name: 'A' },
    ];
    rosterOrder(students);
    expect(students[0]?.number).toBe('2');
  });
});

describe('outcomeColumns', () => {
  it('counts each level and the reviews due per outcome', () => {
    const [first, second] = outcomeColumns(fakeClassProgress());
    expect(first).toEqual({ outcome: 'F.5.1.1.1', levels: { 'not-started': 1, tried: 1, familiar: 0, proficient: 0, mastered: 1 }, due: 0 });
    expect(second?.levels.proficient).toBe(1);
    expect(second?.due).toBe(1);
  });

  it('skips a row that is missing a cell rather than counting it at any level', () => {
    const data = { outcomes: ['A'], students: [fakeStudent({ id: 1, number: null, full_name: 'X', cells: [] })] };
    expect(outcomeColumns(data)[0]?.levels).toEqual({ 'not-started': 0, tried: 0, familiar: 0, proficient: 0, mastered: 0 });
  });
});

describe('hasEvidence', () => {
  it('is false while every cell is still "Başlamadı"', () => {
    expect(hasEvidence([{ cells: [cell('not-started'), cell('not-started')] }])).toBe(false);
    expect(hasEvidence([])).toBe(false);
    expect(hasEvidence([{ cells: [cell('not-started'), cell('tried')] }])).toBe(true);
  });
});

describe('goalProgress', () => {
  it('fills the bar by the share of the goal, never past the end', () => {
    expect(goalProgress({ week_xp: 150, goal_xp: 600 })).toEqual({ share: 0.25, reached: false });
    expect(goalProgress({ week_xp: 900, goal_xp: 600 })).toEqual({ share: 1, reached: true });
    expect(goalProgress({ week_xp: 600, goal_xp: 600 })?.reached).toBe(true);
  });

  it('has no bar for a class without a goal', () => {
    expect(goalProgress({ week_xp: 0, goal_xp: 0 })).toBeNull();
  });
});

describe('durationParts', () => {
  it('splits minutes into whole hours and the rest', () => {
    expect(durationParts(135)).toEqual({ hours: 2, minutes: 15 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
    expect(durationParts(120)).toEqual({ hours: 2, minutes: 0 });
  });

  it('reads a broken or negative total as nothing and rounds a fraction', () => {
    expect(durationParts(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(59.6)).toEqual({ hours: 1, minutes: 0 });
  });
});

describe('splitQuestionId', () => {
  it('parts an experiment and its question', () => {
    expect(splitQuestionId('measuring-force/q1')).toEqual({ experimentId: 'measuring-force', questionId: 'q1' });
  });

  it('refuses ids without both parts', () => {
    expect(splitQuestionId('measuring-force')).toBeNull();
    expect(splitQuestionId('/q1')).toBeNull();
    expect(splitQuestionId('measuring-force/')).toBeNull();
  });
});

describe('homeworkNewestFirst', () => {
  it('puts the latest due date first without touching the given list', () => {
    const entry = (assignment_id: number, due_at: string): HomeworkHistoryEntry => ({
      assignment_id,
      class_id: 1,
      title: `${assignment_id}`,
      due_at,
      state: 'graded',
      score: null,
    });
    const entries = [entry(1, '2025-10-01T10:00:00Z'), entry(2, '2025-12-01T10:00:00Z'), entry(3, '2025-11-01T10:00:00Z')];
    expect(homeworkNewestFirst(entries).map((item) => item.assignment_id)).toEqual([2, 3, 1]);
    expect(entries[0]?.assignment_id).toBe(1);
  });
});
