import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { contactHead, loadPagesCatalog } from '@/features/site/route.ts';

export const Route = createFileRoute('/_public/contact')({
  loader: loadPagesCatalog,
  head: contactHead,
  component: ContactPage,
});
