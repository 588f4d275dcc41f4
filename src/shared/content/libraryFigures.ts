import figures from 'virtual:library-figures';

/** The library's size and its reach into the MEB programme (see experiments/content/figures.ts). */
export type LibraryFigures = {
  /** Library items: experiments, maths activities, block puzzles and unplugged activities. */
  items: number;
  /** The programme's units the library lists (Fen Bilimleri 3–8, Matematik 1–8). */
  programmeUnits: number;
  /** Those of them with at least one item. */
  servedUnits: number;
};

/** Counted when the app was built, so the landing page quotes the library without loading it. */
export const LIBRARY_FIGURES: LibraryFigures = figures;

/** The share of the programme's units the library serves, rounded down: it never claims a unit it lacks. */
export const curriculumPercent = ({ programmeUnits, servedUnits }: LibraryFigures = LIBRARY_FIGURES): number =>
  programmeUnits === 0 ? 0 : Math.floor((100 * servedUnits) / programmeUnits);

/** The number of items as Turkish writes it (1.250). */
export const itemCount = ({ items }: LibraryFigures = LIBRARY_FIGURES): string => items.toLocaleString('tr-TR');
