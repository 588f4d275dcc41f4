import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import SpringScaleSimulation from './SpringScaleSimulation.tsx';

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
      <SpringScaleSimulation />
    </I18nProvider>,
  );

describe('SpringScaleSimulation', () => {
  it('reads m · g in newton and warns past its capacity', () => {
    renderSimulation();
    fireEvent.click(screen.getByRole('button', { name: '+ 500 g as' }));
    expect(screen.getByText('4,9 N', { selector: 'dd' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ 500 g as' }));
    fireEvent.click(screen.getByRole('button', { name: '+ 200 g as' }));
    expect(screen.getByRole('alert').textContent).toContain('11,76 N');
    fireEvent.click(screen.getByRole('button', { name: 'Hepsini çıkar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('0 N', { selector: 'dd' })).toBeTruthy();
  });
});
