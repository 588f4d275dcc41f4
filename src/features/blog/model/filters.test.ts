import { describe, expect, it } from 'vitest';
import { activeFilters, hasFilters, listQueryString, toListQuery, withFilter, withPage } from './filters.ts';

describe('filter changes', () => {
  it('go back to page 1', () => {
    expect(withFilter({ page: 3, q: 'robot' }, 'category', 'egitim')).toEqual({ q: 'robot', category: 'egitim' });
    expect(withFilter({ page: 2, category: 'egitim' }, 'category', undefined)).toEqual({});
    expect(withFilter({ page: 2, tag: 'stem' }, 'q', '  ')).toEqual({ tag: 'stem' });
  });

  it('keep the filters when only the page changes', () => {
    expect(withPage({ q: 'robot', category: 'egitim' }, 2)).toEqual({ q: 'robot', category: 'egitim', page: 2 });
    expect(withPage({ page: 2, tag: 'stem' }, 1)).toEqual({ tag: 'stem' });
  });

  it('list the active filters as chips in a fixed order', () => {
    expect(hasFilters({ page: 2 })).toBe(false);
    expect(hasFilters({ tag: 'stem' })).toBe(true);
    expect(activeFilters({ tag: 'stem', page: 4, q: 'robot' })).toEqual([
      { key: 'q', value: 'robot' },
      { key: 'tag', value: 'stem' },
    ]);
  });
});

describe('the list call', () => {
  it('sends the page only when it is past the first', () => {
    expect(toListQuery({})).toEqual({});
    expect(toListQuery({ page: 1 })).toEqual({});
    expect(toListQuery({ page: 2, q: 'robot', category: 'egitim', tag: 'stem' })).toEqual({
      page: 2,
      search: 'robot',
      category: 'egitim',
      tag: 'stem',
    });
  });

  it('builds a stable query string', () => {
    expect(listQueryString({})).toBe('');
    expect(listQueryString({ page: 1, search: 'robot' })).toBe('?search=robot');
    expect(listQueryString({ search: 'çevre bilinci', tag: 'stem', category: 'egitim', page: 2 })).toBe(
      '?page=2&category=egitim&tag=stem&search=%C3%A7evre+bilinci',
    );
  });
});
