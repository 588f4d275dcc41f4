/**
 * When an untouched class tablet gives up on the child (or the half-made choice) in front of it:
 * after ten minutes without a touch, with a count-down in the last minute so a child who is only
 * reading can say they are still there.
 */
export const IDLE_LIMIT_MS = 10 * 60_000;
const IDLE_WARNING_MS = 60_000;

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

export type IdleTiming = { limitMs: number; warningMs: number };
const DEFAULT_TIMING: IdleTiming = { limitMs: IDLE_LIMIT_MS, warningMs: IDLE_WARNING_MS };

/** Where the tablet stands `now`, touched last at `lastTouch`; the seconds left are rounded up, so the count-down never shows 0 before the end. */
export function idlePhase(lastTouch: number, now: number, { limitMs, warningMs }: IdleTiming = DEFAULT_TIMING): IdlePhase {
  const left = lastTouch + limitMs - now;
  if (left <= 0) return { kind: 'expired' };
  if (left <= warningMs) return { kind: 'warning', secondsLeft: Math.ceil(left / 1000) };
  return { kind: 'active' };
}

/** How long until the phase (or the shown second) can change next. */
export function untilNextChange(lastTouch: number, now: number, { limitMs, warningMs }: IdleTiming = DEFAULT_TIMING): number {
  const left = lastTouch + limitMs - now;
  if (left > warningMs) return left - warningMs;
  return left % 1000 || 1000;
}

const samePhase = (a: IdlePhase, b: IdlePhase): boolean =>
  a.kind === b.kind && (a.kind !== 'warning' || (b.kind === 'warning' && a.secondsLeft === b.secondsLeft));

export type IdleTimer = {
  /** Someone touched the tablet: the ten minutes start again (and a count-down on screen goes away). */
  touch(): void;
  stop(): void;
};

/**
 * Runs the idle clock with one timer at a time: a touch only notes the time, so a scrolling child
 * costs nothing; the timer looks again when the warning could begin, then once a second.
 * `onPhase` hears every change, the expiry last (the timer then stops until touched).
 */
export function createIdleTimer({
  onPhase,
  now = Date.now,
  timing = DEFAULT_TIMING,
}: {
  onPhase: (phase: IdlePhase) => void;
  now?: () => number;
  timing?: IdleTiming;
}): IdleTimer {
  let lastTouch = now();
  let shown: IdlePhase = { kind: 'active' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const show = (phase: IdlePhase) => {
    if (samePhase(phase, shown)) return;
    shown = phase;
    onPhase(phase);
  };
  const check = () => {
    timer = undefined;
    const at = now();
    const phase = idlePhase(lastTouch, at, timing);
    show(phase);
    if (phase.kind !== 'expired') timer = setTimeout(check, untilNextChange(lastTouch, at, timing));
  };
  timer = setTimeout(check, untilNextChange(lastTouch, lastTouch, timing));

  return {
    touch() {
      if (stopped) return;
      lastTouch = now();
      if (shown.kind === 'active' && timer !== undefined) return;
      clearTimeout(timer);
      show({ kind: 'active' });
      timer = setTimeout(check, untilNextChange(lastTouch, lastTouch, timing));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
