import { foldTurkish } from '../../lib/text.ts';

/** docs/behaviour.md#limits-and-constants: the dropdown list is 140 to 300 px tall and Page Up/Down move 5 options. */
export const MENU_MIN_HEIGHT = 140;
export const MENU_MAX_HEIGHT = 300;
export const PAGE_STEP = 5;

export type ComboboxOption = {
  value: string;
  label: string;
  /** More text the filter matches on (e.g. a city), not shown. */
  keywords?: string;
};

/** Options whose label or keywords contain the query, ignoring case and Turkish letters. */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], query: string): readonly T[] {
  const needle = foldTurkish(query);
  if (!needle) return options;
  return options.filter((option) => foldTurkish(`${option.label} ${option.keywords ?? ''}`).includes(needle));
}

export type ActiveMove = 'next' | 'previous' | 'pageDown' | 'pageUp';

/** The next highlighted index in a list of `count` options; -1 when the list is empty. Does not wrap. */
export function moveActive(current: number, move: ActiveMove, count: number): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const clamp = (index: number) => Math.min(Math.max(index, 0), last);
  switch (move) {
    case 'next':
      return current < 0 ? 0 : clamp(current + 1);
    case 'previous':
      return current < 0 ? last : clamp(current - 1);
    case 'pageDown':
      return clamp(current + PAGE_STEP);
    case 'pageUp':
      return clamp(current - PAGE_STEP);
  }
}

export type MenuPlacement = { placement: 'bottom' | 'top'; maxHeight: number };

/**
 * Below the field when at least the minimum height fits there, else above
 * when it fits there, else below anyway (the page scrolls). Never taller than
 * the maximum, never shorter than the minimum.
 */
export function menuPlacement(spaceAbove: number, spaceBelow: number): MenuPlacement {
  const fit = (space: number) => Math.min(Math.max(space, MENU_MIN_HEIGHT), MENU_MAX_HEIGHT);
  if (spaceBelow >= MENU_MIN_HEIGHT) return { placement: 'bottom', maxHeight: fit(spaceBelow) };
  if (spaceAbove >= MENU_MIN_HEIGHT) return { placement: 'top', maxHeight: fit(spaceAbove) };
  return { placement: 'bottom', maxHeight: MENU_MIN_HEIGHT };
}
