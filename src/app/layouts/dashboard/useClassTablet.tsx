import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@/shared/api/contract.ts';
import { CLASS_TABLET_PATH, isSchoolTablet, loadTabletFlows, useSession } from '@/features/auth';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { LeaveTabletDialog, TabletChildBar } from '@/features/classroom';

type ClassTablet = {
  /** True when the class tablet takes this sign-out over: the school account is asked for its password, a child goes back to the class list. */
  takesOverSignOut: () => Promise<boolean>;
  /** The child's strip (name, sign-out, idle count-down) above every screen; nothing for anyone else. */
  bar: ReactNode;
  /** The school password dialog while a teacher is leaving tablet mode. */
  leaveDialog: ReactNode;
};

/** What the dashboard shell does differently on a class tablet (docs/architecture.md#the-two-outboxes "The class tablet"). */
export function useClassTablet(user: User | null): ClassTablet {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // Asked of the tablet flows, which load on demand: the landing page's script carries no tablet code.
  // Flows that could not load show no strip; a sign-out asks them again.
  const tabletChild = loadedValue(useLoaded(() => loadTabletFlows().then((flows) => flows.isTabletChild(user)), [user])) === true;
  const { isAuthenticated } = useSession();

  // The server ended a child's tablet session (the school day is over): back to the picker, not to the sign-in page.
  useEffect(() => {
    if (isAuthenticated) return;
    void loadTabletFlows().then((flows) => {
      if (flows.resumeAfterChildSessionEnded()) void navigate({ to: CLASS_TABLET_PATH });
    });
  }, [isAuthenticated, navigate]);

  // The child's waiting work is sent first (or kept for them), so the adults' unsent-work warning is not shown.
  const backToPicker = useCallback(() => {
    void loadTabletFlows().then(async (flows) => navigate({ to: await flows.signOutFromTablet() }));
  }, [navigate]);

  // Asked again at the tap rather than read from the state: a tap in the moment before the flows load must not skip the tablet.
  const takesOverSignOut = async () => {
    if (isSchoolTablet(user)) setLeaving(true);
    else if ((await loadTabletFlows()).isTabletChild(user)) backToPicker();
    else return false;
    return true;
  };

  return {
    takesOverSignOut,
    bar:
      tabletChild && user ? (
        <Suspense fallback={null}>
          <TabletChildBar user={user} onSignOut={backToPicker} />
        </Suspense>
      ) : null,
    leaveDialog: leaving ? (
      <Suspense fallback={null}>
        <LeaveTabletDialog open onClose={() => setLeaving(false)} onLeft={() => void navigate({ to: '/' })} />
      </Suspense>
    ) : null,
  };
}
