import type { Query } from '@tanstack/react-query';
import { announcementKeys } from '@/features/announcements';
import { sessionStore } from '@/features/auth';
import { classroomKeys } from '@/features/classroom';
import { onProgressWriteSent, progressKeys } from '@/features/progress';
import { shippingKeys } from '@/features/shipping';
import { onUserWriteSent, startUserOutbox } from '@/shared/offline/userOutbox.ts';
import { queryClient } from './queryClient.ts';

/** The queries whose data the signed-in outbox's writes change. */
const CHANGED_BY_WRITES = [classroomKeys.all, progressKeys.all, shippingKeys.all, announcementKeys.all];

const savedBeforeThisVisit = (query: Query): boolean => query.state.dataUpdatedAt < performance.timeOrigin;

/**
 * Signed-in writes made offline (attendance, submissions, grades, progress events, timetables, kit deliveries, announcements and their reads) are replayed by the page while a
 * user is signed in (DESIGN §8): now, on `online`, when the app comes back and every 30 s while
 * some wait. Started by the dashboard shell, so the public pages never load it. When one lands,
 * the classroom's and progress's screens fetch again and show the server's answer.
 */
export function wireUserOutbox(): () => void {
  // The device's saved copy of these lists is written at most once a second, so one saved just before
  // the app was closed can predate writes the server has since received (and the outbox has let go):
  // a minute-fresh copy would show them undone until it aged. A copy from an earlier visit is asked
  // for again once; one fetched in this visit (a sign-in's first screen) is not fetched twice.
  for (const queryKey of CHANGED_BY_WRITES) void queryClient.invalidateQueries({ queryKey, predicate: savedBeforeThisVisit });
  const stop = startUserOutbox(() => {
    const { isAuthenticated, user } = sessionStore.getState();
    // On a one-time password the server refuses every write (403) until the user chooses their own: theirs wait till then.
    return isAuthenticated && typeof user?.id === 'number' && !user.must_change_password ? user.id : null;
  });
  const unsubscribe = onUserWriteSent((write, body) => {
    onProgressWriteSent(queryClient, write, body);
    void queryClient.invalidateQueries({ queryKey: classroomKeys.all });
    if (write.kind === 'shipping') void queryClient.invalidateQueries({ queryKey: shippingKeys.all });
    if (write.kind === 'announcement') void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  });
  return () => {
    stop();
    unsubscribe();
  };
}
