import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/auth/components/profile/ProfilePage.tsx';
import { settingsHead } from '@/features/auth/route.ts';

/** docs/behaviour.md#routes-and-guards: /settings shows the same screen as /profile. */
export const Route = createFileRoute('/_app/settings')({
  head: settingsHead,
  component: ProfilePage,
});
