/**
 * The school analytics API contract (`/school-analytics`): the school administrator's figures per
 * class, per grade and for the whole school over a term, written once for the client and `server/`.
 * Only counts and rates cross the wire: no student's name or id. Shapes follow the classroom's
 * conventions (snake_case, number ids, the docs/behaviour.md#errors error shape); the rules that make the figures are
 * in shared/analytics and run on the server.
 */
import type { ClassGrade, Subject } from './classroom.ts';
import type { ApiEnvelope } from './contract.ts';

export const ANALYTICS_LIMITS = {
  /** A term id is short ("term-1-2025", "year-2025"); anything longer is refused before it is looked up. */
  termIdMax: 32,
} as const;

// ── Periods ────────────────────────────────────────────────────────────────

type AnalyticsTermKind = 'term' | 'year';

/** A period the figures can be asked for: a term of the school calendar or a whole school year. */
export type AnalyticsTerm = {
  /** The calendar's term id (`term-1-2025`) or `year-<first year>` for a whole school year. */
  id: string;
  kind: AnalyticsTermKind;
  /** The school year it belongs to, named by the year it starts in: 2025 is 2025/26. */
  school_year: number;
  /** A term's place in its school year (1, 2); null for a whole year. */
  number: number | null;
  /** Turkey's days, both included ("YYYY-MM-DD"). */
  start: string;
  end: string;
};

// ── Figures ────────────────────────────────────────────────────────────────

/**
 * Percentages have one decimal and are null when there is nothing to divide by (no homework due, no
 * attendance taken): "no data" is not 0 %.
 */
export type HomeworkFigures = {
  /** Student-assignment pairs given in the term (each student an assignment is for). */
  assigned: number;
  /** Handed in (late ones included). */
  submitted: number;
  /** The handed-in work that came after its due time. */
  late: number;
  /** Past due with nothing handed in. The rest (assigned − submitted − missing) is still open. */
  missing: number;
  /** submitted ÷ (submitted + missing): work still open is not yet late or done, so it does not count. */
  completion_percent: number | null;
  /** late ÷ submitted. */
  late_percent: number | null;
};

export type AttendanceFigures = {
  /** Lessons recorded for a student (one per student per sheet). */
  recorded: number;
  present: number;
  late: number;
  absent: number;
  excused: number;
  /** (present + late) ÷ recorded: a child who came late was there. */
  percent: number | null;
};

/** One unit (the first three parts of its outcome codes, e.g. F.5.1) as the students' levels stood at the term's end. */
export type UnitMastery = {
  unit: string;
  /** Students judged (with an account and on the list), and the unit's outcomes worked on in the term. */
  students: number;
  outcomes: number;
  /** The mean level over every student × outcome, 0 (not started) … 100 (mastered), the five levels evenly spaced. */
  average_percent: number;
  /** The share of student × outcome cells at "Yeterli" or above. */
  proficient_percent: number;
};

export type AnalyticsFigures = {
  /** Active students on the list(s); a child on two lists of a grade counts once in its rollup. */
  student_count: number;
  /** Students with any progress event or hand-in in the current week (Monday–Sunday, Turkey), whatever the term. */
  active_this_week: number;
  active_percent: number | null;
  homework: HomeworkFigures;
  attendance: AttendanceFigures;
  /** By unit code, in programme order. */
  mastery: UnitMastery[];
};

export type ClassAnalytics = AnalyticsFigures & { id: number; name: string; grade: ClassGrade; subject: Subject };

/** A grade's classes together: counts are summed over students (never an average of class averages). */
export type GradeAnalytics = AnalyticsFigures & { grade: ClassGrade; class_count: number };

/**
 * A kit the school has received. The progress events name no "opened" moment, so usage is the
 * experiments of the kit its students finished ("tamamlanan deney"), each student and experiment once,
 * from the kit's first delivery on, within the term.
 */
export type KitUsage = {
  /** The library's kit id, as the shipping contract names it. */
  kit_id: string;
  /** Kits delivered by the term's end (the orders' quantities). */
  delivered_kits: number;
  /** The Turkey day the first of them arrived. */
  delivered_on: string;
  finished: number;
  /** finished ÷ delivered_kits, one decimal. */
  per_kit: number;
};

export type SchoolAnalytics = {
  term: AnalyticsTerm;
  /** The current week the activity figures count (Monday and Sunday, Turkey). */
  week: { start: string; end: string };
  school: AnalyticsFigures;
  /** By grade, lowest first, mixed classes last. */
  grades: GradeAnalytics[];
  /** By grade, then name. */
  classes: ClassAnalytics[];
  /** By kit id. */
  kits: KitUsage[];
};

export type SchoolAnalyticsResponse = ApiEnvelope & SchoolAnalytics;

// ── Paths ──────────────────────────────────────────────────────────────────

export const SCHOOL_ANALYTICS_PATHS = {
  /** GET SchoolAnalyticsResponse for `?term=<id>` (the current term without it): the caller's school, administrators only. */
  school: '/api/analytics/school/',
  schoolFor: (termId: string) => `/api/analytics/school/?term=${encodeURIComponent(termId)}`,
} as const;
