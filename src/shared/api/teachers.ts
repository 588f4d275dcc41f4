/**
 * The school administrator's teacher management API (`/manage-teachers`): the school's teachers with
 * their branch, classes and last sign-in; inviting a teacher (an account with a one-time password
 * shown once, changed at first sign-in), deactivating and reactivating one, issuing a new one-time
 * password, and moving a class to another teacher. Every call is the administrator's of that school:
 * other roles get 403, another school's teacher or class 404. Written once for the client and
 * `server/`: snake_case fields, number ids, the docs/behaviour.md#errors error shape.
 *
 * These writes create accounts and change who may sign in, so the client sends them online only (no
 * outbox). They carry an Idempotency-Key all the same, so a lost answer may be asked for again.
 */
import type { ClassStatus } from './classroom.ts';
import type { ApiEnvelope } from './contract.ts';

export const TEACHER_LIMITS = {
  /** A branch (the subject a teacher teaches, e.g. "Fen Bilimleri"); optional, at least nameMin characters when given. */
  branchMax: 60,
  oneTimePasswordLength: 12,
  /**
   * An invite or new password whose answer was lost and is asked for again with its Idempotency-Key
   * shows the password again for this long, from the server's memory only (never stored); later, or
   * once the teacher has used it, the repeat says it cannot be shown and a new one must be issued.
   */
  passwordReplayMinutes: 10,
  /** Teachers one list answers: far more than a school has. */
  listedMax: 500,
} as const;

/** A class as the teacher list shows it. */
export type TeacherClass = { id: number; name: string; status: ClassStatus };

export type SchoolTeacher = {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  branch: string | null;
  /** The teacher's classes at the school, by name. */
  classes: TeacherClass[];
  /** The last sign-in or session refresh (ISO, UTC); null if they never signed in. */
  last_seen_at: string | null;
  /** An inactive teacher cannot sign in; their classes stay until moved. */
  active: boolean;
  /** Still on a one-time password: the teacher has not chosen their own yet. */
  must_change_password: boolean;
};

export type SchoolTeachersResponse = ApiEnvelope & { teachers: SchoolTeacher[] };

export type InviteTeacherRequest = {
  first_name: string;
  last_name: string;
  email: string;
  /** Empty or left out: no branch. */
  branch?: string | null;
};

/**
 * The invite's answer (201) and a new password's (200). `one_time_password` is given once; a repeat
 * with the same Idempotency-Key gives it again only within passwordReplayMinutes and while it is
 * unused, else null with a message saying to issue a new one.
 */
export type TeacherPasswordResponse = ApiEnvelope & { teacher: SchoolTeacher; one_time_password: string | null };

/** Deactivate and reactivate: the teacher as they now are. */
export type TeacherResponse = ApiEnvelope & { teacher: SchoolTeacher };

export type MoveClassRequest = { teacher_id: number };
/** The class's new teacher (with the class among their classes) and who had it before. */
export type MoveClassResponse = ApiEnvelope & { class_id: number; previous_teacher_id: number; teacher: SchoolTeacher };

const segment = (id: number | string) => encodeURIComponent(String(id));

export const TEACHER_PATHS = {
  /** GET SchoolTeachersResponse; POST InviteTeacherRequest → 201 TeacherPasswordResponse. */
  teachers: '/api/school/teachers/',
  /** POST (no body) → TeacherResponse. The administrator cannot deactivate themselves. */
  deactivate: (id: number | string) => `/api/school/teachers/${segment(id)}/deactivate/`,
  /** POST (no body) → TeacherResponse. */
  reactivate: (id: number | string) => `/api/school/teachers/${segment(id)}/reactivate/`,
  /** POST (no body) → TeacherPasswordResponse: a new one-time password; every session of the teacher ends. */
  resetPassword: (id: number | string) => `/api/school/teachers/${segment(id)}/reset-password/`,
  /** PUT MoveClassRequest → MoveClassResponse: the class to another active teacher of the school. */
  classTeacher: (classId: number | string) => `/api/school/classes/${segment(classId)}/teacher/`,
} as const;
