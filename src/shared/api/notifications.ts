import type { ApiEnvelope } from './contract.ts';

/** What a notification is about; the app words each kind in Turkish. */
export type NotificationKind = 'assignment_new' | 'assignment_changed' | 'work_graded' | 'work_returned' | 'announcement_new';

/** The parts of an assignment whose change a student is told about. */
export type AssignmentChange = 'title' | 'instructions' | 'content' | 'due_at' | 'audience';

/** The facts each kind carries beside its subject. */
export type NotificationDetails = {
  assignment_new: { assignment_id: number; due_at: string };
  assignment_changed: { assignment_id: number; changed: AssignmentChange[]; due_at: string };
  work_graded: { assignment_id: number; score: number | null };
  work_returned: { assignment_id: number };
  announcement_new: { announcement_id: number };
};

export type AppNotification = {
  [K in NotificationKind]: {
    id: number;
    kind: K;
    /** The title of the assignment or announcement it is about. */
    subject: string;
    details: NotificationDetails[K];
    /** An app path to open, e.g. `/homeworks/12`. */
    link: string | null;
    created_at: string;
    read_at: string | null;
  };
}[NotificationKind];

export const NOTIFICATION_LIMITS = {
  /** Listed newest first: a few weeks of a busy class, small enough to keep on the device. */
  listedMax: 50,
  /** Ids one read call marks: the bell shows far fewer. */
  readIdsMax: 100,
  /** Read notifications are deleted after this many days; unread ones stay until read. */
  readRetentionDays: 90,
} as const;

export const NOTIFICATION_PATHS = {
  /** GET: the signed-in user's own, newest first, at most listedMax, and how many are unread. */
  notifications: '/api/notifications/',
  /** POST NotificationReadRequest: marks the caller's own; ids of anyone else's are ignored. */
  read: '/api/notifications/read/',
} as const;

export type NotificationListResponse = ApiEnvelope & { notifications: AppNotification[]; unread: number };
/** Either some ids (at most readIdsMax) or every one of the caller's. */
export type NotificationReadRequest = { ids: number[] } | { all: true };
/** How many this call marked (already read ones keep their first time), and how many stay unread. */
export type NotificationReadResponse = ApiEnvelope & { marked: number; unread: number };
