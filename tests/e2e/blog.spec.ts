import { type Page } from '@playwright/test';
import { expect, test, WORKER } from './test.ts';
import { axeViolations, dismissCookieBanner, reassertOffline, waitForServiceWorker } from './helpers.ts';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const grid = (page: Page) => page.getByRole('list', { name: 'Makaleler', exact: true });
const cards = (page: Page) => grid(page).getByRole('listitem');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Sayfalar' });
const chip = (page: Page, label: string) => page.getByRole('button', { name: `Filtreyi kaldır: ${label}` });
const featured = (page: Page) => page.getByRole('heading', { name: 'Öne Çıkan Makaleler' });

test('the list shows 12 cards a page and pages through them in the URL', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle(/Blog/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(featured(page)).toBeVisible();
  await expect(pages(page).getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute('aria-current', 'page');
  const firstTitle = await cards(page).first().getByRole('heading').textContent();

  await pages(page).getByRole('link', { name: 'Sayfa 2' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pages(page).getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  await expect(featured(page)).toBeHidden();

  await pages(page)
    .getByRole('link', { name: /Sonraki/ })
    .click();
  await expect(page).toHaveURL(/\/blog\?page=3$/);
  await pages(page)
    .getByRole('link', { name: /Önceki/ })
    .click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);

  await page.goto('/blog?page=99');
  await expect(page.getByRole('heading', { name: 'Bu sayfada makale yok' })).toBeVisible();
  await page.getByRole('link', { name: 'İlk sayfaya dön' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(12);
});

test('the category filter shows a chip, goes back to page 1, and the chip removes it', async ({ page }) => {
  await page.goto('/blog?page=2');
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Eğitim' });
  await expect(page).toHaveURL(/\/blog\?category=egitim$/);
  await expect(chip(page, 'Kategori: Eğitim')).toBeVisible();
  await expect(featured(page)).toBeHidden();
  await expect(cards(page)).not.toHaveCount(0);
  for (const card of await cards(page).all()) await expect(card.getByText('Eğitim', { exact: true })).toBeVisible();

  await chip(page, 'Kategori: Eğitim').click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(chip(page, 'Kategori: Eğitim')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Kategori' })).toHaveValue('');
  await expect(featured(page)).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
});

test('Enter searches, and an empty result offers to show everything', async ({ page }) => {
  await page.goto('/blog');
  const box = page.getByRole('searchbox', { name: 'Makalelerde ara' });
  await box.fill('lahana');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=lahana$/);
  await expect(chip(page, 'Arama: lahana')).toBeVisible();
  await expect(grid(page).getByRole('link', { name: 'Evde Yapılabilecek 5 Güvenli Fen Deneyi' })).toBeVisible();

  await box.fill('kuantumkromodinamiği');
  await box.press('Enter');
  await expect(page.getByText('Aradığınız ölçütlere uygun makale bulunamadı')).toBeVisible();
  await page.getByRole('link', { name: 'Tüm makaleleri göster' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(12);
  await expect(box).toHaveValue('');
});

test('the back button restores the previous filter', async ({ page }) => {
  await page.goto('/blog?category=egitim');
  await expect(chip(page, 'Kategori: Eğitim')).toBeVisible();
  await page.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Teknoloji' });
  await expect(page).toHaveURL(/category=teknoloji/);
  await expect(chip(page, 'Kategori: Teknoloji')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?category=egitim$/);
  await expect(chip(page, 'Kategori: Eğitim')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kategori' })).toHaveValue('egitim');
});

test('an article shows its parts, related posts in three columns, and its tags filter the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog/evde-yapilabilecek-5-guvenli-fen-deneyi');
  const article = page.getByRole('article').first();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evde Yapılabilecek 5 Güvenli Fen Deneyi');
  await expect(page).toHaveTitle(/Evde Yapılabilecek 5 Güvenli Fen Deneyi/);
  await expect(article.getByText('Eğitim', { exact: true })).toBeVisible();
  await expect(article.getByText('Yayınlanma: 22 Eylül 2026')).toBeVisible();
  await expect(article.getByText(/Güncelleme:/)).toBeHidden();
  await expect(article.getByText(/\d+ dk okuma/)).toBeVisible();
  await expect(article.getByText('Dr. Selin Aydın')).toBeVisible();
  await expect(article.getByText('Fen Eğitimi Uzmanı')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: '1. Lav lambası' })).toBeVisible();
  await expect(article.locator('blockquote')).toContainText('Güvenlik önce gelir');

  const related = page.getByRole('list', { name: 'İlgili makaleler' }).getByRole('listitem');
  await expect(related).toHaveCount(3);
  const boxes = await Promise.all((await related.all()).map((item) => item.boundingBox()));
  const tops = new Set(boxes.map((box) => Math.round(box?.y ?? -1)));
  const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? -1)));
  expect(tops.size).toBe(1);
  expect(lefts.size).toBe(3);

  const tag = page.getByRole('list', { name: 'Etiketler' }).getByRole('link', { name: '#Deney' });
  await expect(tag).toHaveAttribute('href', '/blog?tag=deney');
  await tag.click();
  await expect(page).toHaveURL(/\/blog\?tag=deney$/);
  await expect(chip(page, 'Etiket: Deney')).toBeVisible();
  await expect(featured(page)).toBeHidden();
  await expect(grid(page).getByRole('link', { name: 'Evde Yapılabilecek 5 Güvenli Fen Deneyi' })).toBeVisible();
});

