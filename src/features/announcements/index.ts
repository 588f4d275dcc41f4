/**
 * Announcements' public surface: what the dashboard shell's bell and the dashboard home read. The
 * /communications screen is imported by its route directly, so its form stays out of other chunks.
 */
export { announcementKeys, announcementWrite } from './api.ts';
export { useAnnouncementInbox } from './model/useAnnouncementInbox.ts';
export { audienceLabel } from './model/labels.ts';
export { AnnouncementsCard } from './components/inbox/AnnouncementsCard.tsx';
