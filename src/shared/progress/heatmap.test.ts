import { describe, expect, it } from 'vitest';
import type { Evidence } from './evidence.ts';
import { hardQuestions, heatmap, needsHelp, NEEDS_HELP_MIN_OUTCOMES } from './heatmap.ts';
import { DAY_MS, type MasteryLevel } from './mastery.ts';

const T0 = Date.UTC(2025, 9, 6, 6);
const NOW = T0 + 7 * DAY_MS;
const MIN = 60_000;
const [O1, O2, O3] = ['F.5.1.1.1', 'F.5.1.1.2', 'F.5.1.1.3'] as const;

let counter = 0;
const iso = (time: number) => new Date(time).toISOString();

/** One student's answers to one outcome: 'c' right, 'w' wrong, a minute apart, each a new question. */
function answers(studentId: number, outcomeCode: string, pattern: string, start = T0): Evidence[] {
  return [...pattern].map((mark, index) => {
    counter += 1;
    return { id: `e${counter}`, studentId, kind: 'question', outcomeCode, questionId: `q${counter}`, correct: mark === 'c', at: iso(start + index * MIN) };
  });
}

const experiment = (studentId: number, outcomeCode: string, time = T0): Evidence => {
  counter += 1;
  return { id: `e${counter}`, studentId, kind: 'experiment', outcomeCode, at: iso(time) };
};

const students = [
  { id: 1, name: 'Ali' },
  { id: 2, name: 'Ayşe' },
  { id: 3, name: 'Can' },
  { id: 4, name: 'Deniz' },
  { id: 5, name: 'Emre' },
];

const classEvidence: Evidence[] = [
  // Ali: proficient, familiar, not started.
  ...answers(1, O1, 'ccccc'),
  ...answers(1, O2, 'ccc'),
  // Ayşe: tried by an experiment; stuck at tried (1 of 6) and at familiar (3 of 6).
  experiment(2, O1),
  ...answers(2, O2, 'wwwwwc'),
  ...answers(2, O3, 'ccwwwc'),
  // Can: proficient then slipped; familiar but untouched for 40 days.
  ...answers(3, O1, 'ccccc'),
  ...answers(3, O1, 'wwwww', T0 + DAY_MS),
  ...answers(3, O2, 'ccc', NOW - 40 * DAY_MS),
  // Deniz: stuck at tried; familiar then slipped.
  ...answers(4, O1, 'wwwww'),
  ...answers(4, O2, 'cccwwww'),
  // Emre: stuck on all three.
  ...answers(5, O1, 'wwwww'),
  ...answers(5, O2, 'wwwww'),
  ...answers(5, O3, 'wwwww'),
  // Not this class, and not these outcomes: left out.
  ...answers(99, O1, 'ccccc'),
  ...answers(1, 'F.5.9.9.9', 'ccccc'),
];

const map = heatmap(students, [O1, O2, O3], classEvidence, NOW);
const levels = (row: number) => map.rows[row]?.cells.map((cell) => (cell.dueForReview ? `${cell.level}!` : cell.level));

