import { createFileRoute } from '@tanstack/react-router';
import { loadPagesCatalog } from '@/features/site/content/catalog.ts';
import { ContactPage } from '@/features/contact/components/ContactPage.tsx';
import { helpHead } from '@/features/site/content/pagesMeta.ts';

/** docs/behaviour.md#routes-and-guards: /yardim shows the contact page under its own address. */
export const Route = createFileRoute('/_public/yardim')({
  loader: loadPagesCatalog,
  head: helpHead,
  component: ContactPage,
});
