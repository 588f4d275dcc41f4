/** Average speed ("ortalama sürat") = total distance / total time, in m/s. */
export function averageSpeed(distanceM: number, timeS: number): number {
  if (timeS <= 0) return 0;
  return distanceM / timeS;
}

export type Racer = { distanceM: number; timeS: number };

export type Comparison = 'first' | 'second' | 'equal';

/** Which racer has the greater average speed (ties within a millimetre per second count as equal). */
export function fasterRacer(first: Racer, second: Racer): Comparison {
  const difference = averageSpeed(first.distanceM, first.timeS) - averageSpeed(second.distanceM, second.timeS);
  if (Math.abs(difference) < 0.001) return 'equal';
  return difference > 0 ? 'first' : 'second';
}

/** Distance covered after `elapsedS`, moving at a steady speed until the racer's own time is up. */
export function positionAt(racer: Racer, elapsedS: number): number {
  if (racer.timeS <= 0) return racer.distanceM;
  const t = Math.min(Math.max(0, elapsedS), racer.timeS);
  return (racer.distanceM * t) / racer.timeS;
}

/** The animation plays the whole race in about `targetSeconds`, so a long race does not bore and a short one is visible. */
export function playbackRate(first: Racer, second: Racer, targetSeconds = 6): number {
  const longest = Math.max(first.timeS, second.timeS);
  return longest > 0 ? longest / targetSeconds : 1;
}
