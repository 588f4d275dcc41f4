import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DashboardShell } from '@/app/layouts/dashboard/DashboardShell.tsx';
import { requireSignedIn } from '@/features/auth/route.ts';
import { DashboardPending } from '@/features/auth/components/AuthPending.tsx';
import { loadAccountCatalog } from '@/features/auth/content/catalog.ts';
import { loadDashboardCatalog } from '@/features/dashboard/content/catalog.ts';

/** Everything behind sign-in, inside the dashboard shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  loader: () => Promise.all([loadAccountCatalog(), loadDashboardCatalog()]),
  pendingComponent: DashboardPending,
  component: () => (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  ),
});
