import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { DashboardHome } from '@/features/dashboard/components/DashboardHome.tsx';

export const Route = createFileRoute('/_app/dashboard/')({
  head: () => pageHead({ path: '/dashboard', title: t`Gösterge Paneli`, description: t`Deney içerikleriniz, araçlarınız ve duyurularınız.` }),
  component: DashboardHome,
});
