import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import type { CurriculumUnit } from '@/features/experiments';
import type { Evidence } from '@/shared/progress/evidence.ts';
import { gradesOf, mapUnits, openingGrade } from './progressMap.ts';

const text = (id: string): MessageDescriptor => ({ id });
const unit = (id: string, grade: number, codes: string[]): CurriculumUnit => ({
  id,
  subject: 'science',
  grade,
  title: text(id),
  outcomes: codes.map((code) => ({ code, text: text(code), items: [{ id: `${code}-item`, icon: '🔦', title: text('item') }] })),
});
const units = [unit('F.5.5', 5, ['F.5.5.1.1', 'F.5.5.1.2']), unit('F.6.5', 6, ['F.6.5.1.1']), unit('F.3.5', 3, ['F.3.5.1.1'])];
const answer = (outcomeCode: string, at: string, correct = true): Evidence => ({
  id: `${outcomeCode}${at}`,
  studentId: 1,
  kind: 'question',
  outcomeCode,
  questionId: 'x/q1',
  correct,
  at,
});
const now = Date.parse('2025-11-20T12:00:00Z');

describe('mapUnits', () => {
  it('judges each outcome of the grade from the evidence and counts the levels', () => {
    const [fifth] = mapUnits(units, 5, [answer('F.5.5.1.1', '2025-11-19T09:00:00Z', false)], now);
    expect(fifth?.stones.map((stone) => [stone.code, stone.assessment.level])).toEqual([
      ['F.5.5.1.1', 'tried'],
      ['F.5.5.1.2', 'not-started'],
    ]);
    expect(fifth?.levels).toMatchObject({ tried: 1, 'not-started': 1 });
    expect(mapUnits(units, 6, [], now).map((item) => item.id)).toEqual(['F.6.5']);
  });

  it('counts an outcome left too long as due for review, never lower', () => {
    const [fifth] = mapUnits(units, 5, [answer('F.5.5.1.1', '2025-10-01T09:00:00Z')], now);
    expect(fifth?.stones[0]?.assessment).toMatchObject({ level: 'tried', dueForReview: true, due: 'stale' });
    expect(fifth?.due).toBe(1);
  });
});

describe('openingGrade', () => {
  it('prefers the address, then the latest evidence, then the child’s own grade, then the lowest', () => {
    const evidence = [answer('F.6.5.1.1', '2025-11-01T09:00:00Z'), answer('F.5.5.1.1', '2025-11-10T09:00:00Z')];
    expect(openingGrade(units, evidence, 3)).toBe(3);
    expect(openingGrade(units, evidence, 9)).toBe(5);
    expect(openingGrade(units, [], undefined, 6)).toBe(6);
    expect(openingGrade(units, [], undefined, 12)).toBe(3);
    expect(gradesOf(units)).toEqual([3, 5, 6]);
  });
});
