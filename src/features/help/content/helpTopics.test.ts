import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, audienceOrder } from './helpTopics.ts';

describe('help topics', () => {
  it('has topics for every role and for everyone', () => {
    for (const audience of ['student', 'teacher', 'parent', 'administrator', 'everyone'] as const) {
      expect(HELP_TOPICS[audience].length).toBeGreaterThan(0);
    }
  });

  it('puts the user’s own role first and everyone last', () => {
    expect(audienceOrder('parent')).toEqual(['parent', 'student', 'teacher', 'administrator', 'everyone']);
    expect(audienceOrder(undefined)).toEqual(['student', 'teacher', 'parent', 'administrator', 'everyone']);
  });

  it('gives every topic a unique id', () => {
    const ids = Object.values(HELP_TOPICS).flatMap((topics) => topics.map((topic) => topic.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
