import { createFileRoute } from '@tanstack/react-router';
import { loadPagesCatalog } from '@/features/site/content/catalog.ts';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { contactHead } from '@/features/site/content/pagesMeta.ts';

export const Route = createFileRoute('/_public/contact')({
  loader: loadPagesCatalog,
  head: contactHead,
  component: ContactPage,
});
