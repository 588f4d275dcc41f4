import { describe, expect, it } from 'vitest';
import type { Assignment, Homework, Submission } from '@/shared/api/classroom.ts';
import { progressRef, type TimetableSlot } from '@/shared/api/progress.ts';
import type { AnyProgressEvent } from '@/shared/progress/events.ts';
import { assignmentWork, buildWeek, calendarExams, doneRefsOf, homeworkWork, lessonDoneReport, statusAt, type WeekInput } from './scheduleItems.ts';

const CLASS = 7;

const slot = (changes: Partial<TimetableSlot> & Pick<TimetableSlot, 'id'>): TimetableSlot => ({
  weekday: 1,
  start: '08:30',
  end: '09:10',
  title: 'Matematik',
  type: 'class',
  difficulty: 'medium',
  energy: 'high',
  ...changes,
});

const SLOTS: TimetableSlot[] = [
  slot({ id: 'pzt-mat' }),
  slot({ id: 'pzt-fen', start: '09:20', end: '10:00', title: 'Fen Bilimleri' }),
  slot({ id: 'sal-teneffus', weekday: 2, start: '09:00', end: '09:10', title: 'Teneffüs', type: 'break', energy: 'low' }),
  slot({ id: 'sal-fen', weekday: 2, start: '09:20', end: '10:00', title: 'Fen Bilimleri', difficulty: 'hard' }),
  slot({ id: 'sal-mat', weekday: 2, start: '11:00', end: '11:40' }),
  slot({ id: 'car-lab', weekday: 3, start: '10:10', end: '10:50', title: 'Fen — deney', type: 'lab' }),
  slot({ id: 'cum-sinav', weekday: 5, start: '09:20', end: '10:00', title: 'Kısa sınav', type: 'exam', difficulty: 'hard' }),
];

// Tuesday 4 November 2025, 09:30 in Turkey: inside the Tuesday science lesson.
const TUESDAY_0930 = new Date('2025-11-04T06:30:00Z');

const week = (changes: Partial<WeekInput> = {}) =>
  buildWeek({ monday: '2025-11-03', classId: CLASS, slots: SLOTS, work: [], doneRefs: new Set(), viewer: 'student', now: TUESDAY_0930, ...changes });

const itemsOf = (days: ReturnType<typeof buildWeek>, date: string) => days.find((day) => day.date === date)?.items ?? [];
const statuses = (days: ReturnType<typeof buildWeek>, date: string) => itemsOf(days, date).map((item) => [item.title, item.status, item.markable]);

