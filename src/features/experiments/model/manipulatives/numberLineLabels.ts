import type { NumberLineSpec } from '../../content/manipulativeTypes.ts';
import { formatLineNumber, lowestTerms } from './lineNumber.ts';
import type { LineScale } from './numberLine.ts';

/** A digit's width as a share of the font size (the body font's figures; a little generous, so labels never touch). */
const DIGIT = 0.62;

/** How many labelled marks a narrow line steps over to the next label it writes: the counts children skip by. */
const EVERY = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/**
 * Which marks carry their number as the content asks: every `labelEvery`-th mark from the first; without
 * it, every mark of a whole-number line and only the whole numbers of a line of fractions.
 */
export function labelledMarks(marks: readonly number[], scale: Pick<LineScale, 'unit'>, labelEvery: NumberLineSpec['labelEvery']): number[] {
  if (labelEvery !== undefined) return marks.filter((_, i) => i % labelEvery === 0);
  return scale.unit === 1 ? [...marks] : marks.filter((mark) => mark % scale.unit === 0);
}

/**
 * How wide a mark's label is drawn, in px at `fontSize`: a fraction stacks its numerator over its
 * denominator (as wide as the longer one, with the minus beside), any other number is one line of text.
 */
export function labelWidth(mark: number, unit: number, style: NumberLineSpec['numbers'], fontSize: number): number {
  const { sign, numerator, denominator } = lowestTerms(mark, unit);
  if (style !== 'decimal' && denominator > 1) {
    const digits = Math.max(String(numerator).length, String(denominator).length);
    return (digits * DIGIT + (sign < 0 ? 0.7 : 0)) * fontSize;
  }
  return formatLineNumber(mark, unit, style).length * DIGIT * fontSize;
}

/**
 * The labelled marks to write on a line of this many px per part: all of them when they fit, or every
 * 2nd, 5th, 10th… counted from 0 (or from the first when 0 is not labelled), the fewest left out so no two
 * labels touch. On a phone a 0–20 line then reads 0, 2, 4… at full size instead of 21 tiny numbers.
 */
export function shownLabels(labelled: readonly number[], pxPerPart: number, widthOf: (mark: number) => number, gap = 8): number[] {
  const [first, second] = labelled;
  if (first === undefined || second === undefined) return [...labelled];
  const spacing = (second - first) * pxPerPart;
  const widest = Math.max(...labelled.map(widthOf));
  const every = EVERY.find((n) => n * spacing >= widest + gap || n >= labelled.length) ?? labelled.length;
  const anchor = Math.max(0, labelled.indexOf(0));
  return labelled.filter((_, i) => (i - anchor) % every === 0);
}
