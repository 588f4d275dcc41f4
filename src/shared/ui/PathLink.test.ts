import { describe, expect, it } from 'vitest';
import { isPathActive } from './PathLink.tsx';

describe('isPathActive', () => {
  it('matches home only exactly', () => {
    expect(isPathActive('/', '/')).toBe(true);
    expect(isPathActive('/about', '/')).toBe(false);
  });
  it('matches sections by prefix at a segment boundary', () => {
    expect(isPathActive('/forest/tree-journey', '/forest')).toBe(true);
    expect(isPathActive('/forestry', '/forest')).toBe(false);
    expect(isPathActive('/forest/tree-journey', '/forest', true)).toBe(false);
  });
});
