import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ProgressReport } from '@/shared/api/progress.ts';
import { prefetchClassroomPage, submissionWrite } from './api.ts';

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

describe('prefetchClassroomPage', () => {
  const asked = (name: string, id: number | null) => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchClassroomPage(client, name, id);
    return prefetch.mock.calls.map(([options]) => options.queryKey);
  };

  it('starts the first query of each classroom screen, with the id from the path', () => {
    expect(asked('classes', null)).toEqual([['classroom', 'classes']]);
    expect(asked('class', 7)).toEqual([['classroom', 'class', 7]]);
    expect(asked('assignments', null)).toEqual([['classroom', 'assignments', 'all']]);
    expect(asked('assignment', 12)).toEqual([['classroom', 'assignment', 12]]);
    expect(asked('homeworks', null)).toEqual([['classroom', 'homeworks', 'own']]);
  });

  it('asks nothing for a malformed id or a screen without a first query', () => {
    expect(asked('class', null)).toEqual([]);
    expect(asked('create-assignment', null)).toEqual([]);
  });
});
