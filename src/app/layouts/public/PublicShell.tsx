import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { signOut, useSession } from '@/features/auth';
import { TopNav } from './TopNav.tsx';
import { Footer } from './Footer.tsx';
import * as styles from './PublicShell.css.ts';

/** The public site's frame: skip link, top navigation, page, footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        <Trans>İçeriğe geç</Trans>
      </a>
      <TopNav session={session} onLogout={() => void signOut().then(() => navigate({ to: '/' }))} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
