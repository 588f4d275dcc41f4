import { describe, expect, it } from 'vitest';
import { pageWindow, totalPages } from './pagination.ts';

describe('totalPages', () => {
  it('divides the count by 12, rounding up', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(12)).toBe(1);
    expect(totalPages(13)).toBe(2);
    expect(totalPages(32)).toBe(3);
    expect(totalPages(120)).toBe(10);
  });
});

describe('pageWindow', () => {
  it('shows no buttons for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps at most five buttons centred on the current page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(40, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});
