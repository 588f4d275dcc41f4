import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';
import { lastSchoolDay, markElifLate, teacherApi } from './attendanceApi.ts';

// A real parent gets linked to their child (issue 44): the teacher prints a parent code from the
// roster, a parent who has just registered types it on their dashboard, confirms the child's name and
// sees the child's homework. Portrait tablet, the product's main screen.
test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** The seeded 5-B (its first class), where Elif, the demo student, has her own account. */
const CLASS_5B = 1;

/** A homework of Elif's made for this run, so what the parent should see does not hang on other specs' changes to the seed. */
async function freeTaskFor5B(request: APIRequestContext, title: string): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS.teacher;
  const login = await request.post('/api/auth/login/', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  const made = await request.post('/api/assignments/', {
    headers: { Authorization: `Bearer ${tokens.access}` },
    data: {
      class_id: CLASS_5B,
      title,
      content: { kind: 'free', ref: null },
      due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      status: 'published',
    },
  });
  expect(made.ok(), `POST /api/assignments/: ${made.status()}`).toBe(true);
}

/** The teacher makes Elif's parent code on the Öğrenciler tab, prints the card, and reads the code off it. */
async function printParentCode(page: Page): Promise<string> {
  await signIn(page, 'teacher', `/classes/${CLASS_5B}?tab=students`);
  await page.evaluate(() => {
    const printed = window as Window & { printedCards?: number };
    printed.printedCards = 0;
    window.print = () => {
      printed.printedCards = (printed.printedCards ?? 0) + 1;
    };
  });
  await page.getByRole('button', { name: 'Elif Yılmaz için veli kodu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elif Yılmaz için veli kodu' });
  await dialog.getByRole('button', { name: 'Kod oluştur' }).click();
  const card = dialog.getByRole('group', { name: 'Elif Yılmaz için veli kartı' });
  await expect(card).toContainText('5-B sınıfı');
  await expect(card).toContainText(/Son gün: \d{1,2} \S+ \d{4}/);
  await expect(card).toContainText('Çocuğumu bağla');
  await expectNoAxeViolations(page, 'the parent code card');
  const label = (await card.locator('[aria-label^="Veli kodu "]').getAttribute('aria-label')) ?? '';
  const code = label.replace('Veli kodu ', '');
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  await dialog.getByRole('button', { name: 'Kartı yazdır' }).click();
  await expect.poll(() => page.evaluate(() => (window as Window & { printedCards?: number }).printedCards)).toBe(1);
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  return code;
}

/** A new parent registers through the form, as anyone would, and lands in the app. */
async function registerParent(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  await page.goto('/register');
  await page.getByLabel(/^Ad/).first().fill('Selin');
  await page.getByLabel(/Soyad/).fill('Yılmaz');
  await page.getByLabel(/E-posta/).fill(`selin.${Date.now()}@aile.example`);
  await page.getByRole('radio', { name: 'Veli' }).check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await page
    .getByLabel(/^Şifre/)
    .first()
    .fill('GucluSifre1');
  await page
    .getByLabel(/tekrar|Tekrar|onay/i)
    .first()
    .fill('GucluSifre1');
  await page.getByRole('checkbox', { name: /Kullanım Koşulları|koşulları/ }).check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  return page;
}

test('a parent who registers enters the code the teacher printed, confirms the child’s name and sees the child’s homework and attendance', async ({
  page,
  browser,
  request,
}) => {
  // A retry meets the first attempt's database: its own title keeps the two apart.
  const title = `Ailemle gözlem (veli bağlantısı ${test.info().retry + 1})`;
  await freeTaskFor5B(request, title);
  // Elif was late on the last school day, which her parent reads beside her homework.
  const teacher = await teacherApi(request);
  await markElifLate(teacher, await lastSchoolDay(teacher));
  const code = await printParentCode(page);

  const parent = await registerParent(browser);
  // Before any link the parent's homework page says how to link, never that there is no homework.
  await parent.goto('/homeworks');
  await expect(parent.getByRole('heading', { level: 2, name: 'Çocuğumu bağla' })).toBeVisible();
  await expect(parent.getByText('Şu an verilmiş bir ödev yok.')).toHaveCount(0);

  await parent.goto('/dashboard');
  const linkCard = parent.getByRole('region', { name: 'Çocuğumu bağla' });
  await expect(linkCard).toContainText('öğretmeninden veli kodunu isteyin');
  // Typed as a parent might copy it: lower case, a space for the dash.
  await linkCard.getByRole('textbox', { name: 'Veli kodu' }).fill(code.toLowerCase().replace('-', ' '));
  await linkCard.getByRole('button', { name: 'Devam' }).click();
  const confirm = linkCard.getByRole('group', { name: 'Çocuğunuzu onaylayın' });
  await expect(confirm).toContainText('Elif Yılmaz');
  await expect(confirm).toContainText('Sınıf: 5-B');
  await expectNoAxeViolations(parent, 'the parent confirms the child');
  await confirm.getByRole('button', { name: 'Evet, bağla' }).click();
  await expect(linkCard.getByText('Elif Yılmaz hesabınıza bağlı.')).toBeVisible();

  await linkCard.getByRole('link', { name: 'Ödevlerini gör' }).click();
  await expect(parent).toHaveURL(/\/homeworks\?student=\d+$/);
  await expect(parent.getByRole('heading', { level: 1, name: 'Çocuğumun Ödevleri' })).toBeVisible();
  await expect(parent.getByText('Öğrenci: Elif Yılmaz')).toBeVisible();
  await expect(parent.getByText(title)).toBeVisible();
  const attendance = parent.getByRole('region', { name: 'Devam durumu' });
  await expect(attendance.getByRole('table', { name: 'Sınıflara göre devam' }).getByRole('row', { name: /^5-B/ })).toBeVisible();
  await expect(attendance.getByRole('listitem').filter({ hasText: '5-B' }).filter({ hasText: 'Geç' }).first()).toBeVisible();
  await expectNoAxeViolations(parent, 'the linked parent’s homework list');
  await parent.context().close();

  // The teacher sees the new parent on Elif's line, with the way to remove the link.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Selin Yılmaz ile Elif Yılmaz bağlantısını kaldır' }).first()).toBeVisible();
});
