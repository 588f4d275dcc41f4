import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password/ForgotPasswordPage.tsx';
import { siteConfig } from '@/shared/config/site.ts';
import { pageHead } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_guest/forgot-password')({
  head: () => {
    const { name } = siteConfig;
    return pageHead({
      path: '/forgot-password',
      title: t`Şifremi Unuttum`,
      description: t`${name} hesabınızın şifresini unuttuysanız nasıl yenileyebileceğinizi öğrenin.`,
    });
  },
  component: ForgotPasswordPage,
});
