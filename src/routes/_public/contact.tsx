import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/site/components/contact/ContactPage.tsx';
import { contactHead } from '../../features/site/pagesMeta.ts';

export const Route = createFileRoute('/_public/contact')({
  head: contactHead,
  component: ContactPage,
});