describe('a week from the timetable', () => {
  it('puts each lesson on its school day in time order, with its own reference', () => {
    const days = week();
    expect(days.map((day) => day.date)).toEqual(['2025-11-03', '2025-11-04', '2025-11-05', '2025-11-06', '2025-11-07']);
    expect(days.map((day) => day.isToday)).toEqual([false, true, false, false, false]);
    expect(itemsOf(days, '2025-11-04').map((item) => item.start)).toEqual(['09:00', '09:20', '11:00']);
    expect(itemsOf(days, '2025-11-06')).toEqual([]);
    expect(itemsOf(days, '2025-11-07')[0]).toMatchObject({
      type: 'exam',
      difficulty: 'hard',
      energy: 'high',
      ref: progressRef.scheduleSlot(CLASS, 'cum-sinav', '2025-11-07'),
    });
  });

  it('shows a holiday or a break instead of lessons', () => {
    // 29 Ekim (Wednesday) is Republic Day; the 28th is a half day, still a school day.
    const republic = week({ monday: '2025-10-27', now: new Date('2025-10-27T08:00:00+03:00') });
    expect(republic.map((day) => [day.date, day.schoolDay, day.items.length])).toEqual([
      ['2025-10-27', true, 2],
      ['2025-10-28', true, 3],
      ['2025-10-29', false, 0],
      ['2025-10-30', true, 0],
      ['2025-10-31', true, 1],
    ]);
    // The first mid-term break: the whole week off.
    expect(week({ monday: '2025-11-10' }).every((day) => !day.schoolDay && day.items.length === 0)).toBe(true);
  });

  it('names a day the school closed on its own (a snow day) by the name the school gave it, and drops its lessons', () => {
    const days = week({ isSchoolDay: (day) => day !== '2025-11-05', dayOffLabel: (day) => (day === '2025-11-05' ? 'Kar tatili' : undefined) });
    const snowy = days.find((day) => day.date === '2025-11-05');
    expect(snowy).toMatchObject({ schoolDay: false, dayOff: 'Kar tatili', items: [] });
    expect(days.find((day) => day.date === '2025-11-04')?.dayOff).toBeUndefined();
  });

  it('judges a student’s lessons by their ticks: completed, current, upcoming, missed', () => {
    const done = new Set([progressRef.scheduleSlot(CLASS, 'pzt-mat', '2025-11-03')]);
    const days = week({ doneRefs: done });
    expect(statuses(days, '2025-11-03')).toEqual([
      ['Matematik', 'completed', false],
      // Yesterday's lesson cannot be ticked off any more.
      ['Fen Bilimleri', 'missed', false],
    ]);
    expect(statuses(days, '2025-11-04')).toEqual([
      // A break is over when it is over: nobody misses one, and it earns nothing.
      ['Teneffüs', 'completed', false],
      ['Fen Bilimleri', 'current', true],
      ['Matematik', 'upcoming', false],
    ]);
    expect(statuses(week({ now: new Date('2025-11-04T12:00:00+03:00') }), '2025-11-04')).toEqual([
      ['Teneffüs', 'completed', false],
      ['Fen Bilimleri', 'missed', true],
      ['Matematik', 'missed', true],
    ]);
  });

  it('counts a lesson ticked off as completed at once, even before it ends', () => {
    const done = new Set([progressRef.scheduleSlot(CLASS, 'sal-fen', '2025-11-04')]);
    expect(statuses(week({ doneRefs: done }), '2025-11-04')[1]).toEqual(['Fen Bilimleri', 'completed', false]);
  });

  it('shows a parent the child’s statuses read only, and a teacher the clock only', () => {
    const parent = week({ viewer: 'parent' });
    expect(statuses(parent, '2025-11-04')).toEqual([
      ['Teneffüs', 'completed', false],
      ['Fen Bilimleri', 'current', false],
      ['Matematik', 'upcoming', false],
    ]);
    expect(statuses(week({ viewer: 'staff' }), '2025-11-03')).toEqual([
      ['Matematik', 'completed', false],
      ['Fen Bilimleri', 'completed', false],
    ]);
  });

  it('reads the clock in Turkey: the start is inclusive and the end exclusive', () => {
    const lesson = { date: '2025-11-04', start: '09:20', end: '10:00' };
    expect(statusAt(lesson, false, false, new Date('2025-11-04T06:19:59Z'))).toBe('upcoming');
    expect(statusAt(lesson, false, false, new Date('2025-11-04T06:20:00Z'))).toBe('current');
    expect(statusAt(lesson, false, false, new Date('2025-11-04T07:00:00Z'))).toBe('missed');
    expect(statusAt(lesson, false, true, new Date('2025-11-04T07:00:00Z'))).toBe('completed');
    expect(statusAt({ ...lesson, end: null }, false, false, new Date('2025-11-04T06:25:00Z'))).toBe('missed');
  });
});

const assignment = (id: number, dueAt: string, changes: Partial<Assignment> = {}): Assignment => ({
  id,
  class_id: CLASS,
  class_name: '5-B',
  title: `Ödev ${id}`,
  instructions: '',
  content: { kind: 'free', ref: null },
  outcomes: [],
  question_count: 0,
  question_ids: [],
  status: 'published',
  publish_at: null,
  due_at: dueAt,
  audience: 'class',
  student_ids: [],
  reveal: 'after_grading',
  closed_at: null,
  class_archived: false,
  created_at: '2025-10-01T09:00:00Z',
  updated_at: '2025-10-01T09:00:00Z',
  ...changes,
});

const handIn = (late = false): Submission => ({
  id: 1,
  assignment_id: 1,
  student_id: 11,
  answers: {},
  text: 'Bitti',
  has_photo: false,
  auto_score: null,
  score: null,
  result_withheld: false,
  feedback: '',
  completed_at: '2025-11-04T12:00:00Z',
  received_at: '2025-11-04T12:00:00Z',
  late,
  held: false,
  on_paper: false,
  accepted_at: null,
  graded_at: null,
  returned_at: null,
  version: 1,
  state: late ? 'late' : 'submitted',
});

const homework = (item: Assignment, submission: Submission | null = null): Homework => ({ assignment: item, state: 'assigned', submission });

