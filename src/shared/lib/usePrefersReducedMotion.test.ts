import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

const stubMatchMedia = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('usePrefersReducedMotion', () => {
  it.each([true, false])('follows the system setting (%s)', (reduce) => {
    stubMatchMedia(reduce);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(reduce);
  });

  it('assumes motion is fine where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
  });
});
