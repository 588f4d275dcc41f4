import { expect, test, WORKER } from './test.ts';
import { dismissCookieBanner, signIn, waitForServiceWorker } from './helpers.ts';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const TABS = [
  { name: 'Konu Anlatımı', content: 'Anahtar kavramlar' },
  { name: 'Deney Adımları', content: 'Güvenlik uyarıları' },
  { name: 'Örnek Sorular', content: 'Puan: 0 / 6' },
  { name: 'Etkinlik', content: 'Gölgenin boyu' },
  { name: 'Dokümanlar', content: 'Gölge Boyu Çalışma Sayfası' },
  { name: 'Hikâye', content: 'Fındık’ın Dev Gölgesi' },
] as const;

test('a kit, then an experiment, then every tab', async ({ page }) => {
  await signIn(page, 'student', '/dashboard/experiment-kits');
  await expect(page.getByRole('heading', { level: 1, name: 'Deney Setleri' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sayfa yolu' })).toContainText('Anasayfa');

  await page.getByRole('link', { name: 'Işık ve Gölge', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/experiment-kits\/light-and-shadow$/);
  await expect(page.getByRole('heading', { level: 1, name: /Işık ve Gölge/ })).toBeVisible();
  await expect(page.getByText('5. sınıf').first()).toBeVisible();

  await page.getByRole('link', { name: 'Gölgemin Boyu Neden Değişiyor?' }).click();
  await expect(page).toHaveURL(/\/experiment\/shadow-size/);
  await expect(page.getByRole('heading', { level: 1, name: /Gölgemin Boyu/ })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Sayfa yolu' });
  await expect(crumbs.getByRole('link', { name: 'Işık ve Gölge' })).toBeVisible();

  const tablist = page.getByRole('tablist', { name: 'Deney içeriği' });
  for (const tab of TABS) {
    await tablist.getByRole('tab', { name: tab.name }).click();
    await expect(tablist.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(tab.content);
  }
  await expect(page.getByRole('tabpanel').getByRole('img', { name: 'Sincap Fındık' })).toBeVisible();

  // The simulation reacts: moving the card towards the torch makes the shadow bigger.
  await tablist.getByRole('tab', { name: 'Etkinlik' }).click();
  await page.getByLabel('Figürün fenere uzaklığı').fill('25');
  await expect(page.getByRole('tabpanel')).toContainText('40 cm');

  // Arrow keys move between tabs, and the tab is kept in the address.
  await tablist.getByRole('tab', { name: 'Etkinlik' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Dokümanlar' })).toBeFocused();
  await expect(page).toHaveURL(/tab=documents/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Dokümanlar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Yazdır' })).toBeVisible();
});

test('a question answered wrongly, then rightly after "Tekrar dene", with feedback and explanation', async ({ page }) => {
  await signIn(page, 'student', '/dashboard/experiment-kits/experiment/simple-circuit?tab=questions');
  const first = page.getByRole('listitem').filter({ hasText: 'Soru 1:' });

  await first.getByRole('button', { name: 'Ampul', exact: true }).click();
  await expect(first).toContainText('Yanlış cevap. Doğrusu: Pil');
  await expect(first).toContainText('Pil devreye elektrik sağlar.');
  await expect(first.getByRole('button', { name: /Pil/ })).toBeDisabled();
  await expect(page.getByText('Puan: 0 / 5')).toBeVisible();

  // Before a question is answered, its hint ladder opens one step at a time.
  const second = page.getByRole('listitem').filter({ hasText: 'Soru 2:' });
  await second.getByRole('button', { name: /İpucu al/ }).click();
  await expect(second.getByRole('list', { name: 'İpuçları' }).getByRole('listitem')).toHaveCount(1);
  await second.getByRole('button', { name: /Bir ipucu daha/ }).click();
  await expect(second.getByRole('list', { name: 'İpuçları' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(first).not.toContainText('Yanlış cevap');
  await first.getByRole('button', { name: 'Pil', exact: true }).click();
  await expect(first).toContainText('Doğru cevap!');
  await expect(first).toContainText('Pil devreye elektrik sağlar.');
  await expect(page.getByText('Puan: 1 / 5')).toBeVisible();
});

test('the library by grade and unit: the grade filter shows grade 8, the unit filter one unit, both kept in the address', async ({ page }) => {
  await signIn(page, 'teacher', '/dashboard/experiment-kits');
  const filters = page.getByRole('search', { name: 'Kütüphaneyi süz' });
  await filters.getByLabel('Sınıf').selectOption('8');
  await expect(page).toHaveURL(/grade=8/);
  await expect(page.getByRole('heading', { level: 2, name: '8. sınıf' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '3. sınıf' })).toHaveCount(0);
  const grade8 = page.getByRole('region', { name: '8. sınıf' });
  for (const unit of ['Mevsimler ve İklim', 'DNA ve Genetik Kod', 'Basınç', 'Basit Makineler']) {
    await expect(grade8.getByRole('heading', { level: 3, name: new RegExp(unit) })).toBeVisible();
  }

  await filters.getByLabel('Ünite').selectOption({ label: 'Basit Makineler' });
  await expect(page).toHaveURL(/unit=F\.8\.5/);
  await expect(grade8.getByRole('heading', { level: 3 })).toHaveCount(1);
  await page.reload();
  await expect(grade8.getByRole('heading', { level: 3 })).toHaveText(/Basit Makineler/);
  await expect(filters.getByLabel('Sınıf')).toHaveValue('8');

  await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '3. sınıf' })).toBeVisible();
});

test('unknown kit and experiment ids show a helpful not-found state', async ({ page }) => {
  await signIn(page, 'student', '/dashboard/experiment-kits/no-such-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'Bu deney seti bulunamadı' })).toBeVisible();
  await page.goto('/dashboard/experiment-kits/experiment/no-such-experiment');
  await expect(page.getByRole('heading', { level: 1, name: 'Bu deney bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Deney setlerine dön' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deney Setleri' })).toBeVisible();
});

test('a visited experiment opens offline, with its tabs', WORKER, async ({ page, context }) => {
  await signIn(page, 'student', '/dashboard/experiment-kits/experiment/bulb-brightness');
  await expect(page.getByRole('heading', { level: 1, name: /Ampul Ne Zaman Daha Parlak/ })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Ampul Ne Zaman Daha Parlak/ })).toBeVisible();
  const tablist = page.getByRole('tablist', { name: 'Deney içeriği' });
  await tablist.getByRole('tab', { name: 'Etkinlik' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Toplam voltaj');
  await page.getByRole('button', { name: 'Pil sayısı: artır' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('3 V');
  await tablist.getByRole('tab', { name: 'Hikâye' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Fındık’ın Fener Yarışması');
  await context.setOffline(false);
});
