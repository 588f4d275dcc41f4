import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '@/features/dashboard/components/DashboardHome.tsx';
import { dashboardHomeHead, loadDashboardHomeRoute } from '@/features/dashboard/route.ts';

export const Route = createFileRoute('/_app/dashboard/')({
  loader: loadDashboardHomeRoute,
  head: dashboardHomeHead,
  component: DashboardHome,
});
