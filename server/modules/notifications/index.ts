/**
 * What other modules may use of notifications: telling users of a change inside the write that causes
 * it (`notifyUsers`), and the retention sweep of read notifications (`sweepReadNotifications`).
 */

export { notifyUsers } from './notify.ts';
export { sweepReadNotifications } from './rows.ts';
