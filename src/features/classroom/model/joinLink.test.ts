import { describe, expect, it } from 'vitest';
import { joinCodeFromSearch, joinLink } from './joinLink.ts';

describe('join link', () => {
  it('opens Sınıflarım with the code', () => expect(joinLink('https://okul.example', 'AB3K9Z')).toBe('https://okul.example/classes?join=AB3K9Z'));
  it('reads a code back, upper-cased', () => expect(joinCodeFromSearch('ab3k9z')).toBe('AB3K9Z'));
  it('ignores anything that is not a code', () => {
    expect(joinCodeFromSearch('<script>')).toBeUndefined();
    expect(joinCodeFromSearch(42)).toBeUndefined();
  });
});
