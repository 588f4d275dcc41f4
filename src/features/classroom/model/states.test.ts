import { describe, expect, it } from 'vitest';
import type { Assignment, Homework, Submission, SubmissionState } from '@/shared/api/classroom.ts';
import { canHandIn, canSubmit, dueLabelKind, handInClosure, homeworkState, nextDue, sortHomeworks, splitHistory } from './states.ts';

// Local times, so the tests mean the same in any time zone. 24 November 2025 is a Monday.
const at = (day: number, hour = 0, minute = 0) => new Date(2025, 10, day, hour, minute).getTime();
const iso = (time: number) => new Date(time).toISOString();

function assignment(id: number, due: number): Assignment {
  return {
    id,
    class_id: 1,
    class_name: '5-A',
    title: `Ödev ${id}`,
    instructions: '',
    content: { kind: 'free', ref: null },
    outcomes: [],
    question_count: 0,
    question_ids: [],
    status: 'published',
    publish_at: null,
    due_at: iso(due),
    audience: 'class',
    student_ids: [],
    reveal: 'after_grading',
    closed_at: null,
    class_archived: false,
    created_at: iso(at(1)),
    updated_at: iso(at(1)),
  };
}

function submission(facts: Partial<Submission>): Submission {
  return {
    id: 1,
    assignment_id: 1,
    student_id: 9,
    answers: {},
    text: '',
    has_photo: false,
    auto_score: null,
    score: null,
    result_withheld: false,
    feedback: '',
    completed_at: iso(at(20)),
    received_at: iso(at(20)),
    late: false,
    held: false,
    on_paper: false,
    accepted_at: null,
    graded_at: null,
    returned_at: null,
    version: 1,
    state: 'submitted',
    ...facts,
  };
}

function homework(id: number, due: number, latest: Partial<Submission> | null, changes: Partial<Assignment> = {}): Homework {
  const work = latest ? submission({ assignment_id: id, ...latest }) : null;
  return { assignment: { ...assignment(id, due), ...changes }, state: work?.state ?? 'assigned', submission: work };
}

const CLOSED: Partial<Assignment> = { status: 'closed', closed_at: iso(at(23, 17)) };
const ARCHIVED: Partial<Assignment> = { class_archived: true };

describe('dueLabelKind', () => {
  const monday = at(24, 8);

  it('is overdue once the due time has passed, even the same day', () => {
    expect(dueLabelKind(iso(at(24, 7, 59)), monday)).toBe('overdue');
    expect(dueLabelKind(iso(at(20, 12)), monday)).toBe('overdue');
    expect(dueLabelKind(iso(monday), monday)).toBe('today');
  });

  it('reads by calendar days, not 24-hour spans', () => {
    expect(dueLabelKind(iso(at(24, 23, 59)), monday)).toBe('today');
    expect(dueLabelKind(iso(at(25, 0, 1)), at(24, 23))).toBe('tomorrow');
    expect(dueLabelKind(iso(at(25, 23, 59)), monday)).toBe('tomorrow');
  });

  it('says this week up to Sunday and later from the next Monday', () => {
    expect(dueLabelKind(iso(at(26, 9)), monday)).toBe('this-week');
    expect(dueLabelKind(iso(at(30, 23, 59)), monday)).toBe('this-week');
    expect(dueLabelKind(iso(at(31 /* 1 December */, 0, 1)), monday)).toBe('later');
  });

  it('has no "this week" left on a Sunday: Monday is tomorrow, Tuesday is later', () => {
    const sunday = at(30, 10);
    expect(dueLabelKind(iso(at(31, 9)), sunday)).toBe('tomorrow');
    expect(dueLabelKind(iso(at(32, 9)), sunday)).toBe('later');
  });

  it('says this week on a Friday for Sunday, and later for the next Monday', () => {
    const friday = at(28, 8);
    expect(dueLabelKind(iso(at(30, 20)), friday)).toBe('this-week');
    expect(dueLabelKind(iso(at(31, 8)), friday)).toBe('later');
  });
});

describe('homeworkState', () => {
  it('turns work not handed in into missing once the due time passes, whatever the fetched list said', () => {
    const work = homework(1, at(24, 17), null);
    expect(homeworkState(work, at(24, 16))).toBe('assigned');
    expect(homeworkState(work, at(24, 18))).toBe('missing');
  });

  it('follows the latest submission', () => {
    expect(homeworkState(homework(1, at(24), { late: true }), at(25))).toBe('late');
    expect(homeworkState(homework(1, at(24), { graded_at: iso(at(25)) }), at(26))).toBe('graded');
    expect(homeworkState(homework(1, at(24), { graded_at: iso(at(25)), returned_at: iso(at(25)) }), at(26))).toBe('returned');
    expect(homeworkState(homework(1, at(24), { held: true, late: true }), at(26))).toBe('held');
  });
});

