import { describe, expect, it } from 'vitest';
import { parseId } from './classTabs.ts';

describe('class page address', () => {
  it('reads ids as positive whole numbers only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('-3')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('12abc')).toBeNull();
  });
});
