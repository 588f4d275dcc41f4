import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { loadPagesCatalog, schoolsHead } from '@/features/site/route.ts';

/** docs/behaviour.md#routes-and-guards: /schools shows the contact page under its own address. */
export const Route = createFileRoute('/_public/schools')({
  loader: loadPagesCatalog,
  head: schoolsHead,
  component: ContactPage,
});
