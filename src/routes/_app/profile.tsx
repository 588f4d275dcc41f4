import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { ProfilePage } from '@/features/auth/components/profile/ProfilePage.tsx';

export const Route = createFileRoute('/_app/profile')({
  head: () => pageHead({ path: '/profile', title: t`Profil ve Ayarlar`, description: t`Profil bilgileriniz, şifreniz ve bu cihazdaki tercihleriniz.` }),
  component: ProfilePage,
});
