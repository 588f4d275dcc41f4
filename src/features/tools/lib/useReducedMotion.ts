import { useMediaQuery } from '@/shared/lib/useMediaQuery.ts';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the user asked the system for less motion: animations then stay still. */
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION);
