import { createFileRoute } from '@tanstack/react-router';
import { loadPagesCatalog } from '@/features/site/content/catalog.ts';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { schoolsHead } from '@/features/site/content/pagesMeta.ts';

/** docs/behaviour.md#routes-and-guards: /schools shows the contact page under its own address. */
export const Route = createFileRoute('/_public/schools')({
  loader: loadPagesCatalog,
  head: schoolsHead,
  component: ContactPage,
});
