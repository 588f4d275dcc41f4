/** The bench of the shadow experiment: a torch at 0 cm, the screen at 100 cm, a card between them. */
export const SHADOW_BENCH = {
  screenDistanceCm: 100,
  screenHeightCm: 60,
  objectDistanceCm: { min: 20, max: 90, step: 5 },
  objectHeightCm: { min: 4, max: 16, step: 2 },
} as const;

export type ShadowResult = {
  /** Height of the full shadow on the screen. */
  shadowHeightCm: number;
  /** How many times bigger the shadow is than the card. */
  magnification: number;
  /** False when the shadow is taller than the screen. */
  fitsScreen: boolean;
};

/**
 * A point light makes a full shadow whose edges lie on the straight rays that
 * graze the card's edges. Similar triangles (light–card and light–screen) give
 * shadow / card = screen distance / card distance.
 */
export function shadowOnScreen(objectHeightCm: number, objectDistanceCm: number, screenDistanceCm: number = SHADOW_BENCH.screenDistanceCm): ShadowResult {
  if (!(objectDistanceCm > 0 && objectDistanceCm < screenDistanceCm)) {
    throw new RangeError('The card must stand between the light and the screen.');
  }
  if (!(objectHeightCm > 0)) throw new RangeError('The card must have a height.');
  const magnification = screenDistanceCm / objectDistanceCm;
  const shadowHeightCm = objectHeightCm * magnification;
  return { shadowHeightCm, magnification, fitsScreen: shadowHeightCm <= SHADOW_BENCH.screenHeightCm };
}
