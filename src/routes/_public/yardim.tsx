import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/site/components/contact/ContactPage.tsx';
import { helpHead } from '../../features/site/pagesMeta.ts';

/** SPEC §2: /yardim shows the contact page under its own address. */
export const Route = createFileRoute('/_public/yardim')({
  head: helpHead,
  component: ContactPage,
});
