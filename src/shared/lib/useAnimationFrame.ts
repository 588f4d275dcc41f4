import { useEffect, useEffectEvent } from 'react';

/**
 * Called once per animation frame. `deltaMs` is the time since the previous
 * frame (0 on the first), `elapsedMs` the time since the loop started; both
 * come from frame timestamps, so a slow frame does not slow the motion down.
 * Return `false` to end the loop before `running` turns false (e.g. when an
 * animation reaches its end), so no frame runs after it.
 */
export type FrameCallback = (deltaMs: number, elapsedMs: number) => boolean | void;

/**
 * Runs `onFrame` on every animation frame while `running` is true and stops on
 * unmount. The clock starts at the first frame rather than when the effect
 * runs: a frame's timestamp can be earlier than `performance.now()` read in
 * the effect, which would give a negative first step.
 */
export function useAnimationFrame(onFrame: FrameCallback, running: boolean): void {
  // The loop reads the newest props and state without restarting on each render.
  const frameEvent = useEffectEvent(onFrame);
  useEffect(() => {
    if (!running) return;
    let origin: number | null = null;
    let last: number | null = null;
    let frame = requestAnimationFrame(function step(stamp) {
      origin ??= stamp;
      const delta = last === null ? 0 : stamp - last;
      last = stamp;
      if (frameEvent(delta, stamp - origin) === false) return;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [running]);
}
