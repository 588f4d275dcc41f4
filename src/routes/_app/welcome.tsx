import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { WelcomePage } from '@/features/auth/components/welcome/WelcomePage.tsx';

export const Route = createFileRoute('/_app/welcome')({
  head: () => pageHead({ path: '/welcome', title: t`Hoş geldiniz`, description: t`Hesabınız hazır: ilk adımlarınız.` }),
  component: WelcomePage,
});
