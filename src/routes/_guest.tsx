import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '@/app/layouts/public/PublicShell.tsx';
import { AuthPending } from '@/features/auth/components/AuthPending.tsx';
import { loadAccountCatalog, requireSignedOut } from '@/features/auth/route.ts';

/** Sign-in screens: public, but only for visitors who are not signed in. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: requireSignedOut,
  loader: loadAccountCatalog,
  pendingComponent: AuthPending,
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
