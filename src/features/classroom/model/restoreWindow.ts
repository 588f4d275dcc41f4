import { CLASSROOM_LIMITS } from '@/shared/api/classroom.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left to restore something removed at `removedAt` (0 on its last day; never negative). */
export function restoreDaysLeft(removedAt: string, now: number): number {
  const until = Date.parse(removedAt) + CLASSROOM_LIMITS.restoreDays * DAY_MS;
  return Math.max(0, Math.floor((until - now) / DAY_MS));
}
