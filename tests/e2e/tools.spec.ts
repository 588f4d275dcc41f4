import { type Page } from '@playwright/test';
import { expect, test, WORKER } from './test.ts';
import { dismissCookieBanner, signIn, waitForServiceWorker } from './helpers.ts';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Every tool's page title (h1), as the registry names them. */
const TOOL_TITLES = {
  'unit-converter': 'Birim Çevirici',
  'multiplication-table': 'Çarpım Tablosu',
  stopwatch: 'Kronometre',
  'periodic-table': 'Periyodik Tablo',
  'eclipse-calendar': 'Tutulma Takvimi',
  'solar-oven-planner': 'Güneş Fırını Planlayıcı',
  'historical-earth-beliefs': 'Dünya’nın Şekli: Tarihçe',
  'mirror-maker': 'Simetri Ayna Çizimi',
  'motion-analysis': 'Hareket Analizi',
  'wave-analysis': 'Dalga Analizi',
  'sunlight-intensity': 'Güneş Işığı Şiddeti',
} as const;

/** The main control of each tool built here; the other five are checked by their heading. */
const MAIN_CONTROLS: Partial<Record<keyof typeof TOOL_TITLES, (page: Page) => ReturnType<Page['getByRole']>>> = {
  'unit-converter': (page) => page.getByRole('group', { name: 'Büyüklük' }),
  'multiplication-table': (page) => page.getByRole('button', { name: '7 × 8 = 56' }),
  stopwatch: (page) => page.getByRole('button', { name: 'Başlat' }),
  'periodic-table': (page) => page.getByRole('searchbox', { name: 'Element ara' }),
  'motion-analysis': (page) => page.getByRole('slider', { name: 'İlk hız (v₀)' }),
  'wave-analysis': (page) => page.getByRole('slider', { name: 'Frekans (f)' }),
};

