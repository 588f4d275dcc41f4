import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider, useHydrated } from './useHydrated.tsx';

function Shows() {
  return <p>{useHydrated() ? 'hydrated' : 'hydrating'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HydrationProvider', () => {
  it('switches only once the browser is idle, so the parts still being hydrated are not restarted', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(
      <HydrationProvider hydrating>
        <Shows />
      </HydrationProvider>,
    );

    expect(screen.getByText('hydrating')).toBeTruthy();
    expect(idle).toHaveLength(1);

    act(() => idle.forEach((run) => run()));
    expect(screen.getByText('hydrated')).toBeTruthy();
  });

  it('is hydrated at once when there is no rendered page', () => {
    render(
      <HydrationProvider hydrating={false}>
        <Shows />
      </HydrationProvider>,
    );
    expect(screen.getByText('hydrated')).toBeTruthy();
  });
});
