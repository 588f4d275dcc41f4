import { CLASSROOM_LIMITS } from '../../../src/shared/api/classroom.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';

const RESTORE_MS = CLASSROOM_LIMITS.restoreDays * 24 * 60 * 60 * 1000;

/** The oldest removal still restorable now: lists of removed things start here. */
export const restorableSince = (now: number): string => new Date(now - RESTORE_MS).toISOString();

/** A removal older than restoreDays stands: the restore is answered 410, the thing stays gone. */
export function restoreRefusal(removedAt: string, now: number): ApiAnswer<never> | undefined {
  if (Date.parse(removedAt) >= now - RESTORE_MS) return undefined;
  return fail(410, `Kaldırılalı ${CLASSROOM_LIMITS.restoreDays} günden fazla oldu; artık geri alınamaz.`, { error_code: 'RESTORE_EXPIRED' });
}
