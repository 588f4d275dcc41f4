import type { Unit } from '../types.ts';

/** The programming strand's units (no MEB programme for these grades: ids are "K.<grade>.<n>"). */
export const PROGRAMMING_UNITS: readonly Unit[] = [];
