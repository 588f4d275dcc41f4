import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useSession } from '@/features/auth/session.ts';
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
      <TopNav
        session={session}
        onLogout={() => {
          // Loaded on demand: the sign-out code brings the HTTP client, which the public pages do not need.
          void import('@/features/auth/signOut.ts')
            .then(({ signOut }) => signOut())
            .then(() => navigate({ to: '/' }));
        }}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
