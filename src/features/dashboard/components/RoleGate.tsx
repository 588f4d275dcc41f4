import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Role } from '@/shared/api/contract.ts';
import { useSession } from '@/features/auth';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import * as styles from '@/shared/styles/panels.css.ts';

/** docs/behaviour.md#roles: a page for some roles only explains itself to the others instead of showing them its content. */
export function RoleGate({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  if (user && roles.includes(user.role)) return children;
  return (
    <section className={styles.demoPanel} role="status">
      <h2 className={styles.demoTitle}>
        <Trans>Bu sayfa hesabınızın türüne kapalı</Trans>
      </h2>
      <p>
        <Trans>Aradığınız içerik başka bir hesap türü için hazırlandı. Gösterge panelinden size uygun içeriklere ulaşabilirsiniz.</Trans>
      </p>
      <PathLink href="/dashboard" className={button({ variant: 'primary' })}>
        <Trans>Anasayfaya dön</Trans>
      </PathLink>
    </section>
  );
}
