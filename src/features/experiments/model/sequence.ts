/** A reordering of step indices 0..n-1: `order[position]` is the step shown at that position. */
export type SequenceOrder = readonly number[];

const isIdentity = (order: SequenceOrder): boolean => order.every((step, position) => step === position);

/**
 * A shuffled start that is never already solved (for two or more steps).
 * The random source is a parameter so tests can fix it.
 */
export function shuffledOrder(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  // A lucky shuffle that lands in order is rotated by one, which is never in order.
  return count > 1 && isIdentity(order) ? [...order.slice(1), order[0]!] : order;
}

/** Moves the step at `position` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveStep(order: SequenceOrder, position: number, direction: -1 | 1): SequenceOrder {
  const target = position + direction;
  if (position < 0 || position >= order.length || target < 0 || target >= order.length) return order;
  const next = [...order];
  [next[position], next[target]] = [next[target]!, next[position]!];
  return next;
}

/** Per position: is the right step there? */
export const positionsInPlace = (order: SequenceOrder): boolean[] => order.map((step, position) => step === position);

export const isSolved = (order: SequenceOrder): boolean => isIdentity(order);
