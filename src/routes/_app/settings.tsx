import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/auth/components/profile/ProfilePage.tsx';
import { loadAccountPage } from '@/features/auth/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

/** docs/behaviour.md#routes-and-guards: /settings shows the same screen as /profile. */
export const Route = createFileRoute('/_app/settings')({
  loader: () => loadAccountPage('settings'),
  head: headFromLoader,
  component: ProfilePage,
});
