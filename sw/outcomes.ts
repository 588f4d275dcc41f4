import type { OutboxOutcome } from '../src/shared/offline/swMessages.ts';

/** Results wait this long for a page to show them, and at most this many are kept. */
export const OUTCOME_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const OUTCOME_LIMIT = 50;

/**
 * Adds a result, replacing one with the same id (a replay after the worker stopped between recording
 * and removing gives the same answer again), dropping old ones and keeping the newest OUTCOME_LIMIT.
 */
export function addOutcome(list: readonly OutboxOutcome[], outcome: OutboxOutcome, now: number): OutboxOutcome[] {
  return [...list.filter((item) => item.id !== outcome.id), outcome].filter((item) => now - item.at <= OUTCOME_MAX_AGE_MS).slice(-OUTCOME_LIMIT);
}

/** Forgets the results a page has shown to the user. */
export function acknowledgeOutcomes(list: readonly OutboxOutcome[], ids: readonly string[]): OutboxOutcome[] {
  const seen = new Set(ids);
  return list.filter((item) => !seen.has(item.id));
}
