import { describe, expect, it } from 'vitest';
import { accessTtlSeconds } from './tabletSessions.ts';

describe('accessTtlSeconds', () => {
  const now = Date.parse('2026-12-03T14:50:00Z');

  it('keeps the configured lifetime for an ordinary session', () => {
    expect(accessTtlSeconds(900, now, null)).toBe(900);
  });

  it('ends a tablet session’s access token with the session', () => {
    expect(accessTtlSeconds(900, now, now + 10 * 60 * 1000)).toBe(600);
    expect(accessTtlSeconds(900, now, now + 60 * 60 * 1000)).toBe(900);
    expect(accessTtlSeconds(900, now, now + 400)).toBe(1);
  });
});
