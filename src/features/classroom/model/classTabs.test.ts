import { describe, expect, it } from 'vitest';
import { parseClassSearch, parseId } from './classTabs.ts';

describe('class page address', () => {
  it('keeps a known tab and a real day', () => {
    expect(parseClassSearch({ tab: 'grades', date: '2026-11-24' })).toEqual({ tab: 'grades', date: '2026-11-24' });
  });
  it('drops an unknown tab and a malformed day', () => {
    expect(parseClassSearch({ tab: 'secret', date: '24.11.2026' })).toEqual({});
  });
  it('reads ids as positive whole numbers only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('-3')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('12abc')).toBeNull();
  });
});
