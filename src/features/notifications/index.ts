/**
 * Notifications' public surface (issue 44): what the dashboard shell's bell reads, and the write kind
 * the app's outbox wiring refreshes from.
 */
export { notificationKeys, notificationReadWrite } from './api.ts';
export { useNotifications } from './model/useNotifications.ts';
export { notificationText, notificationWhen } from './model/wording.ts';
export type { ShownNotification } from './model/readState.ts';
