import { describe, expect, it } from 'vitest';
import { restoreDaysLeft } from './restoreWindow.ts';

const NOW = Date.parse('2026-11-24T09:00:00Z');

describe('restoreDaysLeft', () => {
  it('counts a started day whole: 30 just after removal', () => {
    expect(restoreDaysLeft('2026-11-24T08:59:00Z', NOW)).toBe(30);
    expect(restoreDaysLeft('2026-11-22T09:00:00Z', NOW)).toBe(28);
  });
  it('is 1 on the last day and 0 after it', () => {
    expect(restoreDaysLeft('2026-10-25T10:00:00Z', NOW)).toBe(1);
    expect(restoreDaysLeft('2026-09-01T09:00:00Z', NOW)).toBe(0);
  });
});
