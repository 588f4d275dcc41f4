import { describe, expect, it } from 'vitest';
import { curriculumPercent, itemCount } from './libraryFigures.ts';

describe('the library figures the public pages quote', () => {
  it('rounds the share of the programme down, so a missing unit is never rounded away', () => {
    expect(curriculumPercent({ items: 0, programmeUnits: 150, servedUnits: 150 })).toBe(100);
    expect(curriculumPercent({ items: 0, programmeUnits: 150, servedUnits: 149 })).toBe(99);
    expect(curriculumPercent({ items: 0, programmeUnits: 0, servedUnits: 0 })).toBe(0);
  });

  it('writes the number of items the Turkish way', () => {
    expect(itemCount({ items: 1250, programmeUnits: 1, servedUnits: 1 })).toBe('1.250');
    expect(itemCount({ items: 243, programmeUnits: 1, servedUnits: 1 })).toBe('243');
  });
});
