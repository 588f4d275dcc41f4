import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DashboardShell } from '@/app/layouts/dashboard/DashboardShell.tsx';
import { DashboardPending } from '@/features/auth/components/AuthPending.tsx';
import { loadAccountCatalog, requireSignedIn } from '@/features/auth/route.ts';
import { loadDashboardCatalog } from '@/features/dashboard/route.ts';

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
