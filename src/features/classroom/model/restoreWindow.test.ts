import { describe, expect, it } from 'vitest';
import { restoreDaysLeft } from './restoreWindow.ts';

const NOW = Date.parse('2026-11-24T09:00:00Z');

describe('restoreDaysLeft', () => {
  it('counts whole days of the 30', () => {
    expect(restoreDaysLeft('2026-11-24T09:00:00Z', NOW)).toBe(30);
    expect(restoreDaysLeft('2026-11-23T10:00:00Z', NOW)).toBe(29);
  });
  it('is 0 on the last day and after it', () => {
    expect(restoreDaysLeft('2026-10-25T10:00:00Z', NOW)).toBe(0);
    expect(restoreDaysLeft('2026-09-01T09:00:00Z', NOW)).toBe(0);
  });
});
