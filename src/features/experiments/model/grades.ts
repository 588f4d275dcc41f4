import type { Grade } from '../content/types.ts';

/** Digits and the separator of a grade label; the words around them are translated by the caller. */
export const gradeSpan = (range: { from: Grade; to: Grade }): string => (range.from === range.to ? `${range.from}` : `${range.from}–${range.to}`);
