import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import shellCatalogue from '@locales/tr/messages.po?raw';
import { i18n } from '@/shared/i18n/i18n.ts';
import { CatalogLoadError } from '@/shared/i18n/loadCatalog.ts';
import { RouteError } from './RouteError.tsx';

async function renderFailing(error: Error) {
  // The router reports the loader's error on the console and scrolls; the screen is what is under test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const rootRoute = createRootRoute({
    loader: () => {
      throw error;
    },
    component: () => <p>Sayfa</p>,
    errorComponent: RouteError,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await router.load();
  return screen.findByRole('alert');
}

afterEach(() => vi.restoreAllMocks());

describe('RouteError', () => {
  it('says a failed catalogue left the page without its texts and offers a full reload', async () => {
    const alert = await renderFailing(new CatalogLoadError('blog', new TypeError('Failed to fetch')));
    expect(alert.querySelector('h1')?.textContent).toBe('Bu sayfa açılamadı');
    expect(alert.textContent).toContain('Sayfanın metinleri birkaç denemede yüklenemedi. Sayfayı yenileyerek yeniden deneyin.');
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yeniden dene' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });

  it('offers a retry for any other failure', async () => {
    const alert = await renderFailing(new Error('500'));
    expect(alert.textContent).toContain('Beklenmeyen bir sorun oluştu.');
    expect(screen.getByRole('button', { name: 'Yeniden dene' })).toBeTruthy();
  });

  it('takes its fallback texts from the shell catalogue, which ships with the app', () => {
    for (const text of ['Bu sayfa açılamadı', 'Sayfayı yenile', 'Sayfanın metinleri birkaç denemede yüklenemedi. Sayfayı yenileyerek yeniden deneyin.']) {
      expect(shellCatalogue).toContain(`msgid "${text}"`);
    }
  });
});
