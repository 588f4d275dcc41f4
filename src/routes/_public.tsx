import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '@/app/layouts/public/PublicShell.tsx';

export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
