import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/auth/components/profile/ProfilePage.tsx';
import { profileHead } from '@/features/auth/route.ts';

export const Route = createFileRoute('/_app/profile')({
  head: profileHead,
  component: ProfilePage,
});
