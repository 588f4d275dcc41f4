import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { installPrompt, type BeforeInstallPromptEvent } from '@/shared/offline/installPrompt.ts';
import { AppChrome } from './AppChrome.tsx';

function offerInstall(): BeforeInstallPromptEvent {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  act(() => installPrompt.set(event));
  return event;
}

const offer = () => screen.queryByRole('complementary', { name: 'Uygulamayı yükleme önerisi' });

describe('AppChrome: the install offer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom has no media queries: a browser tab, not an installed app.
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
    installPrompt.set(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the cookie banner to be answered, then offers installation', async () => {
    await renderWithRouter(<AppChrome />);
    const event = offerInstall();
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('region', { name: 'Çerez tercihleri' })).toBeTruthy();
    expect(offer()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reddet' }));
    expect(await screen.findByRole('complementary', { name: 'Uygulamayı yükleme önerisi' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(event.prompt).toHaveBeenCalledOnce();
  });

  it('is not offered again on this device after "Şimdi değil"', async () => {
    localStorage.setItem('cookie-consent', 'accepted');
    await renderWithRouter(<AppChrome />);
    offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Şimdi değil' }));
    expect(offer()).toBeNull();
    expect(localStorage.getItem('install-offer-dismissed')).not.toBeNull();

    const again = await renderWithRouter(<AppChrome />);
    await act(async () => vi.advanceTimersByTime(100));
    expect(again.queryByRole('complementary', { name: 'Uygulamayı yükleme önerisi' })).toBeNull();
  });

  it('is gone once the app is installed', async () => {
    localStorage.setItem('cookie-consent', 'declined');
    await renderWithRouter(<AppChrome />);
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Yükle' })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(offer()).toBeNull();
  });
});
