import type { Page } from '@playwright/test';

/** Waits until a service worker is activated and controls the page (DESIGN §0: `ready` is not enough). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
      });
    }
  });
  // The first visit is not controlled until a reload (the worker does not claim clients mid-task).
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

/** Stores a cookie choice before the page loads, so the banner stays out of the way. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'declined');
    window.localStorage.setItem('cookie-consent-date', '2026-01-01T00:00:00.000Z');
  });
}

/** The public pages with the title and main heading each must show. */
export const PUBLIC_PAGES = [
  { path: '/', title: /Bilim, Matematik ve Kodlama/, heading: /Bilimi dokunarak/ },
  { path: '/about', title: /Hakkımızda/, heading: /./ },
  { path: '/contact', title: /İletişim/, heading: /./ },
  { path: '/yardim', title: /İletişim|Yardım/, heading: /./ },
  { path: '/schools', title: /İletişim|Okul/, heading: /./ },
  { path: '/courses', title: /İçerik/, heading: /./ },
  { path: '/privacy', title: /Gizlilik/, heading: /Gizlilik/ },
  { path: '/terms', title: /Kullanım Koşulları/, heading: /Kullanım Koşulları/ },
  { path: '/cookies', title: /Çerez/, heading: /Çerez/ },
] as const;
