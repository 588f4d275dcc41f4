import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/components/register/RegisterPage.tsx';
import { loadAccountPage } from '@/features/auth/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_guest/register')({
  loader: () => loadAccountPage('register'),
  head: headFromLoader,
  component: RegisterPage,
});
