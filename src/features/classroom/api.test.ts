import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ProgressReport } from '@/shared/api/progress.ts';
import type { User } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import type { ClassGrade, ClassStatus, ClassSummary, Homework, TeacherAssignment } from '@/shared/api/classroom.ts';
import {
  assignmentsQuery,
  classExperimentIds,
  classesQuery,
  homeworksQuery,
  loadTaughtContent,
  prefetchClassroomPage,
  prefetchNextUp,
  submissionWrite,
} from './api.ts';

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

const person = (role: User['role'], account_kind: User['account_kind'] = 'personal'): User => ({ id: 1, email: 'a@b.c', full_name: 'Ada', role, account_kind });

/** The keys a prefetch asked for, with the fetches themselves left out. */
const askedFor = (prefetch: (client: QueryClient) => Promise<void>) => {
  const client = new QueryClient();
  const spy = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  void prefetch(client);
  return spy.mock.calls.map(([options]) => options.queryKey);
};

describe('prefetchClassroomPage', () => {
  const asked = (name: string, id: number | null, user: User | null = person('teacher')) => askedFor((client) => prefetchClassroomPage(client, name, id, user));

  it('starts the first query of each classroom screen, with the id from the path', () => {
    expect(asked('classes', null)).toEqual([['classroom', 'classes']]);
    expect(asked('class', 7)).toEqual([['classroom', 'class', 7]]);
    expect(asked('assignments', null)).toEqual([['classroom', 'assignments', 'all']]);
    expect(asked('assignment', 12)).toEqual([['classroom', 'assignment', 12]]);
    expect(asked('homeworks', null)).toEqual([['classroom', 'homeworks', 'own']]);
    expect(asked('homework', 12)).toEqual([['classroom', 'homeworks', 'own']]);
    expect(asked('lectures', null)).toEqual([['classroom', 'classes']]);
  });

  it('asks for a screen shown only to some accounts for those accounts only', () => {
    expect(asked('create-assignment', null)).toEqual([['classroom', 'classes']]);
    expect(asked('create-assignment', null, person('student'))).toEqual([]);
    expect(asked('class-tablet', null, person('student', 'school'))).toEqual([['classroom', 'tablet-roster']]);
    expect(asked('class-tablet', null, person('teacher'))).toEqual([]);
  });

  it('asks nothing for a malformed id', () => {
    expect(asked('class', null)).toEqual([]);
    expect(asked('assignment', null)).toEqual([]);
  });

  it('leaves the answer in the cache under the key the screen reads', async () => {
    const classes = [{ id: 7, name: '5-A' }];
    vi.spyOn(http, 'request').mockResolvedValueOnce({ classes });
    const client = new QueryClient();
    await prefetchClassroomPage(client, 'lectures', null, person('teacher'));
    expect(client.getQueryData(classesQuery().queryKey)).toEqual(classes);
  });
});

describe('prefetchNextUp', () => {
  const asked = (user: User | null) => askedFor((client) => prefetchNextUp(client, user));

  it("starts the dashboard home card's query for the signed-in role", () => {
    expect(asked(person('student'))).toEqual([['classroom', 'homeworks', 'own']]);
    expect(asked(person('parent'))).toEqual([['classroom', 'homeworks', 'own']]);
    expect(asked(person('teacher'))).toEqual([['classroom', 'assignments', 'all']]);
    expect(asked(person('administrator'))).toEqual([['classroom', 'assignments', 'all']]);
  });

  it("asks nothing for a school's shared account, whose card has no list", () => {
    expect(asked(person('student', 'school'))).toEqual([]);
    expect(asked(null)).toEqual([]);
  });
});

describe('loadTaughtContent', () => {
  const summary = (grade: ClassGrade, status: ClassStatus = 'active') => ({ id: 1, grade, status }) as ClassSummary;
  const homework = (ref: string | null, kind: 'experiment' | 'tool' | 'free' = 'experiment', archived = false) =>
    ({ assignment: { content: { kind, ref }, class_archived: archived }, state: 'assigned', submission: null }) as unknown as Homework;
  const client = (classes: ClassSummary[], homeworks: Homework[]) => {
    const made = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    made.setQueryData(classesQuery().queryKey, classes);
    made.setQueryData(homeworksQuery().queryKey, { success: true, homeworks });
    return made;
  };

  it('gives a student’s active classes’ grades and the items their homework opens, not an archived class’s, a tool or a free task', async () => {
    const kept = client(
      [summary('5'), summary('6', 'archived')],
      [homework('strawberry-dna'), homework('moon-phases', 'experiment', true), homework('stopwatch', 'tool'), homework(null, 'free')],
    );
    expect(await loadTaughtContent(kept, 'student')).toEqual({ classGrades: ['5'], experimentIds: ['strawberry-dna'] });
  });

  it('does not read homework for a teacher', async () => {
    const kept = client([summary('6')], [homework('strawberry-dna')]);
    const read = vi.spyOn(kept, 'ensureQueryData');
    expect(await loadTaughtContent(kept, 'teacher')).toEqual({ classGrades: ['6'], experimentIds: [] });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('counts what cannot be read as nothing', async () => {
    const empty = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.spyOn(empty, 'ensureQueryData').mockRejectedValue(new Error('offline'));
    expect(await loadTaughtContent(empty, 'student')).toEqual({ classGrades: [], experimentIds: [] });
  });
});

describe('classExperimentIds', () => {
  it('lists the items a class’s homework opens, not its tools or free tasks', async () => {
    const kept = new QueryClient();
    const assignment = (kind: 'experiment' | 'tool' | 'free', ref: string | null) => ({ content: { kind, ref } }) as TeacherAssignment;
    kept.setQueryData(assignmentsQuery(7).queryKey, [assignment('experiment', 'series-parallel'), assignment('tool', 'stopwatch'), assignment('free', null)]);
    expect(await classExperimentIds(kept, 7)).toEqual(['series-parallel']);
  });
});