describe('heatmap', () => {
  it('has a row per student and a cell per outcome, in the order given', () => {
    expect(map.rows.map((row) => row.student.name)).toEqual(['Ali', 'Ayşe', 'Can', 'Deniz', 'Emre']);
    expect(map.rows.every((row) => row.cells.map((cell) => cell.outcomeCode).join() === [O1, O2, O3].join())).toBe(true);
    expect(map.outcomes).toEqual([O1, O2, O3]);
  });

  it('judges each student on their own evidence ("!" is due for review)', () => {
    expect(levels(0)).toEqual(['proficient', 'familiar', 'not-started']);
    expect(levels(1)).toEqual(['tried', 'tried', 'familiar']);
    expect(levels(2)).toEqual(['proficient!', 'familiar!', 'not-started']);
    expect(levels(3)).toEqual(['tried', 'familiar!', 'not-started']);
    expect(levels(4)).toEqual(['tried', 'tried', 'tried']);
  });

  it('gives the counts and the reason a cell is due', () => {
    expect(map.rows[2]?.cells[0]).toMatchObject({ attempts: 10, answers: 10, correct: 5, due: 'slipped' });
    expect(map.rows[2]?.cells[1]).toMatchObject({ attempts: 3, answers: 3, correct: 3, due: 'stale' });
    expect(map.rows[1]?.cells[0]).toMatchObject({ attempts: 1, answers: 0, correct: 0, due: null });
    expect(map.rows[0]?.cells[2]).toMatchObject({ attempts: 0, answers: 0, correct: 0, lastAt: null });
  });

  it('leaves out other students and other outcomes', () => {
    // Ali's five right answers to F.5.9.9.9 did not reach his row; student 99 has none.
    expect(map.rows[0]?.cells.map((cell) => cell.attempts)).toEqual([5, 3, 0]);
    expect(map.rows.some((row) => row.student.id === 99)).toBe(false);
  });

  it('totals each outcome by level', () => {
    const zero: Record<MasteryLevel, number> = { 'not-started': 0, tried: 0, familiar: 0, proficient: 0, mastered: 0 };
    expect(map.columns).toEqual([
      { outcomeCode: O1, levels: { ...zero, tried: 3, proficient: 2 }, due: 1 },
      { outcomeCode: O2, levels: { ...zero, tried: 2, familiar: 3 }, due: 2 },
      { outcomeCode: O3, levels: { ...zero, 'not-started': 3, tried: 1, familiar: 1 }, due: 0 },
    ]);
  });

  it('draws a class with no evidence as not started everywhere', () => {
    const empty = heatmap(students.slice(0, 2), [O1], [], NOW);
    expect(empty.rows.map((row) => row.cells[0]?.level)).toEqual(['not-started', 'not-started']);
    expect(empty.columns[0]?.levels['not-started']).toBe(2);
  });

  it('draws an empty class and an empty outcome list', () => {
    expect(heatmap([], [O1], classEvidence, NOW).rows).toEqual([]);
    expect(heatmap(students, [], classEvidence, NOW).rows.every((row) => row.cells.length === 0)).toBe(true);
  });
});

describe('needsHelp', () => {
  it('lists students with several stuck or slipped outcomes, the most first, then in roster order', () => {
    expect(needsHelp(map).map((entry) => [entry.student.name, entry.reasons, entry.outcomes.length])).toEqual([
      ['Emre', ['stuck'], 3],
      ['Ayşe', ['stuck'], 2],
      ['Deniz', ['stuck', 'slipped'], 2],
    ]);
  });

  it('names each outcome with its level and reason: slipped rather than stuck when both hold', () => {
    expect(needsHelp(map).find((entry) => entry.student.name === 'Deniz')?.outcomes).toEqual([
      { outcomeCode: O1, level: 'tried', reason: 'stuck' },
      { outcomeCode: O2, level: 'familiar', reason: 'slipped' },
    ]);
  });

  it('does not count an outcome that is only stale (Can: one slipped, one stale)', () => {
    expect(needsHelp(map).some((entry) => entry.student.name === 'Can')).toBe(false);
  });

  it('calls an outcome stuck from 5 counted answers on: 4 → not listed, 5 → listed', () => {
    const four = heatmap([students[0]!], [O1, O2], [...answers(1, O1, 'wwww'), ...answers(1, O2, 'wwcc')], NOW);
    const five = heatmap([students[0]!], [O1, O2], [...answers(1, O1, 'wwwww'), ...answers(1, O2, 'wwccc')], NOW);
    expect(four.rows[0]?.cells.map((cell) => [cell.level, cell.dueForReview])).toEqual([
      ['tried', false],
      ['familiar', false],
    ]);
    expect(five.rows[0]?.cells.map((cell) => [cell.level, cell.dueForReview])).toEqual([
      ['tried', false],
      ['familiar', false],
    ]);
    expect(needsHelp(four)).toEqual([]);
    expect(needsHelp(five).map((entry) => entry.reasons)).toEqual([['stuck']]);
  });

  it(`needs ${NEEDS_HELP_MIN_OUTCOMES} weak outcomes: one alone is not listed`, () => {
    expect(NEEDS_HELP_MIN_OUTCOMES).toBe(2);
    const one = heatmap([students[0]!], [O1, O2], [...answers(1, O1, 'wwwww'), ...answers(1, O2, 'ccccc')], NOW);
    expect(needsHelp(one)).toEqual([]);
  });

  it('does not call proficient stuck, however many answers', () => {
    const strong = heatmap([students[0]!], [O1, O2], [...answers(1, O1, 'wwwccccccc'), ...answers(1, O2, 'wwwccccccc')], NOW);
    expect(needsHelp(strong)).toEqual([]);
  });
});

