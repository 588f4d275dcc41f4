import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import HeatingCurveSimulation from './HeatingCurveSimulation.tsx';

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
      <HeatingCurveSimulation />
    </I18nProvider>,
  );

describe('HeatingCurveSimulation', () => {
  it('starts as ice at −20 °C and melts at a steady 0 °C', () => {
    renderSimulation();
    expect(screen.getByText('Katı (buz)')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '10' } });
    expect(screen.getByText('Eriyor (buz + su)')).toBeTruthy();
    expect(screen.getByText('0 °C')).toBeTruthy();
  });

  it('heats in five-minute steps and reaches boiling at 100 °C', () => {
    renderSimulation();
    const heat = screen.getByRole('button', { name: 'Isıt (+5 dakika)' });
    for (let i = 0; i < 4; i++) fireEvent.click(heat);
    expect(screen.getByText('Sıvı (su)')).toBeTruthy();
    for (let i = 0; i < 4; i++) fireEvent.click(heat);
    expect(screen.getByText('Kaynıyor (su + su buharı)')).toBeTruthy();
    expect(screen.getByText('100 °C')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Baştan başla' }));
    expect(screen.getByText('Katı (buz)')).toBeTruthy();
  });
});
