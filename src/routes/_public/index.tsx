import { createFileRoute } from '@tanstack/react-router';
import { sendSignedInToDashboard } from '@/features/auth/guards.ts';
import { HomePage } from '@/features/site/components/home/HomePage.tsx';
import { homeHead } from '@/features/site/meta.ts';

export const Route = createFileRoute('/_public/')({
  beforeLoad: sendSignedInToDashboard,
  head: homeHead,
  component: HomePage,
});
