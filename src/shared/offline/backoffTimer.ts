import { retryDelay } from './retryPolicy.ts';

export type BackoffTimer = {
  /** Arms the timer if it is not armed; the wait is the current round's. */
  start(): void;
  /** Disarms it and forgets the rounds: nothing waits any more. */
  stop(): void;
  /** Something went through, or the network came back: the next wait is the shortest again. */
  reset(): void;
  readonly armed: boolean;
};

/** Calls `tick` after growing waits (retryDelay) until stopped; each tick that is not followed by `reset` lengthens the next wait. */
export function createBackoffTimer(tick: () => void): BackoffTimer {
  let rounds = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    timer = setTimeout(() => {
      rounds += 1;
      arm();
      tick();
    }, retryDelay(rounds));
  };
  const disarm = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    start() {
      if (timer === undefined) arm();
    },
    stop() {
      disarm();
      rounds = 0;
    },
    reset() {
      rounds = 0;
      if (timer === undefined) return;
      disarm();
      arm();
    },
    get armed() {
      return timer !== undefined;
    },
  };
}
