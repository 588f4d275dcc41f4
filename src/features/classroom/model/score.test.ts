import { describe, expect, it } from 'vitest';
import { parseScore } from './score.ts';

describe('typed score', () => {
  it.each([
    ['85', 85],
    [' 100 ', 100],
    ['0', 0],
    ['', null],
    ['  ', null],
    ['101', 'invalid'],
    ['-1', 'invalid'],
    ['85,5', 'invalid'],
    ['8e1', 'invalid'],
    ['yüz', 'invalid'],
  ])('reads %j as %j', (text, expected) => expect(parseScore(text)).toBe(expected));
});
