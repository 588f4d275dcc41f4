import type { KeyboardEvent } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import * as css from './manipulative.css.ts';

type StepperProps = {
  /** Names the group, e.g. "Onluklar". */
  label: string;
  value: number;
  /** The value as shown and read, e.g. "3 onluk". */
  valueText: string;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  /** Called with −1 or +1 (or ±10 with Shift held on the keyboard). */
  onStep: (steps: number) => void;
};

/** Keys that step, and which way. */
const KEY_STEPS: Record<string, 1 | -1> = { ArrowUp: 1, ArrowRight: 1, '+': 1, ArrowDown: -1, ArrowLeft: -1, '-': -1, '−': -1 };

/**
 * − value + : two real buttons; with either focused, the arrow keys and + / − step too. At a limit a button
 * is marked aria-disabled rather than disabled, so it keeps the keyboard focus.
 */
export function Stepper({ label, value, valueText, decreaseLabel, increaseLabel, canDecrease, canIncrease, onStep }: StepperProps) {
  const keyDown = (event: KeyboardEvent) => {
    const direction = KEY_STEPS[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    onStep(direction * (event.shiftKey ? 10 : 1));
  };
  return (
    <div className={css.stepper} role="group" aria-label={label} onKeyDown={keyDown}>
      <span className={css.stepperLabel} aria-hidden="true">
        {label}
      </span>
      <Button variant="secondary" className={css.stepButton} aria-label={decreaseLabel} aria-disabled={!canDecrease} onClick={() => canDecrease && onStep(-1)}>
        −
      </Button>
      <span className={css.stepperValue} data-value={value} aria-live="polite">
        {valueText}
      </span>
      <Button variant="secondary" className={css.stepButton} aria-label={increaseLabel} aria-disabled={!canIncrease} onClick={() => canIncrease && onStep(1)}>
        +
      </Button>
    </div>
  );
}
