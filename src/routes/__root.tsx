import { Suspense, lazy } from 'react';
import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/routerContext.ts';
import { AppChrome } from '@/app/AppChrome.tsx';
import { leadToNearestScreen } from '@/app/nearestScreenGuard.ts';
import { PagePending } from '@/app/PagePending.tsx';
import { PublicShell } from '@/app/layouts/public/PublicShell.tsx';
import { useHydrated } from '@/shared/lib/useHydrated.tsx';
import { loadPagesCatalog, notFoundHead } from '@/features/site/route.ts';

// Fetched with its texts only when an address has no page, like every other page (precached for offline).
const NotFoundPage = lazy(async () => {
  const [{ NotFoundPage: Page }] = await Promise.all([import('@/features/site/components/NotFoundPage.tsx'), loadPagesCatalog()]);
  return { default: Page };
});

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: leadToNearestScreen,
  component: Root,
  notFoundComponent: () => (
    <PublicShell>
      <HeadContentFor404 />
      <Suspense fallback={<PagePending />}>
        <NotFoundPage />
      </Suspense>
    </PublicShell>
  ),
});

function Root() {
  // The device's own parts (offline state, consent, install hint) join after a rendered page hydrates.
  const hydrated = useHydrated();
  return (
    <>
      <HeadContent />
      {hydrated ? <AppChrome /> : null}
      <Outlet />
    </>
  );
}

/** The 404 has no route of its own, so it renders its own head tags. */
function HeadContentFor404() {
  const { meta } = notFoundHead();
  return <>{meta.map((tag, index) => ('title' in tag ? <title key={index}>{tag.title}</title> : <meta key={index} {...tag} />))}</>;
}
