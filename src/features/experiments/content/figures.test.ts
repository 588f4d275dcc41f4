import { describe, expect, it } from 'vitest';
import { LIBRARY_FIGURES } from '@/shared/content/libraryFigures.ts';
import { libraryFigures } from './figures.ts';
import { EXPERIMENTS } from './library.ts';
import { UNITS } from './units/index.ts';

describe('the library figures', () => {
  it('count every item and the programme units (science and maths, not programming) that have one', () => {
    const figures = libraryFigures();
    expect(figures.items).toBe(EXPERIMENTS.length);
    const programme = UNITS.filter((unit) => unit.subject === 'science' || unit.subject === 'maths');
    expect(figures.programmeUnits).toBe(programme.length);
    expect(figures.servedUnits).toBe(programme.filter((unit) => EXPERIMENTS.some((item) => item.unitId === unit.id)).length);
  });

  it('reach the pages through the build-time module', () => {
    expect(LIBRARY_FIGURES).toEqual(libraryFigures());
  });
});
