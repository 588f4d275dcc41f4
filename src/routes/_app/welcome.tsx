import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '@/features/auth/components/welcome/WelcomePage.tsx';
import { welcomeHead } from '@/features/auth/route.ts';

export const Route = createFileRoute('/_app/welcome')({
  head: welcomeHead,
  component: WelcomePage,
});
