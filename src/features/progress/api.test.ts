import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import { PROGRESS_PATHS } from '@/shared/api/progress.ts';
import { prefetchProgressPage, studentProgressQuery } from './api.ts';

const person = (role: User['role']): User => ({ id: 1, email: 'a@okul.k12.tr', role });

describe('prefetchProgressPage', () => {
  const asked = (name: string, user: User | null, student?: number) => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    void prefetchProgressPage(client, name, user, student);
    return prefetch.mock.calls.map(([options]) => options.queryKey);
  };

  it("starts the map's evidence for the role looking: the child's own, a parent's child, the pupil staff named", () => {
    expect(asked('progress-map', person('student'))).toEqual([
      ['classroom', 'classes'],
      ['progress', 'me', 'own'],
    ]);
    expect(asked('progress-map', person('parent'), 12)).toEqual([['progress', 'me', 12]]);
    expect(asked('progress-map', person('parent'))).toEqual([['progress', 'me', 'own']]);
    expect(asked('progress-map', person('teacher'), 12)).toEqual([['progress', 'student', 12]]);
    expect(asked('progress-map', person('teacher'))).toEqual([]);
  });

  it("starts the week's class list for every role the schedule serves, with the child's progress", () => {
    expect(asked('schedule', person('student'))).toEqual([
      ['classroom', 'classes'],
      ['progress', 'me', 'own'],
    ]);
    expect(asked('schedule', person('parent'), 12)).toEqual([
      ['classroom', 'classes'],
      ['progress', 'me', 12],
    ]);
    expect(asked('schedule', person('administrator'))).toEqual([['classroom', 'classes']]);
  });

  it("starts staff's class list, and the pupil's summary when one is named", () => {
    expect(asked('student-progress', person('teacher'))).toEqual([['classroom', 'classes']]);
    expect(asked('student-progress', person('administrator'), 12)).toEqual([
      ['classroom', 'classes'],
      ['progress', 'student', 12],
    ]);
    expect(asked('student-progress', person('student'))).toEqual([]);
  });

  it("starts a student's read log for the administrator only", () => {
    expect(asked('student-record', person('administrator'), 12)).toEqual([['privacy', 'read-log', 12]]);
    expect(asked('student-record', person('administrator'))).toEqual([]);
    expect(asked('student-record', person('teacher'), 12)).toEqual([]);
  });

  it("asks for a child's own progress under their id only, as the screen does, and nothing without a user", () => {
    expect(asked('progress-map', { email: 'a@okul.k12.tr', role: 'student' })).toEqual([['classroom', 'classes']]);
    expect(asked('schedule', null)).toEqual([]);
  });

  it("leaves the pupil's progress in the cache under the key the screen reads", async () => {
    const report = { student: { id: 12, full_name: 'Ali Kaya' }, events: [] };
    const request = vi.spyOn(http, 'request').mockResolvedValue(report);
    const client = new QueryClient();
    await prefetchProgressPage(client, 'progress-map', person('teacher'), 12);
    expect(request).toHaveBeenCalledWith(PROGRESS_PATHS.student(12), { auth: true });
    expect(client.getQueryData(studentProgressQuery(12).queryKey)).toEqual(report);
  });
});
