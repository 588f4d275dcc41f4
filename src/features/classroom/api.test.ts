import { describe, expect, it } from 'vitest';
import type { ProgressReport } from '@/shared/api/progress.ts';
import { submissionWrite } from './api.ts';

const progress: ProgressReport[] = [
  { kind: 'questionAnswered', ref: 'question:golge:q1', outcomes: ['F.5.5.1.1'], correct: true },
  { kind: 'homeworkSubmitted', ref: 'homework:12', outcomes: ['F.5.5.1.1'] },
];

const { after, path, body } = submissionWrite.request({
  assignmentId: 12,
  title: 'Gölge deneyi',
  body: { answers: { q1: 0 }, text: '', photo: null, completed_at: '2026-12-03T08:00:00.000Z' },
  progress,
});
describe('submissionWrite', () => {
  it('goes to the assignment’s hand-in path and keeps the earnings beside the body, never in it', () => {
    expect(path).toBe('/api/assignments/12/submissions/');
    expect(body).not.toHaveProperty('progress');
    expect(after).toEqual({ progress });
  });
});
