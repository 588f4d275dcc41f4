import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '@/app/layouts/public/PublicShell.tsx';
import { AuthPending } from '@/features/auth/components/AuthPending.tsx';
import { FirstPasswordPage } from '@/features/auth/components/first-password/FirstPasswordPage.tsx';
import { loadAccountPage, parseLoginSearch, requirePasswordChange } from '@/features/auth/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

/** The first sign-in's password choice: outside the dashboard, whose calls the server refuses until then. */
export const Route = createFileRoute('/change-password')({
  validateSearch: parseLoginSearch,
  beforeLoad: requirePasswordChange,
  loader: () => loadAccountPage('changePassword'),
  pendingComponent: AuthPending,
  head: headFromLoader,
  component: function ChangePasswordRoute() {
    return (
      <PublicShell>
        <FirstPasswordPage returnUrl={Route.useSearch().returnUrl} />
      </PublicShell>
    );
  },
});
