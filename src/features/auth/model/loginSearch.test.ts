import { describe, expect, it } from 'vitest';
import { parseLoginSearch } from './loginSearch.ts';

describe('sign-in page search', () => {
  it('keeps only a non-empty text return address', () => {
    expect(parseLoginSearch({ returnUrl: '/dashboard/tools' })).toEqual({ returnUrl: '/dashboard/tools' });
    expect(parseLoginSearch({ returnUrl: '' })).toEqual({});
    expect(parseLoginSearch({ returnUrl: ['/a'] })).toEqual({});
  });
});
