import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ProgressReport } from '@/shared/api/progress.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { progressFollowUp } from './progressFollowUp.ts';

const recordProgress = vi.hoisted(() => vi.fn(async () => ({ status: 'sent' as const, body: null })));
vi.mock(import('./recordProgress.ts'), () => ({ recordProgress }));

const progress: ProgressReport[] = [
  { kind: 'questionAnswered', ref: 'question:golge:q1', outcomes: ['F.5.5.1.1'], correct: true },
  { kind: 'homeworkSubmitted', ref: 'homework:12', outcomes: ['F.5.5.1.1'] },
];
const write: UserWrite = {
  id: 'key',
  ownerId: 9,
  kind: 'submission',
  method: 'POST',
  path: '/api/assignments/12/submissions/',
  body: { answers: { q1: 0 }, text: '', photo: null, completed_at: '2026-12-03T08:00:00.000Z' },
  refs: { assignmentId: 12, label: 'Gölge deneyi' },
  after: { progress },
  createdAt: 1,
  attempts: 0,
  state: 'waiting',
};
const answer = (state: string) => ({ success: true, message: '', submission: { id: 4, state, completed_at: '2026-12-03T08:00:00.000Z' } });

describe('progressFollowUp: XP and streaks follow what the server counted', () => {
  it('records what the hand-in earns once the server counted it, at the time it was finished, in the tab that sent it', () => {
    recordProgress.mockClear();
    progressFollowUp.whenSent?.(new QueryClient(), write, answer('submitted'), true);
    expect(recordProgress).toHaveBeenCalledTimes(2);
    expect(recordProgress).toHaveBeenCalledWith(9, progress[1], new Date('2026-12-03T08:00:00.000Z'));
  });

  it('records nothing for work kept after closing (held), nor in another tab, nor for an answer without a hand-in, nor for a grade', () => {
    recordProgress.mockClear();
    progressFollowUp.whenSent?.(new QueryClient(), write, answer('held'), true);
    progressFollowUp.whenSent?.(new QueryClient(), write, answer('submitted'), false);
    progressFollowUp.whenSent?.(new QueryClient(), write, null, true);
    progressFollowUp.whenSent?.(new QueryClient(), { ...write, kind: 'grade' }, answer('submitted'), true);
    expect(recordProgress).not.toHaveBeenCalled();
  });

  it('follows hand-ins and grades, and refreshes the progress views after them', () => {
    expect(progressFollowUp.after).toEqual(['submission', 'grade', 'gradeCell']);
    expect(progressFollowUp.refreshes).toEqual([['progress']]);
  });
});
