/**
 * The progress and schedule API contract (docs/architecture.md#the-two-outboxes, issue 16): progress events a user's devices
 * post through the signed-in outbox, what the server aggregates from them (mastery per MEB outcome
 * and the docs/behaviour.md#data-kept-on-the-device progress stats), and a class's weekly timetable. Shapes follow the classroom's
 * conventions (snake_case, number ids, the docs/behaviour.md#errors error shape). The rules that turn events into
 * levels, XP and streaks are in shared/progress and run the same on both sides.
 */
import type { ClassGrade, Subject, SubmissionState } from './classroom.ts';
import type { ApiEnvelope } from './contract.ts';
import type { HardQuestion, HelpReason } from '../progress/heatmap.ts';
import type { DueReason, MasteryLevel } from '../progress/mastery.ts';
import type { ProgressStats } from '../progress/xpStats.ts';
import type { Difficulty, ProgressEventKind } from '../progress/xpRules.ts';

// ── Progress events ────────────────────────────────────────────────────────

export const PROGRESS_EVENT_KINDS = [
  'questionAnswered',
  'experimentFinished',
  'homeworkSubmitted',
  'scheduleItemDone',
] as const satisfies readonly ProgressEventKind[];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const satisfies readonly Difficulty[];

export const PROGRESS_LIMITS = {
  /** The device-made event id (also its Idempotency-Key). */
  idMax: 64,
  refMax: 160,
  outcomesMax: 6,
  outcomeCodeMax: 20,
  minutesMax: 480,
  /** A device clock may run this far ahead; later times are taken as the time the server received the event. */
  clockAheadMs: 5 * 60 * 1000,
  /** Work done offline is accepted this long after it was done; older times are refused. */
  maxAgeDays: 60,
  /** Events one user may post in a day (a generous bound: a lesson is tens of answers). */
  eventsPerDay: 1500,
  /** The events a student's answer holds, newest kept (years of daily use). */
  eventsListedMax: 5000,
  /** A timetable's lessons in a week. */
  timetableSlotsMax: 60,
  slotTitleMax: 60,
} as const;

/**
 * References name what was done, unique across the app so XP is earned once per thing:
 * - `question:<experimentId>/<questionId>`
 * - `experiment:<experimentId>`
 * - `homework:<assignmentId>`
 * - `schedule:<classId>/<slotId>/<YYYY-MM-DD>` (a timetable lesson on one day) or `schedule:event/<id>`
 */
export const progressRef = {
  question: (experimentId: string, questionId: string) => `question:${experimentId}/${questionId}`,
  experiment: (experimentId: string) => `experiment:${experimentId}`,
  homework: (assignmentId: number) => `homework:${assignmentId}`,
  scheduleSlot: (classId: number, slotId: string, date: string) => `schedule:${classId}/${slotId}/${date}`,
} as const;

export const PROGRESS_REF_PATTERN = /^(question|experiment|homework|schedule):[A-Za-z0-9._/-]{1,150}$/;

/** What a device posts, once, with its id as the Idempotency-Key. */
export type ProgressEventInput = {
  id: string;
  kind: ProgressEventKind;
  ref: string;
  /** The MEB outcome codes the work serves (none for a schedule item without one). */
  outcomes: string[];
  /** Answers only. */
  correct?: boolean;
  /** Answered in a mixed review (several outcomes interleaved): what confirms mastery. */
  mixed_review?: boolean;
  difficulty?: Difficulty;
  minutes?: number;
  /** The device's time of the work (completed_at), an ISO instant with offset. */
  at: string;
};

/** What a screen knows of a finished thing; the event's id and time are made when it is recorded. */
export type ProgressReport = Omit<ProgressEventInput, 'id' | 'at'>;

/** A stored event: the server decides `on_time` for homework itself and bounds `at` by `received_at`. */
export type ProgressEventRecord = Omit<ProgressEventInput, 'correct' | 'mixed_review' | 'difficulty' | 'minutes'> & {
  user_id: number;
  correct: boolean | null;
  mixed_review: boolean;
  difficulty: Difficulty;
  minutes: number | null;
  on_time: boolean | null;
  received_at: string;
};

export type ProgressEventResponse = ApiEnvelope & { event: ProgressEventRecord };

// ── Aggregates ─────────────────────────────────────────────────────────────

/** One outcome as the server judged it from the student's events (shared/progress/mastery.ts). */
export type OutcomeMastery = {
  outcome: string;
  level: MasteryLevel;
  due: DueReason | null;
  answers: number;
  correct: number;
  last_at: string | null;
};

export type XpFigures = {
  total: number;
  today: number;
  /** XP earned Monday–Sunday of the current week (Turkey). */
  week: number;
  daily_goal: number;
};

export type AttendanceCounts = { present: number; absent: number; late: number; excused: number };

export type HomeworkHistoryEntry = {
  assignment_id: number;
  class_id: number;
  title: string;
  due_at: string;
  state: SubmissionState;
  score: number | null;
};

/** A student's grade average in one of their classes: the one average (src/shared/classroom/average.ts), as the roster shows it. */
export type ClassGradeAverage = { class_id: number; class_name: string; average: number | null };

