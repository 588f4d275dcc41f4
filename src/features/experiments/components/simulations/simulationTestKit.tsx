import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';

/** With reduced motion every action jumps straight to its result, so no animation frames need to run. */
export function preferReducedMotion(): void {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());
}

export const renderSimulation = (Simulation: ComponentType) =>
  render(
    <I18nProvider i18n={i18n}>
      <Simulation />
    </I18nProvider>,
  );
