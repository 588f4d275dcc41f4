/**
 * What other code may use of announcements: the audience facts of a caller (`personOf`,
 * `staffClasses`) and storing a checked announcement (`insertAnnouncement` with its
 * `AnnouncementInput`), which the seed uses to post the demo school's news. Posting, reading and
 * removing over HTTP stay in the module's routes. The body schema is here for the request contract
 * check (server/contract/).
 */

export { personOf, staffClasses } from './facts.ts';
export { insertAnnouncement } from './rows.ts';
export { announcementCreateSchema, type AnnouncementInput } from './schemas.ts';
