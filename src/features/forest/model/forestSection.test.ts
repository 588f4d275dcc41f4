import { describe, expect, it } from 'vitest';
import { FOREST_SECTIONS, forestSection, forestSectionPath } from './forestSection.ts';

describe('forestSection', () => {
  it.each([
    ['/forest', 'home'],
    ['/forest/', 'home'],
    ['/forest/fire-prevention', 'fire-prevention'],
    ['/forest/fire-prevention/', 'fire-prevention'],
    ['/forest/tree-journey', 'tree-journey'],
    ['/forest/forest-heroes', 'forest-heroes'],
    ['/forest/turkey-forests', 'turkey-forests'],
    ['/forest/tree-planting', 'tree-planting'],
    ['/Forest/Tree-Journey', 'tree-journey'],
  ] as const)('%s → %s', (path, section) => {
    expect(forestSection(path)).toBe(section);
  });

  it.each(['/forest/cleanup', '/forest/ecosystem', '/forest/bilinmeyen', '/forest/home', '/forest/fire-prevention/extra', '/forest/tree', '/orman', '/'])(
    'an unknown or home-screen path %s counts as home',
    (path) => {
      expect(forestSection(path)).toBe('home');
    },
  );

  it('gives every section its path', () => {
    expect(FOREST_SECTIONS.map(forestSectionPath)).toEqual([
      '/forest',
      '/forest/fire-prevention',
      '/forest/tree-journey',
      '/forest/forest-heroes',
      '/forest/turkey-forests',
      '/forest/tree-planting',
    ]);
    for (const section of FOREST_SECTIONS) expect(forestSection(forestSectionPath(section))).toBe(section);
  });
});
