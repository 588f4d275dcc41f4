import { announcementWrite } from '@/features/announcements';
import { flagWrite } from '@/features/assistant';
import { attendanceWrite, gradeCellWrite, gradeWrite, submissionWrite } from '@/features/classroom';
import { progressWrite, timetableWrite } from '@/features/progress';
import { notificationReadWrite } from '@/features/notifications';
import { shippingWrite } from '@/features/shipping';
import type { AnyUserWriteDefinition } from '@/shared/offline/userWriteDefinition.ts';

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
