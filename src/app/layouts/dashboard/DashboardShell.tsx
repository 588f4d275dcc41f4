import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { signOut, useSession } from '@/features/auth';
import { downloadPacksForUser } from '@/features/packs';
import { loadTaughtContent } from '@/features/classroom';
import { useQueryClient } from '@tanstack/react-query';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { whenIdle } from '@/shared/lib/whenIdle.ts';
import { DemoNoticeDialog } from '@/shared/ui/DemoNoticeDialog.tsx';
import { pendingUserWrites } from '@/shared/offline/userOutbox.ts';
import { SignOutWarning } from './SignOutWarning.tsx';
import { nothingUnsent, unsentAtSignOut, type UnsentAtSignOut } from './unsentAtSignOut.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { useMediaQuery } from '@/shared/lib/useMediaQuery.ts';
import { safeLocalStorage } from '@/shared/lib/storage.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useClassTablet } from './useClassTablet.tsx';
import * as styles from './DashboardShell.css.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { wireUserOutbox } from '../../userOutboxWiring.ts';

const COLLAPSED_KEY = STORAGE_KEYS.sidebarCollapsed;

/** The signed-in frame (docs/behaviour.md#routes-and-guards "Dashboard shell"): fixed header, role-filtered sidebar, demo notice. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const sidebarId = useId();
  const desktop = useMediaQuery(mediaUp('lg'));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [collapsed, setCollapsed] = useState(() => safeLocalStorage().getItem(COLLAPSED_KEY) === '1');
  // The drawer remembers the page it was opened on, so navigating closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpen = !desktop && drawerOpenedOn === pathname;
  const [demoFeature, setDemoFeature] = useState<string | null>(null);

  const closeDrawer = useCallback(() => setDrawerOpenedOn(null), []);
  const tablet = useClassTablet(user);
  // How many of this user's writes still wait to be sent when they ask to sign out (0: none, ask nothing).
  const [unsentAtLogout, setUnsentAtLogout] = useState<UnsentAtSignOut | null>(null);

  useEffect(() => wireUserOutbox(), []);

  // Offline content for whoever is signed in (docs/architecture.md#content-packs): once per sign-in and page load, when
  // the page is idle and the network is there; the packs' code loads only then.
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  // Keyed by who is signed in, not by the user object, which a profile refresh replaces: once per person and connection.
  const packsRole = user && online ? user.role : null;
  const packsPerson = user?.id ?? user?.email;
  useEffect(() => {
    if (!packsRole || packsPerson === undefined) return;
    return whenIdle(() => void downloadPacksForUser(packsRole, () => loadTaughtContent(queryClient, packsRole)).catch(() => undefined), 3000);
  }, [packsRole, packsPerson, queryClient]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeDrawer();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  const toggleMenu = () => {
    if (desktop) {
      const next = !collapsed;
      setCollapsed(next);
      safeLocalStorage().setItem(COLLAPSED_KEY, next ? '1' : '0');
    } else {
      setDrawerOpenedOn(drawerOpen ? null : pathname);
    }
  };

  const leave = () => {
    setUnsentAtLogout(null);
    void signOut().then(() => navigate({ to: '/' }));
  };

  // Work done offline is never lost at sign-out (docs/architecture.md#the-two-outboxes): it stays on the device under this user
  // only, hidden from the next one, and is sent at their next sign-in. They are told so first.
  const logout = async () => {
    if (await tablet.takesOverSignOut()) return;
    const ownerId = user?.id;
    if (typeof ownerId !== 'number') return leave();
    void pendingUserWrites(ownerId)
      .catch(() => [])
      .then((writes) => {
        const unsent = unsentAtSignOut(writes);
        if (nothingUnsent(unsent)) leave();
        else setUnsentAtLogout(unsent);
      });
  };

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        <Trans>İçeriğe geç</Trans>
      </a>
      <DashboardHeader
        user={user}
        sidebarId={sidebarId}
        menuExpanded={desktop ? !collapsed : drawerOpen}
        onToggleMenu={toggleMenu}
        onLogout={() => void logout()}
      />
      <Sidebar id={sidebarId} user={user} collapsed={desktop && collapsed} drawerOpen={drawerOpen} onCloseDrawer={closeDrawer} onDemoFeature={setDemoFeature} />
      <main id="main" tabIndex={-1} className={desktop && collapsed ? styles.mainCollapsed : styles.main}>
        <div className={styles.content}>
          {tablet.bar}
          {children}
        </div>
      </main>
      <DemoNoticeDialog feature={demoFeature} open={demoFeature !== null} onClose={() => setDemoFeature(null)} />
      {tablet.leaveDialog}
      <SignOutWarning unsent={unsentAtLogout} onLeave={leave} onStay={() => setUnsentAtLogout(null)} />
    </div>
  );
}
