import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import SpeedTrackSimulation from './SpeedTrackSimulation.tsx';

// With reduced motion every action jumps straight to its result, so no frames need to run.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

const renderSimulation = () =>
  render(
    <I18nProvider i18n={i18n}>
      <SpeedTrackSimulation />
    </I18nProvider>,
  );

describe('SpeedTrackSimulation', () => {
  it('compares average speeds, not distances', () => {
    renderSimulation();
    expect(screen.getByText(/100 m ÷ 20 s = 5 m\/s/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yarışı başlat' }));
    // 100 m in 20 s = 5 m/s against 60 m in 10 s = 6 m/s
    expect(screen.getByText(/Mavi araba daha süratli/)).toBeTruthy();
  });
});