describe('hardQuestions', () => {
  const answer = (studentId: number, questionId: string, correct: boolean, minute = 0, outcomeCode: string = O1): Evidence => {
    counter += 1;
    return { id: `e${counter}`, studentId, kind: 'question', outcomeCode, questionId, correct, at: iso(T0 + minute * MIN) };
  };
  const firstTry = (questionId: string, pattern: string, outcomeCode: string = O1) =>
    [...pattern].map((mark, index) => answer(index + 1, questionId, mark === 'c', 0, outcomeCode));

  const evidence = [
    // qA: 3 of 4 wrong the first time; student 1 got it right on a retry, which does not count.
    ...firstTry('qA', 'wwwc'),
    answer(1, 'qA', true, 5),
    // qB: 2 of 2 wrong, too few students for the default 3.
    ...firstTry('qB', 'ww'),
    // qC and qE: 2 of 4 wrong; qF: 3 of 6 wrong, the same share but more children.
    ...firstTry('qC', 'wwcc', O2),
    ...firstTry('qE', 'ccww'),
    ...firstTry('qF', 'wwwccc'),
    // Student 3 right first, then wrong many times: still one right answer.
    answer(3, 'qC', false, 5, O2),
    answer(3, 'qC', false, 6, O2),
    // qD: nobody wrong.
    ...firstTry('qD', 'ccc'),
    // Not answers to a question: left out.
    { id: 'x1', studentId: 1, kind: 'experiment', outcomeCode: O1, at: iso(T0) },
    { id: 'x2', studentId: 1, kind: 'homework', outcomeCode: O1, questionId: 'qZ', at: iso(T0) },
  ] satisfies Evidence[];

  it('puts the largest share of students wrong first, with the counts', () => {
    expect(hardQuestions(evidence, 3)).toEqual([
      { questionId: 'qA', outcomeCodes: [O1], students: 4, wrong: 3 },
      { questionId: 'qF', outcomeCodes: [O1], students: 6, wrong: 3 },
      { questionId: 'qC', outcomeCodes: [O2], students: 4, wrong: 2 },
      { questionId: 'qE', outcomeCodes: [O1], students: 4, wrong: 2 },
    ]);
  });

  it('leaves out questions answered by fewer than minStudents: 4 students at 4 → in, at 5 → out', () => {
    expect(hardQuestions(evidence, 4).map((question) => question.questionId)).toEqual(['qA', 'qF', 'qC', 'qE']);
    expect(hardQuestions(evidence, 5).map((question) => question.questionId)).toEqual(['qF']);
    expect(hardQuestions(evidence, 2)[0]).toEqual({ questionId: 'qB', outcomeCodes: [O1], students: 2, wrong: 2 });
  });

  it('judges each student by their first answer, whatever order the evidence comes in', () => {
    expect(hardQuestions([...evidence].reverse(), 3)).toEqual(hardQuestions(evidence, 3));
  });

  it('names every outcome a question was answered under', () => {
    const shared = [answer(1, 'qS', false, 0, O2), answer(2, 'qS', false, 0, O1)];
    expect(hardQuestions(shared, 1)).toEqual([{ questionId: 'qS', outcomeCodes: [O1, O2], students: 2, wrong: 2 }]);
  });

  it('returns nothing without answers', () => {
    expect(hardQuestions([], 1)).toEqual([]);
  });
});
