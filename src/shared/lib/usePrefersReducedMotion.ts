import { useMediaQuery } from './useMediaQuery.ts';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the user asked the system for less motion: animations then stay still or jump to their end. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION);
