import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { PackIndex } from '../../src/shared/offline/packIndex.ts';
import { dismissCookieBanner, expectNoAxeViolations, reassertOffline, signIn, waitForServiceWorker } from './helpers.ts';
import { builtFile, expect, test, WORKER } from './test.ts';

/** The pack index the build wrote, as the app reads it. */
const packIndex = (): PackIndex => JSON.parse(readFileSync(builtFile('content-packs.json'), 'utf8')) as PackIndex;
const packUrls = (id: string): Set<string> =>
  new Set(
    packIndex()
      .packs.find((pack) => pack.id === id)
      ?.files.map((file) => file.url),
  );

/** The paths in the content packs' cache of this page's origin. */
const cachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => (await (await caches.open('content-packs')).keys()).map((request) => new URL(request.url).pathname));

const offlineSection = (page: Page) => page.getByRole('region', { name: 'Çevrimdışı içerik' });
const packRow = (page: Page, title: string) =>
  offlineSection(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

test.describe('content packs', () => {
  test.use({ reducedMotion: 'reduce' });

  test(
    'a grade-5 student’s packs download at sign-in; offline, grade-5 items open, a grade-8 item names its pack, which Ayarlar then downloads',
    WORKER,
    async ({ page, context }) => {
      test.slow();
      // The warm browser's HTTP cache may hold a grade-8 item an earlier test opened, and would serve it offline.
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      // Each pack file answers a little late, as on a school line, so the download is seen under way.
      await context.route(
        (url) => url.pathname.startsWith('/assets/') && !url.search,
        async (route) => {
          if (route.request().resourceType() === 'fetch') await new Promise((resolve) => setTimeout(resolve, 150));
          await route.continue();
        },
      );
      await dismissCookieBanner(page);
      await signIn(page, 'student');
      await waitForServiceWorker(page);
      await page.goto('/settings');
      await expect(offlineSection(page)).toBeVisible();
      // Under way: bytes and items.
      await expect(offlineSection(page).getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', /KB \/ .* · \d+\/\d+ içerik/);
      for (const title of ['Fen 5', 'Matematik 5', 'Kodlama 5', 'Blok düzenleyici', 'EtkiBot dizini']) {
        await expect(packRow(page, title).getByText('İndirildi', { exact: true }), title).toBeVisible({ timeout: 30_000 });
      }
      await expect(packRow(page, 'Fen 8').getByRole('button', { name: 'Fen 8 paketini indir' })).toBeVisible();
      await expectNoAxeViolations(page, '/settings with packs');
      // Homework that earlier tests of this worker gave 5-B comes as single items: the grade-8 item to try is one
      // the device was never asked to hold (its wish list, written before any download starts) and does not hold.
      const wantedItems = await page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open('etkilab-packs');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const read = open.result.transaction('wanted').objectStore('wanted').get('wanted');
              read.onsuccess = () => resolve((read.result as { items?: string[] } | undefined)?.items ?? []);
              read.onerror = () => reject(read.error);
            };
          }),
      );
      const cached = new Set(await cachedPaths(page));
      const fen8 = packIndex().packs.find((pack) => pack.id === 'fen-8');
      const absentItem =
        fen8?.kind === 'items'
          ? fen8.items.find((item) => !wantedItems.includes(item) && !fen8.files.some((file) => file.item === item && cached.has(file.url)))
          : undefined;
      expect(absentItem).toBeDefined();
      // Pages preload the items they link to (homework on the dashboard), and a browser's HTTP cache serves those files
      // offline too: emptied, only what the packs hold is on the device.
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

      await context.setOffline(true);
      await page.goto('/dashboard/experiment-kits/experiment/melting-ice');
      await reassertOffline(page, context);
      await expect(page.getByRole('heading', { level: 1, name: /Buz Erirken Sıcaklık Ne Olur/ })).toBeVisible();
      await page.getByRole('tablist', { name: 'Deney içeriği' }).getByRole('tab', { name: 'Hikâye' }).click();
      await expect(page.getByRole('tabpanel')).not.toBeEmpty();

      // The block puzzle of grade 5, with the block editor from its own pack.
      await page.goto('/dashboard/experiment-kits/experiment/colour-signs?tab=activity');
      await reassertOffline(page, context);
      await expect(page.getByRole('heading', { level: 1, name: /Renkli Taşlar Yolu Gösteriyor/ })).toBeVisible();
      await expect(page.getByTestId('blocks-workspace')).toBeVisible();

      // A grade-8 item is not on the device: the page says which pack holds it.
      await page.goto(`/dashboard/experiment-kits/experiment/${absentItem}`);
      await reassertOffline(page, context);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Bu içerik bu cihazda yok')).toBeVisible();
      await expect(page.getByText(/“Fen 8” paketinde \(\d+,\d KB\)/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Bağlantı gelince indir' })).toBeVisible();
      await expectNoAxeViolations(page, 'an item not on the device');

      // Back online, the pack comes from Ayarlar, and the item then opens with no connection.
      await context.setOffline(false);
      await page.goto('/settings');
      await packRow(page, 'Fen 8').getByRole('button', { name: 'Fen 8 paketini indir' }).click();
      await expect(packRow(page, 'Fen 8').getByText('İndirildi', { exact: true })).toBeVisible({ timeout: 30_000 });
      await context.setOffline(true);
      await page.goto(`/dashboard/experiment-kits/experiment/${absentItem}`);
      await reassertOffline(page, context);
      await expect(page.getByRole('tablist', { name: 'Deney içeriği' })).toBeVisible();
      await expect(page.getByText('Bu içerik bu cihazda yok')).toHaveCount(0);
      await context.setOffline(false);
    },
  );

  test(
    'a connection dropped half way through a pack: the download waits, then resumes without fetching a finished file again',
    WORKER,
    async ({ page, context }) => {
      test.slow();
      // A parent's device takes nothing by itself: the pack is asked for in Ayarlar. Each file must come from the network.
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      await signIn(page, 'parent');
      await waitForServiceWorker(page);
      const wanted = packUrls('fen-8');
      expect(wanted.size).toBeGreaterThan(6);
      const fetched = new Map<string, number>();
      page.on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname;
        if (wanted.has(path)) fetched.set(path, (fetched.get(path) ?? 0) + 1);
      });
      // The line drops after five files: every later request fails as a lost connection does.
      let served = 0;
      const packFile = (url: URL) => wanted.has(url.pathname);
      await context.route(packFile, async (route) => {
        if (served >= 5) return route.abort('internetdisconnected');
        served += 1;
        return route.continue();
      });

      await page.goto('/settings');
      await packRow(page, 'Fen 8').getByRole('button', { name: 'Fen 8 paketini indir' }).click();
      await expect(packRow(page, 'Fen 8').getByText('Bağlantı bekleniyor', { exact: true })).toBeVisible();
      await expect.poll(() => fetched.size).toBe(5);

      // The connection comes back (the browser says so: offline, then online).
      await context.setOffline(true);
      await context.unroute(packFile);
      await context.setOffline(false);
      await expect(packRow(page, 'Fen 8').getByText('İndirildi', { exact: true })).toBeVisible({ timeout: 30_000 });
      // Every file came once: those finished before the drop were not fetched again.
      expect([...fetched.keys()].sort()).toEqual([...wanted].sort());
      expect([...fetched.values()].every((count) => count === 1)).toBe(true);
      expect((await cachedPaths(page)).sort()).toEqual([...wanted].sort());
    },
  );

  test('a grade-1 and a grade-8 maths item open offline, manipulative and all, once Ayarlar downloaded their packs', WORKER, async ({ page, context }) => {
    test.slow();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    // A parent's device takes nothing by itself: both packs are asked for in Ayarlar.
    await signIn(page, 'parent');
    await waitForServiceWorker(page);
    const firstItem = (packId: string) => {
      const pack = packIndex().packs.find((candidate) => candidate.id === packId);
      return pack?.kind === 'items' ? pack.items[0] : undefined;
    };
    const items = [firstItem('matematik-1'), firstItem('matematik-8')];
    expect(items.every(Boolean)).toBe(true);

    await page.goto('/settings');
    for (const title of ['Matematik 1', 'Matematik 8']) {
      await packRow(page, title)
        .getByRole('button', { name: `${title} paketini indir` })
        .click();
      await expect(packRow(page, title).getByText('İndirildi', { exact: true }), title).toBeVisible({ timeout: 30_000 });
    }
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

    await context.setOffline(true);
    for (const id of items) {
      await page.goto(`/dashboard/experiment-kits/experiment/${id}?tab=activity`);
      await reassertOffline(page, context);
      await expect(page.getByRole('heading', { level: 1 }), id).toBeVisible();
      await expect(page.getByText('Bu içerik bu cihazda yok'), id).toHaveCount(0);
      // The manipulative itself: its first task and the check button.
      await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Kontrol et' }), id).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText(/^Görev 1 \/ \d+$/), id).toBeVisible();
    }
    await context.setOffline(false);
  });
});
