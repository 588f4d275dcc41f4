import { describe, expect, it } from 'vitest';
import { parseSearchPageSearch, searchHref } from './searchQuery.ts';

describe('searchHref', () => {
  it('does not submit empty or whitespace-only text', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   \t\n ')).toBeNull();
  });

  it('trims and URL-encodes the text', () => {
    expect(searchHref('  ışık ve gölge  ')).toBe('/search?q=%C4%B1%C5%9F%C4%B1k%20ve%20g%C3%B6lge');
    expect(searchHref('a&b=c?')).toBe('/search?q=a%26b%3Dc%3F');
  });
});

describe('search page search', () => {
  it('reads the query as typed, and nothing for anything but text', () => {
    expect(parseSearchPageSearch({ q: ' gölge ' })).toEqual({ q: ' gölge ' });
    expect(parseSearchPageSearch({ q: 5 })).toEqual({ q: '' });
    expect(parseSearchPageSearch({})).toEqual({ q: '' });
  });
});
