/**
 * Announcements' API contract (issue 18, `/communications`): a teacher or the school administrator
 * writes to a class, a grade of their school or the whole school; students, parents and staff read
 * what reaches them (the rule is `shared/announcements`). Written once for the client and `server/`;
 * field names follow the server's snake_case, ids are numbers, and failures use the docs/behaviour.md#errors shape.
 */
import { CLASS_GRADES, type ClassGrade } from './classroom.ts';
import type { ApiEnvelope } from './contract.ts';

// ── Limits ─────────────────────────────────────────────────────────────────

export const ANNOUNCEMENT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  bodyMax: 2000,
  /** Announcements one list answers, newest first: a school term's worth, small enough to keep offline. */
  listedMax: 100,
  experimentIdMax: 64,
} as const;

/** A grade audience is a school year: a "mixed" class has no year to write to. */
export const ANNOUNCEMENT_GRADES = CLASS_GRADES.filter((grade): grade is Exclude<ClassGrade, 'mixed'> => grade !== 'mixed');
export type AnnouncementGrade = (typeof ANNOUNCEMENT_GRADES)[number];

// ── Shapes ─────────────────────────────────────────────────────────────────

/**
 * Who it is written to. A grade and the whole school are the author's school's; a teacher writes to
 * their own active classes or a grade they teach an active class in, the administrator to anything in
 * their school.
 */
export type AnnouncementAudienceInput = { kind: 'class'; class_id: number } | { kind: 'grade'; grade: AnnouncementGrade } | { kind: 'school' };

/** The audience as answered: a class carries its name so a reader's screen can say "5-B" offline. */
export type AnnouncementAudience = { kind: 'class'; class_id: number; class_name: string } | { kind: 'grade'; grade: AnnouncementGrade } | { kind: 'school' };

/** What it may point at: a homework (an assignment the author may see) or an experiment of the library. */
export type AnnouncementLink = { kind: 'assignment'; assignment_id: number } | { kind: 'experiment'; experiment_id: string };

export type Announcement = {
  id: number;
  author: { id: number; full_name: string; role: 'teacher' | 'administrator' };
  audience: AnnouncementAudience;
  /** The author's school; null only for a teacher with no school writing to their own class. */
  school: string | null;
  title: string;
  body: string;
  /** An ISO instant, or null when it has no due date. */
  due_at: string | null;
  link: AnnouncementLink | null;
  created_at: string;
  /** When the caller first marked it read; the author's own announcements are read from the moment they are posted. */
  read_at: string | null;
  /** Did the caller write it? (The client's "sent" list.) */
  is_author: boolean;
  /** Only on the author's list of removed announcements (`?removed=1`): when they removed it. */
  removed_at?: string | null;
};

export type AnnouncementCreateRequest = {
  audience: AnnouncementAudienceInput;
  /** ANNOUNCEMENT_LIMITS.titleMin–titleMax characters, one line. */
  title: string;
  /** Up to ANNOUNCEMENT_LIMITS.bodyMax characters; may be empty and span lines. */
  body?: string;
  /** An ISO instant with offset, or null/omitted. */
  due_at?: string | null;
  link?: AnnouncementLink | null;
};

export type AnnouncementResponse = ApiEnvelope & { announcement: Announcement };
/** Newest first, at most ANNOUNCEMENT_LIMITS.listedMax. With `?removed=1`: the caller's own removed ones still restorable (CLASSROOM_LIMITS.restoreDays). */
export type AnnouncementListResponse = ApiEnvelope & { announcements: Announcement[] };
/** The caller's read time: the first one, however often it is marked again. */
export type AnnouncementReadResponse = ApiEnvelope & { id: number; read_at: string };

// ── Paths ──────────────────────────────────────────────────────────────────

const segment = (id: number | string) => encodeURIComponent(String(id));

/**
 * Status codes: 401 signed out; POST 201, 403 for students and parents (and a teacher writing to the
 * whole school), 404 for a class, grade or homework not the author's, 422 for a body out of bounds;
 * GET 200 for every role; PUT read 200, 404 for an announcement that does not reach the caller.
 * DELETE and POST restore: the author only (404 for anyone else); restore 410 RESTORE_EXPIRED after restoreDays.
 */
export const ANNOUNCEMENT_PATHS = {
  /** GET AnnouncementListResponse (any role); POST AnnouncementCreateRequest → 201 AnnouncementResponse (staff, with an Idempotency-Key). */
  announcements: '/api/announcements/',
  /** PUT with no body → AnnouncementReadResponse; idempotent. */
  read: (id: number | string) => `/api/announcements/${segment(id)}/read/`,
  /** DELETE: its author removes it softly (it leaves every reader's list) → AnnouncementResponse. */
  announcement: (id: number | string) => `/api/announcements/${segment(id)}/`,
  /** POST: its author brings it back within restoreDays → AnnouncementResponse. */
  restore: (id: number | string) => `/api/announcements/${segment(id)}/restore/`,
} as const;
