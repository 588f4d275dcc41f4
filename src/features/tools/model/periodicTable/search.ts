import { foldTurkish } from '@/shared/lib/text.ts';

export type Searchable = { number: number; symbol: string; name: string };

/**
 * Elements matching what a pupil types: a symbol ("fe"), an atomic number
 * ("26") or part of the Turkish name, ignoring case and Turkish letters
 * ("civa" finds Cıva). Best matches first: symbol, then name start, then inside.
 */
export function searchElements<T extends Searchable>(elements: readonly T[], query: string): T[] {
  const key = foldTurkish(query);
  if (key === '') return [...elements];
  if (/^\d+$/.test(key)) return elements.filter((element) => element.number === Number(key));
  const rank = (element: T): number => {
    const name = foldTurkish(element.name);
    if (foldTurkish(element.symbol) === key) return 0;
    if (name.startsWith(key)) return 1;
    if (name.includes(key)) return 2;
    return 3;
  };
  return elements
    .map((element) => ({ element, rank: rank(element) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.element.number - b.element.number)
    .map((entry) => entry.element);
}
