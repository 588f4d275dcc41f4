import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/components/register/RegisterPage.tsx';
import { registerHead } from '@/features/auth/route.ts';

export const Route = createFileRoute('/_guest/register')({
  head: registerHead,
  component: RegisterPage,
});
