import { describe, expect, it } from 'vitest';
import { sliderTarget } from './sliderKeys.ts';

const range = { min: 0, max: 180, step: 1, bigStep: 10 };

describe('slider keys', () => {
  it('moves by a step with the arrows, a big step with Shift or Page keys, and to the ends with Home and End', () => {
    expect(sliderTarget('ArrowRight', false, 40, range)).toBe(41);
    expect(sliderTarget('ArrowDown', false, 40, range)).toBe(39);
    expect(sliderTarget('ArrowUp', true, 40, range)).toBe(50);
    expect(sliderTarget('PageDown', false, 40, range)).toBe(30);
    expect(sliderTarget('+', false, 40, range)).toBe(41);
    expect(sliderTarget('Home', false, 40, range)).toBe(0);
    expect(sliderTarget('End', false, 40, range)).toBe(180);
  });

  it('stays within the range and ignores other keys', () => {
    expect(sliderTarget('ArrowLeft', true, 5, range)).toBe(0);
    expect(sliderTarget('ArrowRight', true, 175, range)).toBe(180);
    expect(sliderTarget('a', false, 40, range)).toBeNull();
  });
});
