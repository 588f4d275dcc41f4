import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { HelpPage } from '@/features/help/components/HelpPage.tsx';

export const Route = createFileRoute('/_app/help')({
  head: () => pageHead({ path: '/help', title: t`Yardım`, description: t`Öğrenci, öğretmen, veli ve yöneticiler için yardım konuları.` }),
  component: HelpPage,
});
