import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/auth/components/profile/ProfilePage.tsx';
import { loadAccountPage } from '@/features/auth/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_app/profile')({
  loader: () => loadAccountPage('profile'),
  head: headFromLoader,
  component: ProfilePage,
});
