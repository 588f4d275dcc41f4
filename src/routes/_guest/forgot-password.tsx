import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password/ForgotPasswordPage.tsx';
import { forgotPasswordHead } from '@/features/auth/route.ts';

export const Route = createFileRoute('/_guest/forgot-password')({
  head: forgotPasswordHead,
  component: ForgotPasswordPage,
});
