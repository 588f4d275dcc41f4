import { createFileRoute } from '@tanstack/react-router';
import { sendSignedInToDashboard } from '@/features/auth/route.ts';
import { HomePage } from '@/features/site/components/home/HomePage.tsx';
import { homeHead } from '@/features/site/route.ts';

export const Route = createFileRoute('/_public/')({
  beforeLoad: sendSignedInToDashboard,
  head: homeHead,
  component: HomePage,
});
