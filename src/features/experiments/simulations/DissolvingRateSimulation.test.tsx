import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import DissolvingRateSimulation from './DissolvingRateSimulation.tsx';

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
      <DissolvingRateSimulation />
    </I18nProvider>,
  );

describe('DissolvingRateSimulation', () => {
  it('records each trial with its model time', () => {
    renderSimulation();
    fireEvent.click(screen.getByRole('button', { name: 'Şekeri suya at' }));
    expect(screen.getByText(/8 dk 0 sn içinde tamamen çözündü/)).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kaşıkla karıştır' }));
    fireEvent.click(screen.getByRole('button', { name: 'Şekeri suya at' }));
    expect(screen.getByText(/15 sn içinde tamamen çözündü/)).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
