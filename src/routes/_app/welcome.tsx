import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '@/features/auth/components/welcome/WelcomePage.tsx';
import { loadAccountPage } from '@/features/auth/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_app/welcome')({
  loader: () => loadAccountPage('welcome'),
  head: headFromLoader,
  component: WelcomePage,
});
