import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { loadAccountCatalog } from './content/catalog.ts';
import type { AccountPageName } from './content/pages.ts';
import type { SessionStore } from './model/sessionStore.ts';
import { CLASS_TABLET_PATH, isSchoolTablet } from './model/tabletAccount.ts';

export type GuardArgs = { context: { session: SessionStore }; location: ParsedLocation };

/**
 * Protected routes: a signed-out visitor goes to /login, which brings them back here afterwards. A user
 * still on a one-time password (an invited teacher) first chooses their own: the server refuses every
 * other call until then, so no screen could work. A class tablet's school account sees its class picker only.
 */
export async function requireSignedIn({ context, location }: GuardArgs): Promise<void> {
  await context.session.whenReady();
  const { isAuthenticated, user } = context.session.getState();
  if (!isAuthenticated) throw redirect({ to: '/login', search: { returnUrl: location.href }, replace: true });
  if (user?.must_change_password) throw redirect({ to: '/change-password', search: { returnUrl: location.href }, replace: true });
  if (isSchoolTablet(user) && location.pathname.replace(/\/+$/, '') !== CLASS_TABLET_PATH) throw redirect({ to: CLASS_TABLET_PATH, replace: true });
}

/** The first sign-in's password screen: only for a signed-in user who must still choose a password. */
export async function requirePasswordChange({ context, location }: GuardArgs): Promise<void> {
  await context.session.whenReady();
  const { isAuthenticated, user } = context.session.getState();
  if (!isAuthenticated) throw redirect({ to: '/login', search: { returnUrl: location.href }, replace: true });
  if (!user?.must_change_password) throw redirect({ to: '/dashboard', replace: true });
}

/** Sign-in screens: a signed-in user has nothing to do there. */
export async function requireSignedOut({ context }: GuardArgs): Promise<void> {
  await context.session.whenReady();
  if (context.session.getState().isAuthenticated) throw redirect({ to: '/dashboard', replace: true });
}

/**
 * The home page (docs/behaviour.md#routes-and-guards): a signed-in user is sent on to /dashboard. Decided from the saved session
 * without waiting for it to be read back, so a visitor's landing page is never held up; the
 * dashboard's own guard makes the real check.
 */
export function sendSignedInToDashboard({ context }: Pick<GuardArgs, 'context'>): void {
  if (context.session.looksSignedIn()) throw redirect({ to: '/dashboard', replace: true });
}

/**
 * An account page's loader (sign-in, registration, password, welcome, profile): the account words (which the
 * layout's loader asks for too: one load), and beside them its head builders (content/pages.ts, on demand: route
 * options ship in the landing page's entry). The head tags are built once both are in.
 */
export const loadAccountPage = (name: AccountPageName) =>
  Promise.all([loadAccountCatalog(), import('./content/pages.ts')]).then(([, pages]) => pages.accountPage(name));

// Also read by the route files:
export { loadAccountCatalog };
export { parseLoginSearch } from './model/loginSearch.ts';
