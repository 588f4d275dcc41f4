/**
 * The rights the privacy policy (KVKK) promises over a child's data, as calls: everything the server
 * holds about one student as one file (the student's school administrator, or a linked parent for
 * their own child), erasing a student (the administrator only), and the read log of who opened the
 * student's record. Anyone else, and any other id, gets the 404 of an unknown id. Written once for
 * the client and `server/`: snake_case fields, number ids, the docs/behaviour.md#errors error shape.
 *
 * Erasing is sent online only (never queued), with an Idempotency-Key so a lost answer may be asked
 * for again.
 */
import type { ApiEnvelope, Role } from './contract.ts';

export const PRIVACY_LIMITS = {
  /** A hand-in's photo is deleted this many days after the server received the hand-in. */
  photoRetentionDays: 365,
  /** A flagged assistant question (its text and its row) is deleted this many days after it arrived. */
  flaggedQuestionRetentionDays: 180,
  /** A read-log row is kept this long, then deleted. */
  readLogRetentionDays: 730,
  /** The same reader opening the same part of the same record again within this long is one row. */
  readLogDedupeMinutes: 10,
  /** Read-log rows and logged exports/erasures one answer holds, newest first. */
  listedMax: 500,
  /** How often the server looks for data past its retention period (it also looks at every start). */
  sweepIntervalMinutes: 60,
  /** The typed confirmation of an erasure: the student's full name. */
  confirmNameMax: 120,
} as const;

/** What an erased student's name becomes, everywhere it was stored. */
export const ERASED_STUDENT = { first_name: 'Silinmiş', last_name: 'öğrenci' } as const;

/** Which part of a student's record was opened: progress (with homework history), homework, or contact fields (e-mail). */
export type ReadPart = 'progress' | 'homework' | 'contact';

export type PrivacyPerson = { id: number; full_name: string; role: Role };

export type ReadLogEntry = { reader: PrivacyPerson; part: ReadPart; read_at: string };

/** An export or an erasure, with who did it and when (ISO, UTC). */
export type PrivacyAction = { action: 'export' | 'erase'; actor: PrivacyPerson; at: string };

export type ReadLogResponse = ApiEnvelope & {
  student: { id: number; full_name: string; erased: boolean };
  reads: ReadLogEntry[];
  actions: PrivacyAction[];
};

/** `confirm_name` must be the student's full name as the school knows it (letter case and spacing aside). */
export type EraseRequest = { confirm_name: string; dry_run?: boolean };

/** What an erasure removes (or, on a dry run, would remove). */
export type ErasedCounts = {
  /** Class-list lines whose name is replaced (the line, its attendance and scores stay for the class's figures). */
  enrolments: number;
  /** Hand-ins whose written answer and teacher feedback are removed (scores stay). */
  submissions: number;
  photos: number;
  flagged_questions: number;
  parent_links: number;
  /** Sign-in sessions ended. */
  sessions: number;
};

/** What an erasure keeps, without any name, so class averages stay true. */
export type KeptCounts = { attendance_records: number; scores: number; progress_events: number };

export type EraseResponse = ApiEnvelope & {
  dry_run: boolean;
  /** The student was erased before: nothing more to do. */
  already_erased: boolean;
  erased: ErasedCounts;
  kept: KeptCounts;
};

/** Every table of the export, as rows of plain values. */
export type ExportTables = Record<string, Record<string, string | number | boolean | null>[]>;

/**
 * The download: the account, every table that names the student (photos as data URLs inside the
 * submissions rows), the figures the app computes from them, and each table again as CSV text.
 */
export type StudentExport = {
  format: 'etkilab-ogrenci-verileri';
  version: 1;
  exported_at: string;
  student: { id: number; full_name: string };
  tables: ExportTables;
  figures: Record<string, unknown>;
  /** Table name → CSV text (every cell quoted, comma-separated, CRLF lines). */
  csv: Record<string, string>;
};

/** The typed confirmation matches the name as a person would judge it: letter case (Turkish rules), spacing and Unicode form aside. */
export function namesMatch(typed: string, name: string): boolean {
  const fold = (text: string) => text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('tr');
  return fold(typed) !== '' && fold(typed) === fold(name);
}

/** The export's file name, in Turkish: the student's id and the day, never the child's name (download lists keep it). */
export const exportFileName = (studentId: number, isoNow: string): string => `öğrenci-verileri-${studentId}-${isoNow.slice(0, 10)}.json`;

const segment = (id: number | string) => encodeURIComponent(String(id));

export const PRIVACY_PATHS = {
  /** GET → StudentExport, as an attachment. */
  export: (studentId: number | string) => `/api/students/${segment(studentId)}/export/`,
  /** POST EraseRequest → EraseResponse. */
  erase: (studentId: number | string) => `/api/students/${segment(studentId)}/erase/`,
  /** GET → ReadLogResponse. */
  readLog: (studentId: number | string) => `/api/students/${segment(studentId)}/read-log/`,
} as const;
