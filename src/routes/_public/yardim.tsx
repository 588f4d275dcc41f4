import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { helpHead, loadPagesCatalog } from '@/features/site/route.ts';

/** docs/behaviour.md#routes-and-guards: /yardim shows the contact page under its own address. */
export const Route = createFileRoute('/_public/yardim')({
  loader: loadPagesCatalog,
  head: helpHead,
  component: ContactPage,
});
