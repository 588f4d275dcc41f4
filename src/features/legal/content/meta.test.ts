import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { messages as legalMessages } from '@locales/tr/legal.po';
import { i18n } from '@/shared/i18n/i18n.ts';
import { siteConfig } from '@/shared/config/site.ts';
import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';
import { privacyHead } from './meta.ts';

/*
 * In tests the macros keep the Turkish source as a fallback, so a title read
 * too early would still look right. What matters is the order: the legal
 * catalogue must be in i18n when the router builds the head, as it is in a
 * production build where only message ids ship.
 */
describe('legal page heads', () => {
  it('are built after the loader has loaded the legal catalogue', async () => {
    const legalIds = Object.keys(legalMessages);
    const catalogueLoaded = () => legalIds.every((id) => i18n.messages[id] !== undefined);
    expect(catalogueLoaded()).toBe(false);

    let loadedWhenHeadRan: boolean | undefined;
    const rootRoute = createRootRoute();
    const privacyRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/privacy',
      loader: () =>
        loadCatalog('legal', async () => {
          // A slow network: the head must still wait for this.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { messages: legalMessages };
        }),
      head: () => {
        loadedWhenHeadRan = catalogueLoaded();
        return privacyHead();
      },
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([privacyRoute]),
      history: createMemoryHistory({ initialEntries: ['/privacy'] }),
    });

    await router.load();

    expect(loadedWhenHeadRan).toBe(true);
    const meta = router.state.matches.at(-1)?.meta ?? [];
    const title = meta.find((tag) => tag !== undefined && 'title' in tag)?.title;
    expect(title).toBe(`Gizlilik Politikası | ${siteConfig.name}`);
  });
});
