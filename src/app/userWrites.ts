import { announcementWrite } from '@/features/announcements';
import { flagWrite } from '@/features/assistant';
import { attendanceWrite, gradeCellWrite, gradeWrite, submissionWrite } from '@/features/classroom';
import { progressFollowUp, progressWrite, timetableWrite } from '@/features/progress';
import { notificationReadWrite } from '@/features/notifications';
import { shippingWrite } from '@/features/shipping';
import type { AnyUserWriteDefinition, SentWriteFollowUp } from '@/shared/offline/userWriteDefinition.ts';

/** Every kind of signed-in write, each defined in its feature's api.ts: what the outbox's wiring refreshes from. */
export const USER_WRITES: readonly AnyUserWriteDefinition[] = [
  attendanceWrite,
  submissionWrite,
  gradeWrite,
  gradeCellWrite,
  progressWrite,
  timetableWrite,
  flagWrite,
  shippingWrite,
  announcementWrite,
  notificationReadWrite,
];

/** What a feature does after another feature's write was accepted (the progress map after hand-ins and grades). */
export const SENT_WRITE_FOLLOW_UPS: readonly SentWriteFollowUp[] = [progressFollowUp];