/** A student's own progress, for the student or their linked parent (`PROGRESS_PATHS.me`). */
export type StudentProgressResponse = ApiEnvelope & {
  student: { id: number; full_name: string };
  events: ProgressEventRecord[];
  mastery: OutcomeMastery[];
  stats: ProgressStats;
  xp: XpFigures;
  homework: HomeworkHistoryEntry[];
  /** Per active class, in the order joined. */
  grade_averages: ClassGradeAverage[];
  attendance: AttendanceCounts;
  /**
   * The days the child's school closed on its own (a snow day, a local holiday): the streak skips them,
   * and the app counts it with them too; the schedule names the day by its label. Absent from answers
   * cached before it was added.
   */
  school_days_off?: { start: string; end: string; label?: string }[];
  /** For a parent: their children (pick one with ?student=). */
  children?: { id: number; full_name: string }[];
};

/** The figures drawn from all of a student's work, whatever the class: not every reader of the record sees them. */
type CrossClassFigures = Pick<StudentProgressResponse, 'events' | 'mastery' | 'stats' | 'xp'>;

/**
 * One student's record as staff read it (`PROGRESS_PATHS.student`): a teacher's only of their own
 * classes (homework, attendance), the administrator's of the school's classes. The cross-class
 * figures are null unless the reader is the child, their linked parent or staff of the child's own
 * school (a teacher of a class outside it sees only that class's work).
 */
export type StudentRecordResponse = ApiEnvelope & {
  student: { id: number; full_name: string };
  homework: HomeworkHistoryEntry[];
  /** Per active class within the reader's scope. */
  grade_averages: ClassGradeAverage[];
  attendance: AttendanceCounts;
} & { [K in keyof CrossClassFigures]: CrossClassFigures[K] | null };

export type ClassProgressStudent = {
  /** The student's user id. */
  id: number;
  number: string | null;
  full_name: string;
  /** Cross-class figures: null for a student who is not of the class's school (a class outside a school sees only its own work). */
  stats: ProgressStats | null;
  xp: XpFigures | null;
  attendance: AttendanceCounts;
  homework: { total: number; submitted: number; late: number; missing: number };
  /** The one grade average in this class (src/shared/classroom/average.ts), as the roster and the gradebook show it. */
  grade_average: number | null;
  /** One per class outcome, in `outcomes` order; empty when the cross-class figures are withheld (see `stats`). */
  cells: { level: MasteryLevel; due: DueReason | null; answers: number; correct: number }[];
};

/** A class's heatmap and lists for its teacher and its school's administrator. */
export type ClassProgressResponse = ApiEnvelope & {
  class: { id: number; name: string; grade: ClassGrade; subject: Subject };
  /** The outcomes of the class's assignments and of its students' evidence, sorted by code. */
  outcomes: string[];
  students: ClassProgressStudent[];
  hard_questions: HardQuestion[];
  needs_help: { student_id: number; reasons: HelpReason[]; outcomes: { outcome: string; level: MasteryLevel; reason: HelpReason }[] }[];
  /** A class goal instead of a league table: the class's XP this week against a target. */
  class_goal: { week_xp: number; goal_xp: number };
};

// ── Timetable (the schedule's weekly plan) ─────────────────────────────────

/** docs/behaviour.md#data-kept-on-the-device schedule vocabularies. */
export const SCHEDULE_EVENT_TYPES = ['class', 'meeting', 'lab', 'assignment', 'break', 'exam', 'project'] as const;
export type ScheduleEventType = (typeof SCHEDULE_EVENT_TYPES)[number];
export type ScheduleStatus = 'completed' | 'current' | 'upcoming' | 'missed';
export const ENERGY_LEVELS = ['low', 'medium', 'high'] as const;
export type EnergyLevel = (typeof ENERGY_LEVELS)[number];

/** One lesson of the week, repeated every school day it falls on. */
export type TimetableSlot = {
  /** Made by the client, stable across edits (XP for a done lesson is keyed by it). */
  id: string;
  /** 1 = Monday … 5 = Friday. */
  weekday: 1 | 2 | 3 | 4 | 5;
  /** "HH:mm", start before end. */
  start: string;
  end: string;
  title: string;
  type: ScheduleEventType;
  difficulty: Difficulty;
  energy: EnergyLevel;
};

export type Timetable = { class_id: number; slots: TimetableSlot[]; version: number; updated_at: string | null };
export type TimetableSaveRequest = { slots: TimetableSlot[]; version: number };
export type TimetableResponse = ApiEnvelope & { timetable: Timetable };
export type TimetableConflict = ApiEnvelope & { success: false; error_code: 'CONFLICT'; current: Timetable };

// ── Paths ──────────────────────────────────────────────────────────────────

const segment = (id: number | string) => encodeURIComponent(String(id));

export const PROGRESS_PATHS = {
  events: '/api/progress/events/',
  /** The caller's own progress; a parent's first child (or ?student=<id>). */
  me: '/api/progress/me/',
  student: (id: number | string) => `/api/progress/students/${segment(id)}/`,
  classProgress: (id: number | string) => `/api/progress/classes/${segment(id)}/`,
  timetable: (classId: number | string) => `/api/classes/${segment(classId)}/timetable/`,
} as const;
