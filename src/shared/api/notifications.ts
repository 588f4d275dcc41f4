/** What a notification is about; the app words each kind in Turkish. */
export const NOTIFICATION_KINDS = ['assignment_new', 'assignment_changed', 'work_graded', 'work_returned', 'announcement_new'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
