import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';
import { addDays } from '../../src/shared/progress/days.ts';
import { isSchoolDay } from '../../src/shared/progress/schoolDays.ts';
import type { SchoolCalendarResponse, SchoolDayOff } from '../../src/shared/api/schoolCalendar.ts';

// A school administrator marks a snow day on the school's calendar; a child of the school who worked
// the day before and the day after keeps the streak over it. Portrait tablet, the product's main screen.
test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

type Api = { token: string; request: APIRequestContext };

async function signInApi(request: APIRequestContext, email: string, password: string): Promise<Api> {
  const answer = await request.post('/api/auth/login/', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const { tokens } = (await answer.json()) as { tokens: { access: string } };
  return { token: tokens.access, request };
}

async function call<T>(api: Api, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const answer = await api.request[method](path, { headers: { Authorization: `Bearer ${api.token}` }, ...(data === undefined ? {} : { data }) });
  expect(answer.ok(), `${method.toUpperCase()} ${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** Turkey's day today (UTC+3 all year). */
const turkeyToday = (): string => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * A Monday, Tuesday and Wednesday about five weeks back (progress events older than 60 days are
 * refused), all three ordinary weekdays by the national calendar, whatever the date the suite runs.
 */
function schoolWeek(): { monday: string; tuesday: string; wednesday: string } {
  let monday = addDays(turkeyToday(), -35);
  for (let tries = 0; tries < 20; tries += 1, monday = addDays(monday, -1)) {
    const day = new Date(`${monday}T12:00:00Z`).getUTCDay();
    if (day !== 1) continue;
    const week = { monday, tuesday: addDays(monday, 1), wednesday: addDays(monday, 2) };
    if (Object.values(week).every((iso) => isSchoolDay(iso))) return week;
  }
  throw new Error('No plain school week five weeks back');
}

/** A new child with an account of their own, who joined 5-B (a class of the administrator's school) by its code. */
async function newChildOfTheSchool(request: APIRequestContext): Promise<{ email: string; password: string; api: Api }> {
  const teacher = await signInApi(request, DEMO_ACCOUNTS.teacher.email, DEMO_ACCOUNTS.teacher.password);
  const { class: cls } = await call<{ class: { join_code: string } }>(teacher, 'get', '/api/classes/1/');
  const email = `kar.tatili.${Date.now()}@ornek.example`;
  const password = 'KarTatili2026';
  const registered = await request.post('/api/auth/register/', {
    data: { first_name: 'Deniz', last_name: 'Kaya', email, role: 'student', password, password_confirm: password, terms_accepted: true },
  });
  expect(registered.status()).toBe(201);
  const api = await signInApi(request, email, password);
  await call(api, 'post', '/api/classes/join/', { join_code: cls.join_code });
  return { email, password, api };
}

/** One answered question at 10:00 in Turkey on a day, as a tablet posts it. */
const answerOn = (child: Api, day: string, n: number) =>
  call(child, 'post', '/api/progress/events/', {
    id: `kar-tatili-${day}-${n}-${Date.now()}`,
    kind: 'questionAnswered',
    ref: 'question:measuring-force/force-unit',
    outcomes: ['F.5.3.1.1'],
    correct: true,
    difficulty: 'medium',
    minutes: 2,
    at: `${day}T10:00:00+03:00`,
  });

async function childPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  await page.goto('/login');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('E-posta adresi').fill(email);
  await panel.getByLabel(/^Şifre(\s|\*|$)/).fill(password);
  await panel.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

test('an administrator marks a snow day and a child’s streak over it holds', async ({ page, browser, request }) => {
  const { monday, tuesday, wednesday } = schoolWeek();
  const admin = await signInApi(request, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
  const before = await call<SchoolCalendarResponse>(admin, 'get', '/api/schools/mine/calendar/');
  const child = await newChildOfTheSchool(request);
  // Worked on Monday and Wednesday; Tuesday the school was shut by snow.
  await answerOn(child.api, monday, 1);
  await answerOn(child.api, wednesday, 2);

  try {
    await signIn(page, 'administrator', '/dashboard/school-calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Okul takvimi' })).toBeVisible();
    await page.getByRole('button', { name: 'Tatil günü ekle' }).click();
    await page.getByLabel(/^Başlangıç/).fill(tuesday);
    await page.getByLabel(/^Bitiş/).fill(tuesday);
    await page.getByLabel(/^Tür/).selectOption({ label: 'Kar tatili' });
    await page.getByLabel(/^Açıklama/).fill('Kar tatili');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“Kar tatili” okul takvimine eklendi.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kar tatili tatilini düzenle' })).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/school-calendar');

    // The child's progress answer carries the school's snow day (the app counts the streak with it, offline too).
    const progress = await call<{ school_days_off?: { start: string; end: string; label?: string }[] }>(child.api, 'get', '/api/progress/me/');
    expect(progress.school_days_off).toContainEqual({ start: tuesday, end: tuesday, label: 'Kar tatili' });

    // The child opens their map on Wednesday afternoon: Monday and Wednesday make one run over the snow day
    // (without it, in a year whose terms the app knows, Tuesday would have ended the run at Monday's 1).
    const childView = await childPage(browser, child.email, child.password);
    await childView.clock.setFixedTime(new Date(`${wednesday}T15:00:00+03:00`));
    await childView.goto('/progress-map');
    await expect(childView.getByRole('status').filter({ hasText: 'Serin:' })).toContainText('Serin: 2 okul günü');
    await childView.goto('/schedule');
    await expect(childView.getByText('Güncel seri').locator('xpath=following-sibling::*[1]')).toHaveText('2 okul günü');
    // The week names the snow day by the school's own word, with no lessons on it.
    await expect(childView.getByText('Okul tatili: Kar tatili')).toBeVisible();
    await childView.context().close();
  } finally {
    // The school's list as it was: other tests share the demo school.
    await call(admin, 'put', `/api/schools/${before.school.id}/calendar/`, { days_off: before.days_off satisfies SchoolDayOff[] });
  }
});
