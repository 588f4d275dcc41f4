import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { LoginPage } from '@/features/auth/components/login/LoginPage.tsx';
import { siteConfig } from '@/shared/config/site.ts';
import { pageHead } from '@/shared/seo/head.ts';

type LoginSearch = { returnUrl?: string };

export const Route = createFileRoute('/_guest/login')({
  // Only a string survives; safeReturnUrl decides later whether it is followed.
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.returnUrl === 'string' && search.returnUrl ? { returnUrl: search.returnUrl } : {},
  head: () => {
    const { name } = siteConfig;
    return pageHead({
      path: '/login',
      title: t`Giriş Yap`,
      description: t`${name} hesabınıza e-posta adresinizle ya da okul hesabınızla giriş yapın.`,
    });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  return <LoginPage returnUrl={returnUrl} />;
}
