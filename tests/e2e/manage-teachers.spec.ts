import { expect, test } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';

/** Tablet size, as a school office uses it. */
test.use({ viewport: { width: 1024, height: 768 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the administrator invites a teacher, switches one off and on and moves a class; the new teacher chooses a password at first sign-in', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, 'administrator');
  await page.getByRole('navigation', { name: 'Panel gezinmesi' }).getByRole('link', { name: 'Öğretmenler' }).click();
  await expect(page).toHaveURL(/\/manage-teachers$/);
  const table = page.getByRole('table', { name: /Okulun öğretmenleri/ });
  await expect(table.getByRole('row', { name: /Burcu Arslan/ })).toContainText('Şifresini belirlemedi');
  await expect(table.getByRole('row', { name: /Hakan Şahin/ })).toContainText('Devre dışı');
  await expect(table.getByRole('row', { name: /Ayşe Demir/ })).toContainText('5-B');

  // A bad form is answered on the device, field by field.
  await page.getByRole('button', { name: 'Davet et' }).click();
  await expect(page.getByText('Ad zorunludur.', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Ad/)).toBeFocused();

  // An address already registered is the server's answer, under the e-mail.
  await page.getByLabel(/^Ad/).fill('Gül');
  await page.getByLabel(/^Soyad/).fill('Ekinci');
  await page.getByLabel(/^E-posta/).fill('murat.aydin@etkilab.example');
  await page.getByLabel(/^Branş/).fill('Matematik');
  await page.getByRole('button', { name: 'Davet et' }).click();
  await expect(page.getByText('Bu e-posta adresi zaten kayıtlı.')).toBeVisible();

  const email = `gul.ekinci.${Date.now()}@etkilab.example`;
  await page.getByLabel(/^E-posta/).fill(email);
  await page.getByRole('button', { name: 'Davet et' }).click();
  const panel = page.getByRole('region', { name: 'Gül Ekinci için tek kullanımlık şifre' });
  await expect(panel).toBeFocused();
  const password = (await panel.locator('[aria-hidden="true"]').allTextContents()).join('');
  expect(password).toHaveLength(12);
  await expect(table.getByRole('row', { name: /Gül Ekinci/ })).toContainText('Şifresini belirlemedi');
  // The form was emptied for the next teacher.
  await expect(page.getByLabel(/^Ad/)).toHaveValue('');
  await expectNoAxeViolations(page, '/manage-teachers with a one-time password');
  await panel.getByRole('button', { name: 'Not aldım, kapat' }).click();
  await expect(panel).toHaveCount(0);

  // Switched off after a confirmation, and back on.
  await page.getByRole('button', { name: 'Selin Koç: devre dışı bırak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Öğretmeni devre dışı bırak' });
  await dialog.getByRole('button', { name: 'Devre dışı bırak' }).click();
  await expect(page.getByText('Selin Koç devre dışı bırakıldı; açık oturumları kapatıldı.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Selin Koç/ })).toContainText('Devre dışı');
  await page.getByRole('button', { name: 'Selin Koç: yeniden etkinleştir' }).click();
  await expect(table.getByRole('row', { name: /Selin Koç/ })).toContainText('Etkin');

  // A class moves to another active teacher (an inactive one is not offered).
  await page.getByRole('combobox', { name: /^Sınıf\b/ }).selectOption({ label: '6-A (Ayşe Demir)' });
  await expect(page.getByRole('combobox', { name: /^Yeni öğretmeni/ }).getByRole('option', { name: 'Hakan Şahin' })).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Yeni öğretmeni/ }).selectOption({ label: 'Murat Aydın' });
  await page.getByRole('button', { name: 'Sınıfı taşı' }).click();
  await expect(page.getByText('6-A sınıfı Murat Aydın öğretmenine taşındı.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Murat Aydın/ })).toContainText('6-A');
  await expect(table.getByRole('row', { name: /Ayşe Demir/ })).not.toContainText('6-A');

  // The new teacher, on another device: the one-time password leads to choosing their own, then to what they asked for.
  const device = await browser.newContext({ viewport: { width: 768, height: 1024 }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const teacher = await device.newPage();
  await dismissCookieBanner(teacher);
  await teacher.goto('/login?returnUrl=%2Fclasses');
  const login = teacher.getByRole('tabpanel');
  await login.getByLabel('E-posta adresi').fill(email);
  await login.getByLabel(/^Şifre(\s|\*|$)/).fill(password);
  await login.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await teacher.waitForURL('**/change-password?**');
  await expect(teacher.getByRole('heading', { level: 1, name: 'Şifrenizi belirleyin' })).toBeVisible();
  // Every other screen leads back here until the password is chosen.
  await teacher.goto('/dashboard');
  await teacher.waitForURL('**/change-password?**');
  await expectNoAxeViolations(teacher, '/change-password');
  await teacher.getByRole('textbox', { name: 'Size verilen tek kullanımlık şifre (zorunlu)' }).fill(password);
  await teacher.getByRole('textbox', { name: 'Yeni şifre (zorunlu)' }).fill('Ekinci2026');
  await teacher.getByRole('textbox', { name: 'Yeni şifre tekrarı (zorunlu)' }).fill('Ekinci2026');
  await teacher.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await teacher.waitForURL('**/dashboard');
  await expect(teacher.getByRole('heading', { level: 1 })).toBeVisible();
  await device.close();

  await page.reload();
  await expect(table.getByRole('row', { name: /Gül Ekinci/ })).not.toContainText('Şifresini belirlemedi');
});

test('a teacher has no teacher management: no menu item, and the address explains itself', async ({ page }) => {
  await signIn(page, 'teacher');
  await expect(page.getByRole('link', { name: 'Öğretmenler' })).toHaveCount(0);
  await page.goto('/manage-teachers');
  await expect(page.getByRole('heading', { name: 'Bu sayfa hesabınızın türüne kapalı' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
