import { describe, expect, it } from 'vitest';
import type { OutboxOutcome } from '../src/shared/offline/swMessages.ts';
import { acknowledgeOutcomes, addOutcome, OUTCOME_LIMIT, OUTCOME_MAX_AGE_MS } from './outcomes.ts';

const outcome = (id: string, at = 1000): OutboxOutcome => ({ id, kind: 'contact', result: 'sent', status: 201, answer: {}, request: {}, at });

describe('outbox results', () => {
  it('keeps one result per id (a replayed answer replaces the first)', () => {
    const list = addOutcome(addOutcome([], outcome('a'), 1000), { ...outcome('a'), status: 200 }, 1000);
    expect(list).toEqual([{ ...outcome('a'), status: 200 }]);
  });

  it('drops results older than the limit and keeps the newest OUTCOME_LIMIT', () => {
    const old = outcome('old', 0);
    expect(addOutcome([old], outcome('new', OUTCOME_MAX_AGE_MS + 1), OUTCOME_MAX_AGE_MS + 1).map((o) => o.id)).toEqual(['new']);
    expect(addOutcome([old], outcome('new', OUTCOME_MAX_AGE_MS), OUTCOME_MAX_AGE_MS).map((o) => o.id)).toEqual(['old', 'new']);
    let list: OutboxOutcome[] = [];
    for (let i = 0; i <= OUTCOME_LIMIT; i += 1) list = addOutcome(list, outcome(`n${i}`), 1000);
    expect(list).toHaveLength(OUTCOME_LIMIT);
    expect(list[0]?.id).toBe('n1');
  });

  it('forgets acknowledged results', () => {
    expect(acknowledgeOutcomes([outcome('a'), outcome('b')], ['a', 'x']).map((o) => o.id)).toEqual(['b']);
  });
});
