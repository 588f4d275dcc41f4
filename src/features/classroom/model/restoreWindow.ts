import { CLASSROOM_LIMITS } from '@/shared/api/classroom.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left to restore something removed at `removedAt`, a started day counted whole (30 just after removal, 1 on the last day, 0 once past). */
export function restoreDaysLeft(removedAt: string, now: number): number {
  const until = Date.parse(removedAt) + CLASSROOM_LIMITS.restoreDays * DAY_MS;
  return Math.max(0, Math.ceil((until - now) / DAY_MS));
}
