import { expect, test } from './test.ts';
import { PRIVATE_PATHS } from '../../src/shared/seo/robots.ts';
import { dismissCookieBanner, signIn } from './helpers.ts';

/** docs/behaviour.md#routes-and-guards private paths, where each leads a signed-in user today: its own screen, or the nearest one. */
const SIGNED_IN_LANDING: Record<(typeof PRIVATE_PATHS)[number], string> = {
  '/welcome': '/welcome',
  '/help': '/help',
  '/settings': '/settings',
  '/profile': '/profile',
  '/dashboard': '/dashboard',
  '/search': '/search',
  '/courses': '/courses',
  '/tools': '/dashboard/tools',
  '/notebook-test': '/dashboard/tools',
  '/experiment-kits': '/dashboard/experiment-kits',
  '/library': '/dashboard/experiment-kits',
  '/etkibot': '/dashboard/etkibot',
  '/shipping': '/dashboard/shipping',
  '/schedule': '/schedule',
  '/classes': '/classes',
  '/lectures': '/lectures',
  '/assignments': '/assignments',
  '/create-assignment': '/create-assignment',
  // The teacher's side of the work is /assignments (role-redirects.spec.ts has the other roles).
  '/homeworks': '/assignments',
  '/progress-map': '/progress-map',
  '/student-progress': '/student-progress',
  '/manage-teachers': '/manage-teachers',
  '/school-analytics': '/school-analytics',
  '/communications': '/communications',
};

test('every private path asks a visitor to sign in, then leads to its screen or the nearest one', async ({ page }) => {
  test.slow();
  await dismissCookieBanner(page);
  for (const path of PRIVATE_PATHS.filter((item) => item !== '/courses')) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login\?/);
    // /search writes its empty query into the address before it asks for sign-in.
    const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
    expect(new URL(returnUrl, 'http://x').pathname, path).toBe(path);
  }
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/courses');

  await signIn(page, 'teacher');
  for (const [path, landing] of Object.entries(SIGNED_IN_LANDING)) {
    await page.goto(path);
    await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe(landing);
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' }), path).toHaveCount(0);
  }

  await page.goto('/tools/stopwatch');
  await expect(page).toHaveURL(/\/dashboard\/tools\/stopwatch$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kronometre');
});
