import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/routerContext.ts';
import { AppChrome } from '@/app/AppChrome.tsx';
import { PublicShell } from '@/app/layouts/public/PublicShell.tsx';
import { NotFoundPage } from '@/features/site/components/NotFoundPage.tsx';
import { notFoundHead } from '@/features/site/meta.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => (
    <PublicShell>
      <HeadContentFor404 />
      <NotFoundPage />
    </PublicShell>
  ),
});

function Root() {
  return (
    <>
      <HeadContent />
      <AppChrome />
      <Outlet />
    </>
  );
}

/** The 404 has no route of its own, so it renders its own head tags. */
function HeadContentFor404() {
  const { meta } = notFoundHead();
  return (
    <>
      {meta.map((tag, index) =>
        'title' in tag ? <title key={index}>{tag.title}</title> : <meta key={index} {...tag} />,
      )}
    </>
  );
}
