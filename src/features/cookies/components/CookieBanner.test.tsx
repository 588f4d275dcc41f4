import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { CookieBanner } from './CookieBanner.tsx';

const renderBanner = () => renderWithRouter(<CookieBanner />);

describe('CookieBanner', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('appears only after 1.5 s when no choice is stored', async () => {
    await renderBanner();
    await act(async () => vi.advanceTimersByTime(1499));
    expect(screen.queryByRole('region', { name: 'Çerez tercihleri' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Çerez tercihleri' })).toBeTruthy();
  });

  it('stores "accepted" with the date and hides', async () => {
    vi.setSystemTime(new Date('2026-05-01T09:00:00.000Z'));
    await renderBanner();
    await act(async () => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü Kabul Et' }));
    expect(localStorage.getItem('cookie-consent')).toBe('accepted');
    const storedAt = Date.parse(localStorage.getItem('cookie-consent-date') ?? '');
    expect(storedAt).toBeGreaterThanOrEqual(Date.parse('2026-05-01T09:00:01.500Z'));
    expect(storedAt).toBeLessThan(Date.parse('2026-05-01T09:00:05.000Z'));
    expect(screen.queryByRole('region', { name: 'Çerez tercihleri' })).toBeNull();
  });

  it('stores "declined" and never shows again once a choice exists', async () => {
    await renderBanner();
    await act(async () => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Reddet' }));
    expect(localStorage.getItem('cookie-consent')).toBe('declined');

    const again = await renderBanner();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(again.queryByRole('region', { name: 'Çerez tercihleri' })).toBeNull();
  });
});
