import { ANALYTICS_LIMITS, type AnalyticsTerm } from '../../../src/shared/api/schoolAnalytics.ts';
import { currentTerm, findTerm } from '../../../src/shared/analytics/terms.ts';
import type { IsoDate } from '../../../src/shared/progress/days.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import * as m from './messages.ts';

type Read<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer<never> };

const invalidTerm = (): ApiAnswer<never> => fail(422, m.TERM_INVALID, { error_code: 'VALIDATION_ERROR', errors: { term: [m.TERM_INVALID] } });

/**
 * `?term=`: one of the periods offered today (shared/analytics/terms), or none for the current one.
 * Anything else answers 422: a term given twice, an unknown id, one longer than any id.
 */
export function termFrom(query: unknown, today: IsoDate): Read<AnalyticsTerm> {
  const raw = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).term : undefined;
  if (raw === undefined || raw === '') return { ok: true, value: currentTerm(today) };
  if (typeof raw !== 'string' || raw.length > ANALYTICS_LIMITS.termIdMax) return { ok: false, answer: invalidTerm() };
  const term = findTerm(raw, today);
  return term ? { ok: true, value: term } : { ok: false, answer: invalidTerm() };
}
