/**
 * The EtkiBot assistant's API contract. The assistant runs on the device and answers from the app's
 * own content; the server holds only its settings (per class a daily question limit and whether it may
 * show a sample question's answer, and whether a school lets teachers see flagged chats) and, while a school allows it, the questions the device's
 * guardrails flagged, already masked of personal data. Field names are the ones the assistant's
 * screens were written against (camelCase); ids are numbers except the device-made flag id, a UUID.
 */
import type { ApiEnvelope } from './contract.ts';

// ── Limits ─────────────────────────────────────────────────────────────────

/** Questions a student may ask EtkiBot in a day when no class of theirs set another limit. */
export const ASSISTANT_DAILY_LIMIT_DEFAULT = 20;
export const ASSISTANT_DAILY_LIMIT_MIN = 1;
export const ASSISTANT_DAILY_LIMIT_MAX = 100;
/**
 * Whether EtkiBot may show a sample question's answer after several hints when no class of the student's
 * said otherwise. Hints come first either way; a teacher turns this off where the answer must be the child's own.
 */
export const ASSISTANT_REVEAL_ANSWERS_DEFAULT = true;

export const ASSISTANT_LIMITS = {
  /** A flagged question's masked text. */
  flagTextMax: 300,
  /** Flags one student's devices may store in a day (Turkey): far above real use, low enough that a loop cannot fill the table. */
  flagsPerDay: 50,
  /** A flag reaches the server within this many days of being asked, else it is refused (the outbox would have sent it long before). */
  flagMaxAgeDays: 30,
  /** A device clock may run this far ahead; later times are taken as the time the flag arrived. */
  clockAheadMs: 5 * 60 * 1000,
  /** Flags one list answers, newest first. */
  flagsListedMax: 200,
} as const;

/** What the device's guardrails flag: a question that may need an adult's care, or abusive language. */
export const ASSISTANT_FLAG_CATEGORIES = ['crisis', 'profanity'] as const;
export type AssistantFlagCategory = (typeof ASSISTANT_FLAG_CATEGORIES)[number];

/** The device makes each flag's id once (a UUID), so a flag sent twice is stored once. */
export const ASSISTANT_FLAG_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ── Settings ───────────────────────────────────────────────────────────────

/** One class's assistant settings; a setting nobody changed answers its default. */
export type AssistantClassSetting = {
  id: number;
  name: string;
  dailyLimit: number;
  /** False: EtkiBot only ever gives hints to this class's sample questions, never the answer. */
  revealAnswers: boolean;
};

export type AssistantSettings = {
  /** The caller's own limit: for a student the lowest of their active classes' limits; the default for everyone else. */
  dailyLimit: number;
  /**
   * Whether EtkiBot may show a sample question's answer after several hints: for a student, false when any
   * of their active classes turned it off (the strictest class wins, as for the limit); true for everyone else.
   */
  revealAnswers: boolean;
  /**
   * Whether flagged questions are kept for teachers to see: for a student, whether any of their active
   * classes' schools allows it (the device sends flags only then); for staff, their school's setting.
   */
  shareFlagged: boolean;
  /** A teacher's own active classes, an administrator's school's; empty for students and parents. */
  classes: AssistantClassSetting[];
};

/**
 * A class's settings, either or both (at least one, else 422); a setting left out keeps its current value.
 * The name is from when the limit was the only one, kept so the screens' imports stay as they are.
 */
export type AssistantClassLimitRequest = { dailyLimit?: number; revealAnswers?: boolean };
/** The school administrator's switch, off until they turn it on. Turning it off deletes the school's stored flags. */
export type AssistantSchoolRequest = { shareFlagged: boolean };

export type AssistantSettingsResponse = ApiEnvelope & { settings: AssistantSettings };
export type AssistantClassLimitResponse = ApiEnvelope & { class: AssistantClassSetting };
/** The administrator's settings after the change. */
export type AssistantSchoolResponse = ApiEnvelope & { settings: AssistantSettings };

// ── Flagged questions ──────────────────────────────────────────────────────

/** What a student's device posts, once, with its id as the Idempotency-Key. */
export type AssistantFlagInput = {
  id: string;
  category: AssistantFlagCategory;
  /** Masked on the device; at most ASSISTANT_LIMITS.flagTextMax characters. */
  text: string;
  /** When the question was asked, an ISO instant with offset. */
  at: string;
};

/**
 * 201 stored, 200 already stored (the same id again), 202 not stored because no school of the
 * student lets teachers see flagged chats (nothing is kept).
 */
export type AssistantFlagResponse = ApiEnvelope & { stored: boolean };

/** A flagged question as a teacher or the school administrator sees it, under one class the student is active in. */
export type FlaggedQuestion = {
  id: string;
  studentId: number;
  /** As the class list names the student. */
  studentName: string;
  classId: number;
  className: string;
  category: AssistantFlagCategory;
  text: string;
  /** The device's time, bounded by receivedAt. */
  at: string;
  receivedAt: string;
};

export type FlaggedQuestionsResponse = ApiEnvelope & { flags: FlaggedQuestion[] };

// ── Paths ──────────────────────────────────────────────────────────────────

const segment = (id: number | string) => encodeURIComponent(String(id));

export const ASSISTANT_PATHS = {
  /** GET, any signed-in role. */
  settings: '/api/assistant/settings/',
  /** PUT AssistantClassLimitRequest (the class's limit and/or answer setting): the class's teacher or its school's administrator. */
  classLimit: (classId: number | string) => `/api/classes/${segment(classId)}/assistant/`,
  /** PUT AssistantSchoolRequest: the school administrator. */
  school: '/api/assistant/school/',
  /** POST AssistantFlagInput (students); GET FlaggedQuestionsResponse (teachers, administrators), optionally `?classId=`. */
  flags: '/api/assistant/flags/',
} as const;
