import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { RegisterPage } from '@/features/auth/components/register/RegisterPage.tsx';

export const Route = createFileRoute('/_guest/register')({
  head: () =>
    pageHead({
      path: '/register',
      title: t`Kayıt Ol`,
      description: t`Öğrenci, öğretmen, veli ya da okul yöneticisi olarak ücretsiz EtkiLab hesabınızı oluşturun.`,
    }),
  component: RegisterPage,
});
