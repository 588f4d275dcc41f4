/** Each card's hole can slide this many steps up or down from the torch's line. */
export const HOLE_OFFSET_RANGE = { min: -2, max: 2 } as const;

/**
 * Light travels in straight lines: the beam from the torch passes a card only
 * through a hole lying on that line (offset 0), and stops at the first card
 * whose hole is off the line. Returns how many cards the beam gets through.
 */
export function cardsPassed(holeOffsets: readonly number[]): number {
  const blocked = holeOffsets.findIndex((offset) => offset !== 0);
  return blocked === -1 ? holeOffsets.length : blocked;
}

export const reachesScreen = (holeOffsets: readonly number[]): boolean => cardsPassed(holeOffsets) === holeOffsets.length;
