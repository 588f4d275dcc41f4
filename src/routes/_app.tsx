import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../app/layouts/public/PublicShell.tsx';
import { requireSignedIn } from '../features/auth/guards.ts';
import { AuthPending } from '../features/auth/components/AuthPending.tsx';
import { loadAccountCatalog } from '../features/auth/loadAccountCatalog.ts';

/** Everything behind sign-in. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  loader: loadAccountCatalog,
  pendingComponent: AuthPending,
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
