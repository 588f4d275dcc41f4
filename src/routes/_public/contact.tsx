import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { loadSitePage } from '@/features/site/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/contact')({
  loader: () => loadSitePage('contact'),
  head: headFromLoader,
  component: ContactPage,
});