test('an updated article shows both dates', async ({ page }) => {
  await page.goto('/blog/internet-kesildiginde-ogrenme-durmasin');
  await expect(page.getByText('Yayınlanma: 2 Haziran 2026')).toBeVisible();
  await expect(page.getByText('Güncelleme: 18 Eylül 2026')).toBeVisible();
});

test('an unknown article says so and leads back to the blog', async ({ page }) => {
  await page.goto('/blog/boyle-bir-makale-yok');
  await expect(page.getByRole('heading', { name: 'Makale Bulunamadı' })).toBeVisible();
  await expect(page.getByText(/boyle-bir-makale-yok/)).toBeVisible();
  await page.getByRole('link', { name: 'Bloga Dön' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(12);
});

test('"Linki Kopyala" copies the article\'s public address and says "Kopyalandı!" for a moment', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blog/kodlamaya-baslamak-icin-dogru-yas-var-mi');
  await page.getByRole('button', { name: 'Linki Kopyala' }).click();
  await expect(page.getByRole('button', { name: 'Kopyalandı!' })).toBeVisible();
  // The canonical address (as og:url), the same in the rendered page and after hydration.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://etkilab.example/blog/kodlamaya-baslamak-icin-dogru-yas-var-mi');
  await expect(page.getByRole('button', { name: 'Linki Kopyala' })).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('link', { name: 'E-posta ile Gönder' })).toHaveAttribute('href', /^mailto:\?subject=.+&body=.+/);
});

test('liking updates the count in place', async ({ page }) => {
  await page.goto('/blog/sinifta-yapay-zeka-ogretmenin-yeni-yardimcisi');
  const like = page.getByRole('button', { name: /^Beğen \d+$/ });
  const before = Number((await like.textContent())?.replace(/\D/g, ''));
  await like.click();
  await expect(page.getByRole('button', { name: `Beğen ${before + 1}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/sinifta-yapay-zeka-ogretmenin-yeni-yardimcisi$/);
  await page.getByRole('button', { name: `Beğen ${before + 1}` }).click();
  await expect(page.getByRole('button', { name: `Beğen ${before}` })).toHaveAttribute('aria-pressed', 'false');
});

/** Resolves once the persisted Query cache in IndexedDB holds this article (docs/architecture.md#stack: writes are throttled). */
async function waitForPersistedArticle(page: Page, slug: string): Promise<void> {
  await page.waitForFunction(async (wanted) => {
    // Never create the database ourselves: the app's store must be made by the app.
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('etkilab-query')) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('etkilab-query');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('cache')) return false;
      const stored = await new Promise<unknown>((resolve) => {
        const request = db.transaction('cache').objectStore('cache').get('query-cache');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
      });
      const queries = (stored as { clientState?: { queries?: { queryKey: unknown; state: { data?: unknown } }[] } })?.clientState?.queries ?? [];
      return queries.some((query) => JSON.stringify(query.queryKey) === JSON.stringify(['blog', 'post', wanted]) && Boolean(query.state.data));
    } finally {
      db.close();
    }
  }, slug);
}

test('an article read online opens offline; one never opened says it was not saved', WORKER, async ({ page, context }) => {
  const slug = 'bir-koy-okulunda-robotik-kulubu';
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bir Köy Okulunda Robotik Kulübü/);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bir Köy Okulunda Robotik Kulübü/);
  await waitForPersistedArticle(page, slug);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bir Köy Okulunda Robotik Kulübü/);
  await reassertOffline(page, context);
  await expect(page.getByText(/Çevrimdışı kopya: \d{1,2} \p{L}+ \d{4} \d{2}:\d{2}/u)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'İlk ay: Heyecan ve hayal kırıklığı' })).toBeVisible();

  // Rendered at build time but never opened: article pages are not precached.
  await page.goto('/blog/veli-ogretmen-is-birligiyle-bilim-senligi');
  await reassertOffline(page, context);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu makale çevrimdışı okumak için kaydedilmemiş');
  await expect(page.getByRole('status').filter({ hasText: 'yükleniyor' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bloga Dön' })).toBeVisible();
  await context.setOffline(false);
});

test('"Çevrimdışı okumak için kaydet" stores the article\'s images, including those inside its text', WORKER, async ({ page }) => {
  const slug = 'bicimlendirici-degerlendirme-ogrenmeyi-gorunur-kilmak';
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Çevrimdışı okumak için kaydet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kaydedildi' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('blog-images');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(cached).toEqual(expect.arrayContaining([`/media/blog/${slug}.svg`, '/media/blog/bicimlendirici-degerlendirme-dongusu.svg']));
});

test('the list and an article have no serious accessibility problems, on a phone too', async ({ page }) => {
  const found: string[] = [];
  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const path of ['/blog?category=egitim', '/blog/az-goren-ogrenciler-icin-erisilebilir-fen-dersi']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'yükleniyor' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (const violation of await axeViolations(page)) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          found.push(`${path} ${size.width}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        }
      }
    }
  }
  expect(found).toEqual([]);
});
