import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ProgressReport } from '@/features/progress';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { submissionWrite } from './api.ts';

const recordProgress = vi.hoisted(() => vi.fn(async () => ({ status: 'sent' as const, body: null })));
vi.mock(import('@/features/progress'), async (importOriginal) => ({ ...(await importOriginal()), recordProgress }));

const progress: ProgressReport[] = [
  { kind: 'questionAnswered', ref: 'question:golge:q1', outcomes: ['F.5.5.1.1'], correct: true },
  { kind: 'homeworkSubmitted', ref: 'homework:12', outcomes: ['F.5.5.1.1'] },
];

const { refs, after, path, body, method } = submissionWrite.request({
  assignmentId: 12,
  title: 'Gölge deneyi',
  body: { answers: { q1: 0 }, text: '', photo: null, completed_at: '2026-12-03T08:00:00.000Z' },
  progress,
});
const write: UserWrite = { id: 'key', ownerId: 9, kind: 'submission', method, path, body, refs, after, createdAt: 1, attempts: 0, state: 'waiting' };
const answer = (state: string) => ({ success: true, message: '', submission: { id: 4, state, completed_at: '2026-12-03T08:00:00.000Z' } });

describe('submissionWrite: XP and streaks follow what the server counted', () => {
  it('records what the hand-in earns once the server counted it, at the time it was finished, in the tab that sent it', () => {
    recordProgress.mockClear();
    submissionWrite.whenSent?.(new QueryClient(), write, answer('submitted'), true);
    expect(recordProgress).toHaveBeenCalledTimes(2);
    expect(recordProgress).toHaveBeenCalledWith(9, progress[1], new Date('2026-12-03T08:00:00.000Z'));
  });

  it('records nothing for work kept after closing (held), nor in another tab, nor for an answer without a hand-in', () => {
    recordProgress.mockClear();
    submissionWrite.whenSent?.(new QueryClient(), write, answer('held'), true);
    submissionWrite.whenSent?.(new QueryClient(), write, answer('submitted'), false);
    submissionWrite.whenSent?.(new QueryClient(), write, null, true);
    expect(recordProgress).not.toHaveBeenCalled();
  });

  it('goes to the assignment’s hand-in path and keeps the earnings beside the body, never in it', () => {
    expect(path).toBe('/api/assignments/12/submissions/');
    expect(body).not.toHaveProperty('progress');
    expect(after).toEqual({ progress });
  });
});
