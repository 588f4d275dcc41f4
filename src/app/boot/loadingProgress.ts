/** docs/behaviour.md#limits-and-constants: the loading bar never shows completion before the app really is ready. */
export const LOADING_BAR_CAP = 95;
const MESSAGE_INTERVAL_MS = 1200;

/** Eases towards the cap: fast at first, slower as it nears it, never past it. */
export function progressAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  const eased = 100 * (1 - Math.exp(-elapsedMs / 1500));
  return Math.min(LOADING_BAR_CAP, Math.round(eased));
}

/** Which status message to show: rotates through all of them in turn. */
export function messageIndexAt(elapsedMs: number, count: number, intervalMs = MESSAGE_INTERVAL_MS): number {
  if (count <= 0) return 0;
  return Math.floor(Math.max(0, elapsedMs) / intervalMs) % count;
}
