/** The forest mini-site's sections, in the order of its navigation bar. */
export const FOREST_SECTIONS = ['home', 'fire-prevention', 'tree-journey', 'forest-heroes', 'turkey-forests', 'tree-planting'] as const;

export type ForestSection = (typeof FOREST_SECTIONS)[number];

export const forestSectionPath = (section: ForestSection): string => (section === 'home' ? '/forest' : `/forest/${section}`);

const isSection = (segment: string): segment is ForestSection => segment !== 'home' && (FOREST_SECTIONS as readonly string[]).includes(segment);

/**
 * Which navigation item a path belongs to. Only `/forest/<section>` names a
 * section: anything else under /forest (cleanup, ecosystem, typos, deeper
 * paths) shows the home screen, so it counts as home (docs/behaviour.md#routes-and-guards).
 */
export function forestSection(pathname: string): ForestSection {
  // The router matches paths case-insensitively and with or without a trailing slash.
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const [root, section, ...rest] = segments;
  if (root !== 'forest' || section === undefined || rest.length > 0) return 'home';
  return isSection(section) ? section : 'home';
}
