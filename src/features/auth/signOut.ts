import { sessionStore } from './session.ts';
import { initialSession } from './model/sessionStore.ts';

/**
 * Ends the session on this device: nothing of the user stays behind.
 * The server call and the full cache wipe join this when sign-in exists.
 */
export async function signOut(): Promise<void> {
  sessionStore.setState(initialSession);
}
