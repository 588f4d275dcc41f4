/**
 * What the calendar feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
export { calendarHead, schoolCalendarHead } from './content/meta.ts';
export { parseCalendarSearch } from './model/calendarSearch.ts';
