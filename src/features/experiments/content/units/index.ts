import type { Unit } from '../types.ts';
import { SCIENCE_UNITS } from './science.ts';
import { MATHS_UNITS } from './maths.ts';
import { PROGRAMMING_UNITS } from './programming.ts';

/** Every unit of every strand, each strand in its programme's order. */
export const UNITS: readonly Unit[] = [...SCIENCE_UNITS, ...MATHS_UNITS, ...PROGRAMMING_UNITS];

/** Ids come from the address bar and from stored content, so any string may arrive. */
export const findUnit = (id: string): Unit | undefined => UNITS.find((unit) => unit.id === id);
