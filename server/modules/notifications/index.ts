/**
 * What other modules may use of notifications: telling users of a change inside the write that causes
 * it (`notifyUsers`), and the retention sweep of read notifications (`sweepReadNotifications`). The read
 * marks' body schema is here for the request contract check (server/contract/).
 */

export { notifyUsers } from './notify.ts';
export { sweepReadNotifications } from './rows.ts';
export { readSchema } from './schemas.ts';
