import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { loadSitePage } from '@/features/site/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

/** docs/behaviour.md#routes-and-guards: /yardim shows the contact page under its own address. */
export const Route = createFileRoute('/_public/yardim')({
  loader: () => loadSitePage('help'),
  head: headFromLoader,
  component: ContactPage,
});
