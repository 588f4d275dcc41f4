import type { Query } from '@tanstack/react-query';
import { sessionStore } from '@/features/auth';
import { onUserWriteSent, startUserOutbox } from '@/shared/offline/userOutbox.ts';
import { handleSentWrite } from '@/shared/offline/userWriteDefinition.ts';
import { queryClient } from './queryClient.ts';
import { SENT_WRITE_FOLLOW_UPS, USER_WRITES } from './userWrites.ts';

const savedBeforeThisVisit = (query: Query): boolean => query.state.dataUpdatedAt < performance.timeOrigin;

/**
 * Signed-in writes made offline are replayed by the page while a user is signed in (docs/architecture.md#the-two-outboxes): now,
 * on `online`, when the app comes back and on the outboxes' back-off (retryPolicy.ts) while some wait. Started by the dashboard shell,
 * so the public pages never load it. What a sent write refreshes is its kind's own rule (USER_WRITES) and its followers' (SENT_WRITE_FOLLOW_UPS).
 */
export function wireUserOutbox(): () => void {
  // The device's saved copy of these lists is written at most once a second, so one saved just before
  // the app was closed can predate writes the server has since received (and the outbox has let go):
  // a minute-fresh copy would show them undone until it aged. A copy from an earlier visit is asked
  // for again once; one fetched in this visit (a sign-in's first screen) is not fetched twice.
  for (const queryKey of new Set([...USER_WRITES, ...SENT_WRITE_FOLLOW_UPS].flatMap((step) => step.refreshes))) {
    void queryClient.invalidateQueries({ queryKey, predicate: savedBeforeThisVisit });
  }
  const stop = startUserOutbox(() => {
    const { isAuthenticated, user } = sessionStore.getState();
    // On a one-time password the server refuses every write (403) until the user chooses their own: theirs wait till then.
    return isAuthenticated && typeof user?.id === 'number' && !user.must_change_password ? user.id : null;
  });
  const unsubscribe = onUserWriteSent((write, body, here) =>
    handleSentWrite({ definitions: USER_WRITES, followUps: SENT_WRITE_FOLLOW_UPS }, queryClient, write, body, here),
  );
  return () => {
    stop();
    unsubscribe();
  };
}
