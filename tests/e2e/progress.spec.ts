import Database from 'better-sqlite3';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, WORKER, databaseFile } from './test.ts';
import { isSchoolDay } from '../../src/shared/progress/schoolDays.ts';
import { dismissCookieBanner, expectNoAxeViolations, reassertOffline, signIn, waitForServiceWorker } from './helpers.ts';

/** Tablet size, as the classroom is used. */
test.use({ viewport: { width: 1024, height: 768 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Progress events stored on the e2e server for an account's e-mail and a reference prefix. */
function storedEvents(email: string, refPrefix: string): { ref: string; correct: number | null }[] {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT e.ref, e.correct FROM progress_events e JOIN users u ON u.id = e.user_id WHERE u.email = ? AND e.ref LIKE ? ORDER BY e.received_at')
      .all(email, `${refPrefix}%`) as { ref: string; correct: number | null }[];
  } finally {
    db.close();
  }
}

async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await reassertOffline(page, context);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** "Kuvvetin Ölçülmesi" (grade 5) serves F.5.3.1.1; Elif has no seeded progress, and no other test answers it. */
const OUTCOME = 'F.5.3.1.1';
const stone = (page: Page) => page.getByRole('button', { name: new RegExp(`^${OUTCOME.replaceAll('.', '\\.')}: `) });

test('answers given offline move the map at once and after a reload; online, the teacher sees them in the heatmap', WORKER, async ({ page, context }) => {
  test.slow();
  await signIn(page, 'student');
  await waitForServiceWorker(page);
  await page.goto('/progress-map?grade=5');
  await expect(page.getByRole('heading', { level: 1, name: 'İlerleme Haritam' })).toBeVisible();
  await expect(stone(page)).toHaveAccessibleName(`${OUTCOME}: Başlamadı`);
  await expectNoAxeViolations(page, '/progress-map');

  // The experiment's questions, answered with no connection.
  await page.goto('/dashboard/experiment-kits/experiment/measuring-force?tab=questions');
  await expect(page.getByRole('heading', { level: 2, name: 'Örnek Sorular' })).toBeVisible();
  await goOffline(page, context);
  const firstQuestion = page
    .locator('ol > li')
    .filter({ has: page.getByRole('button') })
    .first();
  await firstQuestion.getByRole('button').first().click();
  await expect(page.getByText(/Doğru cevap!|Yanlış cevap/).first()).toBeVisible();

  await page.getByRole('link', { name: 'İlerleme Haritam' }).click();
  await expect(stone(page)).toHaveAccessibleName(`${OUTCOME}: Denedi`);
  await page.reload();
  await reassertOffline(page, context);
  await expect(stone(page)).toHaveAccessibleName(`${OUTCOME}: Denedi`);
  await stone(page).click();
  await expect(page.getByRole('link', { name: /Dinamometreyle Kuvvet/ })).toBeVisible();
  expect(storedEvents('ogrenci@etkilab.example', 'question:measuring-force/')).toHaveLength(0);

  // Back online: the waiting answer goes once, and the map keeps it.
  await context.setOffline(false);
  await expect.poll(() => storedEvents('ogrenci@etkilab.example', 'question:measuring-force/').length, { timeout: 40_000 }).toBe(1);
  await expect(stone(page)).toHaveAccessibleName(`${OUTCOME}: Denedi`);
  await signOut(page);

  // The teacher's heatmap of 5-B shows it.
  await signIn(page, 'teacher', '/student-progress?class=1');
  const elif = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Elif/ }) });
  await expect(elif).toBeVisible();
  const column = await page.getByRole('columnheader').allInnerTexts();
  const index = column.findIndex((text) => text.includes(OUTCOME));
  expect(index).toBeGreaterThan(0);
  await expect(elif.getByRole('cell').nth(index - 1)).toContainText('Denedi');
  await expectNoAxeViolations(page, '/student-progress');
});

/** The latest Friday before this week whose Monday after is also a school day: a plain school weekend, whatever the date the suite runs. */
function plainWeekend(): { friday: string; saturday: string; monday: string } {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - 3);
  for (let tries = 0; tries < 120; tries += 1, day.setUTCDate(day.getUTCDate() - 1)) {
    if (day.getUTCDay() !== 5) continue;
    const iso = (offset: number) => new Date(day.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    if (isSchoolDay(iso(0)) && isSchoolDay(iso(3)) && !isSchoolDay(iso(1))) return { friday: iso(0), saturday: iso(1), monday: iso(3) };
  }
  throw new Error('No plain school weekend in the last four months');
}

test('a streak made on a Friday is still alive on Saturday and on Monday morning, and Monday’s lesson carries it on', async ({ page }) => {
  const { friday, saturday, monday } = plainWeekend();
  await signIn(page, 'student');
  const streak = page.getByRole('status').filter({ hasText: 'Serin:' });

  await page.clock.setFixedTime(new Date(`${friday}T10:00:00+03:00`));
  await page.goto('/dashboard/experiment-kits/experiment/bread-mould?tab=questions');
  await expect(page.getByRole('heading', { level: 2, name: 'Örnek Sorular' })).toBeVisible();
  await page
    .locator('ol > li')
    .filter({ has: page.getByRole('button') })
    .first()
    .getByRole('button')
    .first()
    .click();
  await page.goto('/progress-map');
  await expect(streak).toContainText('Serin: 1 okul günü');

  await page.clock.setFixedTime(new Date(`${saturday}T11:00:00+03:00`));
  await page.reload();
  await expect(streak).toContainText('Serin: 1 okul günü');

  await page.clock.setFixedTime(new Date(`${monday}T08:40:00+03:00`));
  await page.reload();
  await expect(streak).toContainText('Serin: 1 okul günü');
  await expectNoAxeViolations(page, '/progress-map with a streak');

  // Monday's first lesson (5-B's timetable: Matematik 08:30–09:10), ticked off in the schedule, carries the streak on.
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Ders Programı' })).toBeVisible();
  await page.getByRole('button', { name: 'Tamamlandı: Matematik' }).first().click();
  const current = page.getByText('Güncel seri').locator('xpath=following-sibling::*[1]');
  await expect(current).toHaveText('2 okul günü');
  await expectNoAxeViolations(page, '/schedule');
  await page.goto('/progress-map');
  await expect(streak).toContainText('Serin: 2 okul günü');
});
