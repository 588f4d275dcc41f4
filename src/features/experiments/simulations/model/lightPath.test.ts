import { describe, expect, it } from 'vitest';
import { cardsPassed, reachesScreen } from './lightPath.ts';

describe('light path through holes', () => {
  it('reaches the screen only when every hole is on one straight line', () => {
    expect(reachesScreen([0, 0, 0])).toBe(true);
    expect(reachesScreen([0, 1, 0])).toBe(false);
  });

  it('stops at the first card whose hole is off the line', () => {
    expect(cardsPassed([0, 0, -1])).toBe(2);
    expect(cardsPassed([2, 0, 0])).toBe(0);
    expect(cardsPassed([])).toBe(0);
  });
});
