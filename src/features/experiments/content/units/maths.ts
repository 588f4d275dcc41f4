import type { Unit } from '../types.ts';

/** The maths units (MEB Matematik learning areas per grade) the maths workshop serves. */
export const MATHS_UNITS: readonly Unit[] = [];
