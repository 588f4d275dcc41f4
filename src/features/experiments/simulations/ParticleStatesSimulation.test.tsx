import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import ParticleStatesSimulation from './ParticleStatesSimulation.tsx';

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
      <ParticleStatesSimulation />
    </I18nProvider>,
  );

describe('ParticleStatesSimulation', () => {
  it('shows the three states of water by temperature', () => {
    const { container } = renderSimulation();
    expect(screen.getByText('Katı (buz)')).toBeTruthy();
    expect(container.querySelectorAll('circle')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: /Su buharı/ }));
    expect(screen.getByText('Gaz (su buharı)')).toBeTruthy();
    expect(screen.getByText('Bulunduğu kabı tamamen doldurur.')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '40' } });
    expect(screen.getByText('Sıvı (su)')).toBeTruthy();
    expect(screen.getByText('Bulunduğu kabın şeklini alır.')).toBeTruthy();
  });
});
