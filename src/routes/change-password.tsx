import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '@/app/layouts/public/PublicShell.tsx';
import { AuthPending } from '@/features/auth/components/AuthPending.tsx';
import { FirstPasswordPage } from '@/features/auth/components/first-password/FirstPasswordPage.tsx';
import { requirePasswordChange } from '@/features/auth/route.ts';
import { loadAccountCatalog } from '@/features/auth/content/catalog.ts';
import { changePasswordHead } from '@/features/auth/content/meta.ts';
import { parseLoginSearch } from '@/features/auth/model/returnUrl.ts';

/** The first sign-in's password choice: outside the dashboard, whose calls the server refuses until then. */
export const Route = createFileRoute('/change-password')({
  validateSearch: parseLoginSearch,
  beforeLoad: requirePasswordChange,
  loader: loadAccountCatalog,
  pendingComponent: AuthPending,
  head: changePasswordHead,
  component: function ChangePasswordRoute() {
    return (
      <PublicShell>
        <FirstPasswordPage returnUrl={Route.useSearch().returnUrl} />
      </PublicShell>
    );
  },
});
