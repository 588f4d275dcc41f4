import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { WORKER } from './test.ts';

/** Waits until a service worker is activated and controls the page (docs/architecture.md#stack: `ready` is not enough). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  if (!test.info().tags.includes(WORKER.tag)) throw new Error('The service worker is blocked in this test: give it the WORKER tag (tests/e2e/test.ts).');
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

/** The seeded demo accounts (server/seed/accounts.ts), one per role. */
export const DEMO_ACCOUNTS = {
  student: { email: 'ogrenci@etkilab.example', password: 'Ogrenci123', firstName: 'Elif' },
  teacher: { email: 'ogretmen@etkilab.example', password: 'Ogretmen123', firstName: 'Ayşe' },
  parent: { email: 'veli@etkilab.example', password: 'Veli12345', firstName: 'Mehmet' },
  administrator: { email: 'yonetici@etkilab.example', password: 'Yonetici123', firstName: 'Zeynep' },
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/**
 * Signs in through the API and opens `path` (the dashboard unless told otherwise). The session is
 * stored where and how the app stores one (docs/behaviour.md#data-kept-on-the-device), once, before the app
 * first loads; every later load reads what the app itself keeps, so a refreshed token is never
 * replaced by the used one. The sign-in form itself is tested in auth.spec.ts.
 */
export async function signIn(page: Page, role: DemoRole = 'teacher', path = '/dashboard'): Promise<void> {
  const account = DEMO_ACCOUNTS[role];
  const answer = await page.request.post('/api/auth/login/', { data: { email: account.email, password: account.password } });
  expect(answer.status(), `sign-in of ${account.email}`).toBe(200);
  const { tokens, user } = (await answer.json()) as { tokens: { access: string; refresh: string }; user: unknown };
  // A same-origin file the app does not run on: storage can be written there before the app reads it.
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ access, refresh, account: signedIn }) => {
      const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
      const claims = JSON.parse(atob(access.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number; iat: number };
      window.localStorage.setItem('access_token', encode(access));
      window.localStorage.setItem('refresh_token', encode(refresh));
      window.localStorage.setItem('token_expiry', String(Date.now() + (claims.exp - claims.iat) * 1000));
      window.localStorage.setItem('auth-storage', JSON.stringify({ user: signedIn, isAuthenticated: true }));
    },
    { access: tokens.access, refresh: tokens.refresh, account: user },
  );
  await page.goto(path);
  if (path === '/dashboard') await page.waitForURL('**/dashboard');
}

/**
 * This Chromium forgets `context.setOffline(true)` for `navigator.onLine` after a
 * reload under the service worker (the network itself stays off): toggle the
 * emulation once more so the page sees the offline state the test set. The toggle
 * is online for a moment, and the outboxes rightly send what they hold when
 * `online` fires: the API stays unreachable meanwhile, as it is for a device that
 * really is offline.
 */
export async function reassertOffline(page: Page, context: BrowserContext): Promise<void> {
  if (!(await page.evaluate(() => navigator.onLine))) return;
  const unreachable = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', unreachable);
  try {
    await context.setOffline(false);
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
  } finally {
    await context.unroute('**/api/**', unreachable);
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe with every rule on the page as it is now and returns its violations.
 *
 * axe-core is run in the page directly, injected once per document: `@axe-core/playwright` injected its
 * 550 KB script on every check, and once more into a new blank page to merge the results, which made a
 * check take 5–8 s on the busy 2-core CI machine (about a tenth of the browser suite). The app renders
 * no frames, which is what that merging is for. Only violations are reported: no test reads the passing
 * and inapplicable nodes.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({ selector }) => {
      const { axe } = window as unknown as { axe: { run: (context: Element | Document, options: object) => Promise<AxeResults> } };
      const context = selector ? document.querySelector(selector) : document;
      if (!context) throw new Error(`axe: nothing matches ${selector}`);
      return axe.run(context, { resultTypes: ['violations'] }).then((results) => results.violations);
    },
    { selector: include },
  );
}

/** Runs axe on the page as it is now; a violation fails with its rule and the elements it found, under `where`. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}
