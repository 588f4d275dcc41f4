import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { loadSitePage } from '@/features/site/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

/** docs/behaviour.md#routes-and-guards: /schools shows the contact page under its own address. */
export const Route = createFileRoute('/_public/schools')({
  loader: () => loadSitePage('schools'),
  head: headFromLoader,
  component: ContactPage,
});
