import { roundSignificant } from '../numberFormat.ts';
import type { Unit } from './units.ts';

/** Significant digits kept: far beyond a classroom's needs, well inside a double's 15–17. */
const PRECISION = 12;

/**
 * Converts through the base unit and drops floating-point noise, so
 * 0.1 m + 0.2 m style results read 0.3 and 1 mi reads exactly 1609.344 m.
 */
export function convert(value: number, from: Unit, to: Unit): number {
  if (from.id === to.id) return value;
  return roundSignificant(to.fromBase(from.toBase(value)), PRECISION);
}
