import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import FrictionRampSimulation from './FrictionRampSimulation.tsx';

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
      <FrictionRampSimulation />
    </I18nProvider>,
  );

describe('FrictionRampSimulation', () => {
  it('moves the box only when the push beats static friction', () => {
    renderSimulation();
    // 5 kg on wood holds up to 24,5 N; the default push is 20 N.
    fireEvent.click(screen.getByRole('button', { name: 'Kutuyu it' }));
    expect(screen.getByText(/Kutu yerinden kıpırdamadı/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Buz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kutuyu it' }));
    expect(screen.getByText(/Kutu hareket etti/)).toBeTruthy();
  });
});
