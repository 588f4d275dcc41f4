import { useCallback, useEffect, useRef, useState } from 'react';
import { createIdleTimer, type IdlePhase, type IdleTimer } from '../../model/tabletIdle.ts';

/** Anything a person does at the tablet: a tap, a key, a swipe, a scroll, a wheel. */
const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
const ACTIVE: IdlePhase = { kind: 'active' };

/**
 * The class tablet's idle clock while `enabled`: the phase to show (a count-down in the last minute),
 * `stay` for the "I am here" button, and `onExpire` once ten minutes pass untouched.
 */
export function useTabletIdle(enabled: boolean, onExpire: () => void): { phase: IdlePhase; stay: () => void } {
  const [phase, setPhase] = useState<IdlePhase>(ACTIVE);
  const timer = useRef<IdleTimer | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!enabled) return;
    const idle = createIdleTimer({
      onPhase: (next) => {
        setPhase(next);
        if (next.kind === 'expired') expire.current();
      },
    });
    timer.current = idle;
    const touch = () => idle.touch();
    // Captured on the window: a scroll inside a list does not bubble, and a dialog's buttons count too.
    for (const name of TOUCHES) window.addEventListener(name, touch, { capture: true, passive: true });
    return () => {
      idle.stop();
      timer.current = null;
      for (const name of TOUCHES) window.removeEventListener(name, touch, { capture: true });
      setPhase(ACTIVE);
    };
  }, [enabled]);

  const stay = useCallback(() => timer.current?.touch(), []);
  return { phase: enabled ? phase : ACTIVE, stay };
}
