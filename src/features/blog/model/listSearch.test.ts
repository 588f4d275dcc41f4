import { describe, expect, it } from 'vitest';
import { parseBlogSearch } from './listSearch.ts';

describe('parseBlogSearch', () => {
  it('keeps valid values and drops the rest', () => {
    expect(parseBlogSearch({ page: '3', q: ' robot ', category: 'egitim', tag: 'stem' })).toEqual({
      page: 3,
      q: 'robot',
      category: 'egitim',
      tag: 'stem',
    });
    expect(parseBlogSearch({ page: 1, q: '  ', category: '', tag: undefined })).toEqual({});
    for (const page of ['0', '-2', 'iki', '1.5', 2.5, null]) expect(parseBlogSearch({ page })).toEqual({});
  });

  it('reads search as another name for q', () => {
    expect(parseBlogSearch({ search: 'deney' })).toEqual({ q: 'deney' });
    expect(parseBlogSearch({ search: 'deney', q: 'robot' })).toEqual({ q: 'robot' });
  });

  it('keeps numbers that the router parsed from the URL', () => {
    expect(parseBlogSearch({ page: 2, q: 2026 })).toEqual({ page: 2, q: '2026' });
  });
});