describe('due dates and exams in the week', () => {
  it('puts a homework on its due day at its Turkey time: handed in, still to do, or missed', () => {
    const work = [
      homeworkWork(homework(assignment(1, '2025-11-05T20:59:00Z'))),
      homeworkWork(homework(assignment(2, '2025-11-03T20:59:00Z'))),
      homeworkWork(homework(assignment(3, '2025-11-03T20:59:00Z'), handIn(true))),
      // Next week's is not this week's.
      homeworkWork(homework(assignment(4, '2025-11-12T20:59:00Z'))),
    ].flatMap((item) => (item ? [item] : []));
    const days = week({ work });
    expect(itemsOf(days, '2025-11-05').at(-1)).toMatchObject({
      title: 'Ödev 1',
      type: 'assignment',
      start: '23:59',
      end: null,
      status: 'upcoming',
      assignmentId: 1,
    });
    expect(
      itemsOf(days, '2025-11-03')
        .slice(2)
        .map((item) => [item.title, item.status]),
    ).toEqual([
      ['Ödev 2', 'missed'],
      ['Ödev 3', 'completed'],
    ]);
    expect(days.flatMap((day) => day.items).some((item) => item.title === 'Ödev 4')).toBe(false);
  });

  it('counts a homework sent back to be done again as not done', () => {
    const returned = { ...handIn(), returned_at: '2025-11-04T08:00:00Z' };
    expect(homeworkWork(homework(assignment(8, '2025-11-05T20:59:00Z'), returned))).toMatchObject({ done: false });
    expect(homeworkWork(homework(assignment(8, 'yarın')))).toBeNull();
  });

  it('shows Saturday only when something is due then, and due dates on a holiday too', () => {
    const saturday = assignmentWork(assignment(5, '2025-11-08T09:00:00Z'));
    const draft = assignmentWork(assignment(6, '2025-11-08T09:00:00Z', { status: 'draft' }));
    expect(draft).toBeNull();
    const days = week({ work: saturday ? [saturday] : [], viewer: 'staff' });
    expect(days.map((day) => day.date).at(-1)).toBe('2025-11-08');
    expect(days.at(-1)).toMatchObject({ schoolDay: false, items: [{ title: 'Ödev 5', start: '12:00', status: 'upcoming' }] });

    const inBreak = assignmentWork(assignment(7, '2025-11-12T09:00:00Z'));
    expect(itemsOf(week({ monday: '2025-11-10', work: inBreak ? [inBreak] : [] }), '2025-11-12').map((item) => item.title)).toEqual(['Ödev 7']);
  });

  it('takes only the exams from the user’s own calendar', () => {
    const exams = calendarExams([
      { id: 'a', title: 'Matematik sınavı', type: 'exam', date: '2025-11-06', start: '10:00', end: '10:40', difficulty: 'hard', done: false },
      { id: 'b', title: 'Kitap oku', type: 'project', date: '2025-11-06', start: '15:00', end: '16:00', done: false },
    ]);
    expect(exams).toHaveLength(1);
    expect(itemsOf(week({ work: exams }), '2025-11-06')).toEqual([
      expect.objectContaining({ key: 'calendar-a', source: 'calendar', type: 'exam', difficulty: 'hard', status: 'upcoming', markable: false }),
    ]);
  });
});

describe('ticking a lesson off', () => {
  it('records the lesson once by its reference, with its difficulty and length', () => {
    const [lesson] = itemsOf(week(), '2025-11-04').filter((item) => item.markable);
    expect(lesson && lessonDoneReport(lesson)).toEqual({
      kind: 'scheduleItemDone',
      ref: 'schedule:7/sal-fen/2025-11-04',
      outcomes: [],
      difficulty: 'hard',
      minutes: 40,
    });
  });

  it('reads the ticks from the student’s events, waiting ones included', () => {
    const events: AnyProgressEvent[] = [
      { id: 'e1', kind: 'scheduleItemDone', ref: 'schedule:7/sal-fen/2025-11-04', outcomes: [], at: '2025-11-04T07:00:00Z' },
      { id: 'e2', kind: 'experimentFinished', ref: 'experiment:isik', outcomes: [], at: '2025-11-04T07:00:00Z' },
    ];
    expect([...doneRefsOf(events)]).toEqual(['schedule:7/sal-fen/2025-11-04']);
  });
});
