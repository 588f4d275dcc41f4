import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@/shared/i18n/i18n.ts';
import { LoadingScreen } from './LoadingScreen.tsx';

describe('LoadingScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates five Turkish status messages and never fills the bar past 95 %', () => {
    render(
      <I18nProvider i18n={i18n}>
        <LoadingScreen />
      </I18nProvider>,
    );
    const seen = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      seen.add(screen.getByRole('status').textContent ?? '');
      act(() => vi.advanceTimersByTime(200));
    }
    expect(seen.size).toBe(5);
    expect(seen).toContain('Platform Yükleniyor...');

    act(() => vi.advanceTimersByTime(60_000));
    const bar = screen.getByRole('progressbar', { name: 'Yükleme durumu' });
    expect(bar.getAttribute('aria-valuenow')).toBe('95');
  });
});
