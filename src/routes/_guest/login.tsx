import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { LoginPage } from '@/features/auth/components/login/LoginPage.tsx';
import { parseLoginSearch } from '@/features/auth/model/returnUrl.ts';
import { siteConfig } from '@/shared/config/site.ts';
import { pageHead } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: parseLoginSearch,
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