describe('sortHomeworks', () => {
  const now = at(24, 12);

  it('puts returned, then assigned by nearest due, then missing, then handed in, then graded newest first', () => {
    const list = [
      homework(1, at(20), { graded_at: iso(at(21)) }),
      homework(2, at(28), null),
      homework(3, at(22), null),
      homework(4, at(26), { graded_at: iso(at(22)), returned_at: iso(at(22)) }),
      homework(5, at(25), null),
      homework(6, at(27), {}),
      homework(7, at(18), { graded_at: iso(at(23)) }),
      homework(8, at(23), { late: true }),
      homework(9, at(21), null),
    ];
    expect(sortHomeworks(list, now).map((item) => item.assignment.id)).toEqual([4, 5, 2, 9, 3, 8, 6, 7, 1]);
  });

  it('sorts by the state now, not the state in the list', () => {
    const stale: Homework = { ...homework(1, at(24, 10), null), state: 'assigned' };
    const upcoming = homework(2, at(30), null);
    expect(sortHomeworks([stale, upcoming], now).map((item) => item.assignment.id)).toEqual([2, 1]);
  });

  it('leaves the given array as it was', () => {
    const list = [homework(1, at(30), null), homework(2, at(25), null)];
    sortHomeworks(list, now);
    expect(list.map((item) => item.assignment.id)).toEqual([1, 2]);
  });
});

describe('nextDue', () => {
  const now = at(24, 12);

  it('is the nearest work still to hand in', () => {
    const list = [homework(1, at(28), null), homework(2, at(26), null), homework(3, at(25), {}), homework(4, at(20), null)];
    expect(nextDue(list, now)?.assignment.id).toBe(2);
  });

  it('includes work sent back to redo while its due time has not passed', () => {
    const returned = homework(1, at(25), { graded_at: iso(at(23)), returned_at: iso(at(23)) });
    expect(nextDue([homework(2, at(27), null), returned], now)?.assignment.id).toBe(1);
    const returnedLate = homework(3, at(23), { graded_at: iso(at(23)), returned_at: iso(at(23)) });
    expect(nextDue([returnedLate], now)).toBeNull();
  });

  it('skips work whose hand-ins the teacher closed or whose class is archived', () => {
    const list = [homework(1, at(25), null, CLOSED), homework(2, at(26), null, ARCHIVED), homework(3, at(28), null)];
    expect(nextDue(list, now)?.assignment.id).toBe(3);
    expect(nextDue(list.slice(0, 2), now)).toBeNull();
  });

  it('is null when nothing is left to do', () => {
    expect(nextDue([], now)).toBeNull();
    expect(nextDue([homework(1, at(20), null), homework(2, at(28), {}), homework(3, at(28), { graded_at: iso(at(24)) })], now)).toBeNull();
  });
});

describe('canSubmit', () => {
  it.each<[SubmissionState, boolean]>([
    ['assigned', true],
    ['missing', true],
    ['returned', true],
    ['submitted', false],
    ['late', false],
    ['graded', false],
    ['held', false],
  ])('%s → %s', (state, expected) => {
    expect(canSubmit(state)).toBe(expected);
  });
});

describe('closed hand-ins and archived classes', () => {
  const now = at(24, 12);

  it('never offers closed work or an archived class’s work to hand in, even when nothing was handed in', () => {
    expect(canHandIn(homework(1, at(28), null), now)).toBe(true);
    expect(canHandIn(homework(1, at(28), null, CLOSED), now)).toBe(false);
    expect(canHandIn(homework(1, at(28), { graded_at: iso(at(23)), returned_at: iso(at(23)) }, CLOSED), now)).toBe(false);
    expect(canHandIn(homework(1, at(28), null, ARCHIVED), now)).toBe(false);
  });

  it('says why hand-ins are closed: archived first, else closed with its time (null when the server gave none)', () => {
    expect(handInClosure(assignment(1, at(28)))).toBeNull();
    expect(handInClosure({ ...assignment(1, at(28)), ...CLOSED })).toEqual({ reason: 'closed', closedAt: iso(at(23, 17)) });
    expect(handInClosure({ ...assignment(1, at(28)), status: 'closed', closed_at: null })).toEqual({ reason: 'closed', closedAt: null });
    expect(handInClosure({ ...assignment(1, at(28)), ...CLOSED, ...ARCHIVED })).toEqual({ reason: 'archived' });
  });

  it('keeps an archived class’s homework apart as history, in the order given', () => {
    const list = [
      homework(1, at(28), null),
      homework(2, at(20), { graded_at: iso(at(21)) }, ARCHIVED),
      homework(3, at(26), null, CLOSED),
      homework(4, at(25), null, ARCHIVED),
    ];
    const { current, history } = splitHistory(list);
    expect(current.map((item) => item.assignment.id)).toEqual([1, 3]);
    expect(history.map((item) => item.assignment.id)).toEqual([2, 4]);
  });
});
