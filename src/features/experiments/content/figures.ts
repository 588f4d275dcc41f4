import type { LibraryFigures } from '@/shared/content/libraryFigures.ts';
import { EXPERIMENTS } from './library.ts';
import { UNITS } from './units/index.ts';

/**
 * What the public pages say of the library, counted from it (scripts/buildTimeModulesPlugin.ts runs this
 * when the app is built). The programme is the MEB units listed in `units/`: Fen Bilimleri and Matematik;
 * the programming strand has no MEB programme, so it counts as items but not as curriculum.
 */
export function libraryFigures(): LibraryFigures {
  const served = new Set(EXPERIMENTS.map((experiment) => experiment.unitId));
  const programme = UNITS.filter((unit) => unit.subject !== 'programming');
  return {
    items: EXPERIMENTS.length,
    programmeUnits: programme.length,
    servedUnits: programme.filter((unit) => served.has(unit.id)).length,
  };
}