async function openTool(page: Page, id: keyof typeof TOOL_TITLES) {
  await page.goto(`/dashboard/tools/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: TOOL_TITLES[id] })).toBeVisible();
  await expect(page.getByText('Araç Yükleniyor...')).toHaveCount(0);
}

const readout = (page: Page, label: string | RegExp) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('the tools page lists the eleven tools and opens one', async ({ page }) => {
  await signIn(page, 'teacher', '/dashboard/tools');
  await expect(page).toHaveTitle(/Ek Araçlar/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ek Araçlar' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Araçlar' }).getByRole('listitem');
  await expect(cards).toHaveCount(11);
  for (const title of Object.values(TOOL_TITLES)) await expect(cards.getByRole('link', { name: title, exact: true })).toBeVisible();

  await cards.getByRole('link', { name: 'Periyodik Tablo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tools\/periodic-table$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Periyodik Tablo' })).toBeVisible();
  await expect(page).toHaveTitle(/Periyodik Tablo/);
  const trail = page.getByRole('navigation', { name: 'Sayfa yolu' });
  await trail.getByRole('link', { name: 'Ek Araçlar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tools$/);
});

test('stopwatch runs, records laps with keyboard shortcuts and survives a reload', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'stopwatch');
  const timer = page.getByRole('timer', { name: 'Geçen süre' });
  await expect(timer).toHaveText('00:00,00');
  await page.getByRole('button', { name: 'Başlat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Başladı' })).toBeVisible();
  await expect(timer).not.toHaveText('00:00,00');
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Tur', exact: true }).click();
  await page.keyboard.press('l');
  await expect(page.getByRole('status').filter({ hasText: 'Tur 2 kaydedildi' })).toBeVisible();
  const laps = page.getByRole('table').getByRole('row');
  await expect(laps).toHaveCount(3);
  await expect(laps.nth(2)).toContainText(/^1\s*00:\d{2},\d{2}/);

  // Still running after a reload: the state is kept as timestamps.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Duraklat' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Devam et' })).toBeVisible();
  const stopped = await timer.textContent();
  await page.waitForTimeout(300);
  await expect(timer).toHaveText(stopped ?? '');
  await page.keyboard.press('r');
  await expect(timer).toHaveText('00:00,00');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('unit converter: 5 km is 5.000 m, 100 °C is 212 °F, and the units swap', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'unit-converter');
  await page.getByLabel('Değer', { exact: true }).fill('5');
  await expect(page.getByText('5 km = 5.000 m')).toBeVisible();
  await page.getByRole('button', { name: 'Birimleri yer değiştir' }).click();
  await expect(page.getByText('5.000 m = 5 km')).toBeVisible();

  await page.getByRole('button', { name: 'Sıcaklık' }).click();
  await page.getByLabel('Değer', { exact: true }).fill('100');
  await expect(page.getByText('100 °C = 212 °F')).toBeVisible();
  await page.getByLabel('Bu birime', { exact: true }).selectOption({ label: 'kelvin (K)' });
  await expect(page.getByText('100 °C = 373,15 K')).toBeVisible();
});

test('multiplication table highlights 7 × 8 = 56 and scores practice answers', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'multiplication-table');
  const cell = page.getByRole('button', { name: '7 × 8 = 56' });
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^7 × 8 = 56$/).first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: '7 × 9 = 63' })).toBeFocused();

  await page.getByRole('button', { name: 'Alıştırma' }).click();
  const question = await page.locator('label[for="practice-answer"]').textContent();
  const [a, b] = (question ?? '').match(/\d+/g)!.map(Number);
  await page.locator('#practice-answer').fill(String(a! * b!));
  await page.getByRole('button', { name: 'Kontrol et' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Doğru!' })).toBeVisible();
  await expect(readout(page, /^Seri$/)).toHaveText('1');

  await page.locator('#practice-answer').fill('0');
  await page.getByRole('button', { name: 'Kontrol et' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Yanlış' })).toBeVisible();
  await expect(readout(page, /^Doğru$/)).toHaveText('1 / 2');
  await expect(page.getByRole('region', { name: 'En çok karıştırılanlar' }).getByRole('listitem')).toHaveCount(1);
});

test('periodic table: searching "demir" finds iron', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'periodic-table');
  await expect(page.getByRole('region', { name: 'Periyodik tablo' }).getByRole('button')).toHaveCount(118);
  await page.getByRole('searchbox', { name: 'Element ara' }).fill('demir');
  const details = page.getByRole('region', { name: 'Element bilgisi' });
  await expect(details.getByRole('heading', { name: 'Demir' })).toBeVisible();
  await expect(readout(page, 'Simge')).toHaveText('Fe');
  await expect(readout(page, 'Atom kütlesi')).toHaveText('55,845');
  await expect(readout(page, 'Elektron dizilimi')).toHaveText('[Ar] 3d⁶ 4s²');
  await expect(readout(page, 'Keşif')).toHaveText('Antik çağ');

  await page.getByRole('button', { name: '79. Altın (Au)' }).click();
  await expect(details.getByRole('heading', { name: 'Altın' })).toBeVisible();
  await expect(readout(page, 'Atom kütlesi')).toHaveText('196,97');
});

test('wave analysis: a higher frequency shortens the wavelength at the same speed', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'wave-analysis');
  await expect(readout(page, 'Dalga boyu')).toHaveText('2 m');
  await expect(readout(page, 'Periyot')).toHaveText('1 s');
  await page.getByRole('slider', { name: 'Frekans (f)' }).fill('2');
  await expect(readout(page, 'Dalga boyu')).toHaveText('1 m');
  await expect(readout(page, 'Periyot')).toHaveText('0,5 s');
  await expect(readout(page, 'Hız')).toHaveText('2 m/s');
});

test('motion analysis: changing the initial speed moves the car and redraws the graph', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'motion-analysis');
  await page.getByRole('slider', { name: 'Zaman (t)' }).fill('4');
  // x = 0 + 2·4 + ½·1·4² = 16 m, v = 2 + 1·4 = 6 m/s
  await expect(readout(page, 'Konum (x)')).toHaveText('16,0 m');
  await expect(readout(page, 'Hız (v)')).toHaveText('6,0 m/s');
  const curve = page.getByTestId('position-curve');
  const before = await curve.getAttribute('d');
  await page.getByRole('slider', { name: 'İlk hız (v₀)' }).fill('5');
  await expect(readout(page, 'Konum (x)')).toHaveText('28,0 m');
  expect(await curve.getAttribute('d')).not.toBe(before);
  await page.getByRole('button', { name: 'Düzgün hareket' }).click();
  await expect(readout(page, 'Konum (x)')).toHaveText('20,0 m');
});

test('an unknown tool id shows a not-found state with a way back', async ({ page }) => {
  await signIn(page, 'teacher', '/dashboard/tools/zaman-makinesi');
  await expect(page.getByRole('heading', { level: 1, name: 'Araç bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Tüm araçlara dön' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tools$/);
});

test('every tool opens offline after one online visit', WORKER, async ({ page, context }) => {
  await signIn(page, 'teacher');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const id of Object.keys(TOOL_TITLES) as (keyof typeof TOOL_TITLES)[]) {
    await openTool(page, id);
    const control = MAIN_CONTROLS[id];
    if (control) await expect(control(page)).toBeVisible();
  }
  await context.setOffline(false);
});
