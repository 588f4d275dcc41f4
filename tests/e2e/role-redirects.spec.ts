import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, type DemoRole } from './helpers.ts';

// Issue 44, "Found on the way": a role on a screen not meant for it is sent to its own, before the
// wrong screen loads (no list of links that answer 404, no "Bu işlem için yetkiniz yok" with a retry).

test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

type Session = { access: string; refresh: string; user: unknown };

async function logIn(request: APIRequestContext, role: DemoRole): Promise<Session> {
  const { email, password } = DEMO_ACCOUNTS[role];
  const answer = await request.post('/api/auth/login/', { data: { email, password } });
  expect(answer.status()).toBe(200);
  const { tokens, user } = (await answer.json()) as { tokens: { access: string; refresh: string }; user: unknown };
  return { access: tokens.access, refresh: tokens.refresh, user };
}

/** Puts a session signed in through the API where the app keeps one (docs/behaviour.md#data-kept-on-the-device: base64 tokens), as class-tablet.spec.ts does. */
async function signInThroughApi(page: Page, request: APIRequestContext, role: DemoRole): Promise<Session> {
  const session = await logIn(request, role);
  await page.addInitScript(
    ({ access, refresh, account }) => {
      if (window.sessionStorage.getItem('e2e-role-seeded')) return;
      window.sessionStorage.setItem('e2e-role-seeded', '1');
      const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
      window.localStorage.setItem('access_token', encode(access));
      window.localStorage.setItem('refresh_token', encode(refresh));
      window.localStorage.setItem('token_expiry', String(Date.now() + 15 * 60_000));
      window.localStorage.setItem('auth-storage', JSON.stringify({ user: account, isAuthenticated: true }));
    },
    { access: session.access, refresh: session.refresh, account: session.user },
  );
  return session;
}

/** One homework the demo student has (seeded), by id and title. */
async function studentHomework(request: APIRequestContext, session: Session): Promise<{ id: number; title: string }> {
  const answer = await request.get('/api/homeworks/', { headers: { Authorization: `Bearer ${session.access}` } });
  expect(answer.ok()).toBe(true);
  const { homeworks } = (await answer.json()) as { homeworks: { assignment: { id: number; title: string } }[] };
  const first = homeworks[0]?.assignment;
  if (!first) throw new Error('The seed gives the demo student no homework.');
  return first;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('a student at the assignments lands on their homework, the same assignment included', async ({ page, request }) => {
  const session = await signInThroughApi(page, request, 'student');
  await page.goto('/assignments?class=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödevlerim' })).toBeVisible();
  expect(pathOf(page)).toBe('/homeworks');
  await expect(page.getByText('Bu işlem için yetkiniz yok')).toHaveCount(0);

  const homework = await studentHomework(request, session);
  await page.goto(`/assignments/${homework.id}`);
  await expect(page.getByRole('heading', { level: 1, name: homework.title })).toBeVisible();
  expect(pathOf(page)).toBe(`/homeworks/${homework.id}`);
});

test('a parent at the assignments lands on their child’s homework', async ({ page, request }) => {
  await signInThroughApi(page, request, 'parent');
  await page.goto('/assignments');
  await expect(page.getByRole('heading', { level: 1, name: 'Çocuğumun Ödevleri' })).toBeVisible();
  expect(pathOf(page)).toBe('/homeworks');
  await page.goto('/assignments/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Çocuğumun Ödevleri' })).toBeVisible();
  expect(pathOf(page)).toBe('/homeworks');
});

test('a teacher at the homework lands on the assignments', async ({ page, request }) => {
  const teacher = await signInThroughApi(page, request, 'teacher');
  await page.goto('/homeworks');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödevler' })).toBeVisible();
  expect(pathOf(page)).toBe('/assignments');

  const listed = await request.get('/api/assignments/', { headers: { Authorization: `Bearer ${teacher.access}` } });
  const { assignments } = (await listed.json()) as { assignments: { id: number; title: string }[] };
  const assignment = assignments[0];
  if (!assignment) throw new Error('The seed gives the demo teacher no assignment.');
  await page.goto(`/homeworks/${assignment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: assignment.title })).toBeVisible();
  expect(pathOf(page)).toBe(`/assignments/${assignment.id}`);
});

test('“Ödev oluştur” tells a student what it is for and leads to their homework', async ({ page, request }) => {
  await signInThroughApi(page, request, 'student');
  await page.goto('/create-assignment');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödev oluştur' })).toBeVisible();
  await expect(page.getByText('Bu sayfada öğretmenler sınıflarına')).toBeVisible();
  await expect(page.getByText('önce Sınıflarım sayfasında bir sınıf oluşturun')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ödevlerime git' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ödevlerim' })).toBeVisible();
});

test('“Ödev oluştur” tells an administrator that teachers give the work', async ({ page, request }) => {
  await signInThroughApi(page, request, 'administrator');
  await page.goto('/create-assignment');
  await expect(page.getByText('Ödevleri sınıfların öğretmenleri verir')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ödevlere git' })).toHaveAttribute('href', '/assignments');
});
