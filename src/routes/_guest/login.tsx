import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login/LoginPage.tsx';
import { loadAccountPage, parseLoginSearch } from '@/features/auth/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: parseLoginSearch,
  loader: () => loadAccountPage('login'),
  head: headFromLoader,
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  return <LoginPage returnUrl={returnUrl} />;
}
