import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login/LoginPage.tsx';
import { loginHead, parseLoginSearch } from '@/features/auth/route.ts';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: parseLoginSearch,
  head: loginHead,
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  return <LoginPage returnUrl={returnUrl} />;
}
