/**
 * The session module: what the rest of the app may know of the signed-in user. Sign-in screens,
 * token handling and the HTTP calls stay inside the feature; the two entry points that need the
 * HTTP client load it on demand, because the public pages ship without it.
 */
export { sessionStore, useSession } from './model/session.ts';
export type { SessionState, SessionStore } from './model/sessionStore.ts';
export { displayFirstName, namesToShorten, roleIcon } from './model/displayName.ts';
export { roleLabel } from './model/roleLabels.ts';
export { registerSignOutCleanup } from './model/signOutCleanup.ts';
export { requireSignedIn, type GuardArgs } from './route.ts';
export { CLASS_TABLET_PATH, isSchoolTablet } from './model/tabletAccount.ts';

/** docs/behaviour.md#sessions-and-flows logout: tells the server, then clears every trace of the user from this device. */
export const signOut = (): Promise<void> => import('./model/signOut.ts').then((module) => module.signOut());

/** Restoring and re-checking a saved session after start-up. */
export const loadSessionFlows = () => import('./model/authFlows.ts');

/** The class tablet's return to its picker and a teacher's leaving of tablet mode. */
export const loadTabletFlows = () => import('./model/tabletFlows.ts');
