import { describe, expect, it } from 'vitest';
import { dayForKey } from './gridKeys.ts';

describe('grid keys', () => {
  it('moves by day, week and month', () => {
    expect(dayForKey('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(dayForKey('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(dayForKey('2026-03-03', 'ArrowUp')).toBe('2026-02-24');
    expect(dayForKey('2026-03-30', 'ArrowDown')).toBe('2026-04-06');
    expect(dayForKey('2026-03-31', 'PageDown')).toBe('2026-04-30');
    expect(dayForKey('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(dayForKey('2026-01-15', 'PageUp')).toBe('2025-12-15');
  });

  it('goes to the Monday and Sunday of the week', () => {
    // 19 March 2026 is a Thursday.
    expect(dayForKey('2026-03-19', 'Home')).toBe('2026-03-16');
    expect(dayForKey('2026-03-19', 'End')).toBe('2026-03-22');
    expect(dayForKey('2026-03-16', 'Home')).toBe('2026-03-16');
  });

  it('ignores other keys', () => {
    expect(dayForKey('2026-03-19', 'Enter')).toBeNull();
  });
});
