import { describe, expect, it } from 'vitest';
import { labelledMarks, labelWidth, shownLabels } from './numberLineLabels.ts';
import { lineScale, numberLineMarks } from './numberLine.ts';

describe('number line labels', () => {
  it('labels the whole numbers of a line of fractions unless told otherwise', () => {
    const quarters = lineScale({ min: -2, max: 2, step: '1/4' });
    const marks = numberLineMarks(quarters);
    expect(marks).toHaveLength(17);
    expect(labelledMarks(marks, quarters, undefined)).toEqual([-8, -4, 0, 4, 8]);
    expect(labelledMarks(marks, quarters, 2)).toEqual([-8, -6, -4, -2, 0, 2, 4, 6, 8]);
    expect(labelledMarks([0, 1, 2, 3], { unit: 1 }, undefined)).toEqual([0, 1, 2, 3]);
  });

  it('measures a stacked fraction by its longer line and a decimal by its characters', () => {
    expect(labelWidth(-3, 4, 'fraction', 10)).toBeCloseTo(0.62 * 10 + 7);
    expect(labelWidth(3, 4, 'fraction', 10)).toBeCloseTo(6.2);
    expect(labelWidth(-3, 4, 'decimal', 10)).toBeCloseTo(5 * 6.2);
  });

  it('writes fewer labels on a narrow line, so none overlap, keeping 0', () => {
    const marks = numberLineMarks({ min: 0, max: 20, step: 1 });
    const width = (mark: number) => labelWidth(mark, 1, 'fraction', 15);
    // A 600 px picture: 27 px a mark, room for every number.
    expect(shownLabels(marks, 540 / 20, width)).toHaveLength(21);
    // A phone (330 px): 13.5 px a mark, every second number.
    expect(shownLabels(marks, 270 / 20, width)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    // Labels every five already far apart stay as they are.
    expect(shownLabels([0, 5, 10, 15, 20], 270 / 20, width)).toEqual([0, 5, 10, 15, 20]);
    // Counted from 0, not from the first mark.
    expect(shownLabels(numberLineMarks({ min: -5, max: 5, step: 1 }), 14, width)).toEqual([-4, -2, 0, 2, 4]);
    expect(shownLabels([3], 10, width)).toEqual([3]);
  });
});
