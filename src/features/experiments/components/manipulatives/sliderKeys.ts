import type { KeyboardEvent } from 'react';

export type SliderRange = { min: number; max: number; step: number; bigStep: number };

/**
 * The value a key moves a slider-like picture to (WAI-ARIA slider keys): arrows by a step, with Shift or
 * Page Up/Down by a big step, Home and End to the ends, + and − as the arrows. Null for other keys.
 */
export function sliderTarget(key: string, shift: boolean, value: number, range: SliderRange): number | null {
  const step = shift ? range.bigStep : range.step;
  let next: number;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
    case '+':
      next = value + step;
      break;
    case 'ArrowLeft':
    case 'ArrowDown':
    case '-':
      next = value - step;
      break;
    case 'PageUp':
      next = value + range.bigStep;
      break;
    case 'PageDown':
      next = value - range.bigStep;
      break;
    case 'Home':
      next = range.min;
      break;
    case 'End':
      next = range.max;
      break;
    default:
      return null;
  }
  return Math.min(range.max, Math.max(range.min, next));
}

/** A keydown handler for a role="slider" element. */
export const sliderKeyDown =
  (value: number, range: SliderRange, onChange: (value: number) => void) =>
  (event: KeyboardEvent): void => {
    const next = sliderTarget(event.key, event.shiftKey, value, range);
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };
