import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password/ForgotPasswordPage.tsx';
import { loadAccountPage } from '@/features/auth/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_guest/forgot-password')({
  loader: () => loadAccountPage('forgotPassword'),
  head: headFromLoader,
  component: ForgotPasswordPage,
});
