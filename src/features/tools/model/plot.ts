/** Maps a value from a data range onto a pixel range (either may run backwards). */
export const scale =
  ([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) =>
  (value: number): number =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

/**
 * Round tick values (1, 2 or 5 × 10ⁿ apart) covering [min, max] with about
 * `count` steps, so axes read 0, 5, 10… rather than 0, 4.37, 8.74…
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const first = Math.ceil(min / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = first; value <= max + step * 1e-9; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/** Widens a range to round ends with a little room, never empty: [0.3, 9.6] → [0, 10]. */
export function niceRange(min: number, max: number): [number, number] {
  if (max - min < 1e-9) return [min - 1, max + 1];
  const ticks = niceTicks(min, max, 5);
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : 1;
  return [Math.floor(min / step + 1e-9) * step, Math.ceil(max / step - 1e-9) * step];
}

/** An SVG path through points already in pixels. */
export const pathOf = (points: readonly (readonly [number, number])[]): string =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`).join(' ');
