import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { PRIVACY_LIMITS } from '../../../src/shared/api/privacy.ts';
import type { ApiContext } from '../../apiContext.ts';
import { sweepReadNotifications } from '../notifications/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SweepCounts = { photos: number; flagged_questions: number; read_log: number; read_notifications: number };

const before = (nowMs: number, days: number): string => new Date(nowMs - days * DAY_MS).toISOString();

/**
 * Deletes what is past its retention period at `nowMs`: hand-in photos (the hand-in, its score and
 * its text stay), flagged assistant questions, old read-log rows and notifications read long ago.
 */
export function sweepExpired(db: Database, nowMs: number): SweepCounts {
  return db.transaction(() => ({
    photos: db.prepare('UPDATE submissions SET photo = NULL WHERE photo IS NOT NULL AND received_at < ?').run(before(nowMs, PRIVACY_LIMITS.photoRetentionDays))
      .changes,
    flagged_questions: db.prepare('DELETE FROM assistant_flags WHERE received_at < ?').run(before(nowMs, PRIVACY_LIMITS.flaggedQuestionRetentionDays)).changes,
    read_log: db.prepare('DELETE FROM read_log WHERE read_at < ?').run(before(nowMs, PRIVACY_LIMITS.readLogRetentionDays)).changes,
    read_notifications: sweepReadNotifications(db, nowMs),
  }))();
}

/** Sweeps once at start, then every sweepIntervalMinutes while the server runs (the timer never keeps the process alive). */
export function startRetentionSweep(api: FastifyInstance, context: ApiContext): void {
  const sweep = () => {
    try {
      sweepExpired(context.db, context.now());
    } catch (error) {
      api.log.error(error);
    }
  };
  sweep();
  const timer = setInterval(sweep, PRIVACY_LIMITS.sweepIntervalMinutes * 60 * 1000);
  timer.unref();
  api.addHook('onClose', async () => clearInterval(timer));
}
