import type { ApiErrorBody } from '../../../src/shared/api/contract.ts';
import { progressRef, type ProgressEventInput } from '../../../src/shared/api/progress.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';

// What the progress contract tests share, next to the classroom's testKit (accounts, classes, `as`).

/** The demo's questions on F.5.3.1.1 (measuring-force), the one grade-5 outcome with a certain MEB code. */
export const FORCE_QUESTIONS = ['force-unit', 'dynamometer-spring', 'weight-500g', 'over-capacity', 'most-friction', 'useful-friction'] as const;
export const FORCE_OUTCOME = 'F.5.3.1.1';

/** A reply body read either way: the success shape, or the error's code and field errors. */
export type Answer<T> = T & Pick<ApiErrorBody, 'error_code' | 'errors'>;

let serial = 0;

/** A fresh event id, as a device makes one. */
export const newEventId = (): string => {
  serial += 1;
  return `test-${serial}-${Date.now()}`;
};

/** A moment `minutes` from the real clock: the test server's clock stands at its start time, a few seconds behind. */
export const inMinutes = (minutes: number): string => new Date(Date.now() + minutes * 60 * 1000).toISOString();

/** An answer to one of the force questions, a minute ago unless told otherwise. */
export function answerEvent(question: string, correct: boolean, changes: Partial<ProgressEventInput> = {}): ProgressEventInput {
  return {
    id: newEventId(),
    kind: 'questionAnswered',
    ref: progressRef.question('measuring-force', question),
    outcomes: [FORCE_OUTCOME],
    correct,
    at: inMinutes(-1),
    ...changes,
  };
}

export function homeworkEvent(assignmentId: number, changes: Partial<ProgressEventInput> = {}): ProgressEventInput {
  return { id: newEventId(), kind: 'homeworkSubmitted', ref: progressRef.homework(assignmentId), outcomes: [], at: inMinutes(-1), ...changes };
}

/** The user id of a seeded 5-B child with an account (a roster account for everyone but Elif). */
export function userIdOf(server: TestServer, firstName: string): number {
  const row = server.db
    .prepare<[string], { user_id: number | null }>(
      "SELECT e.user_id FROM enrolments e JOIN classes c ON c.id = e.class_id WHERE c.name = '5-B' AND e.first_name = ?",
    )
    .get(firstName);
  if (!row?.user_id) throw new Error(`${firstName} of 5-B has no account`);
  return row.user_id;
}
