/**
 * The calendar's public surface (docs/architecture.md#layers-and-boundaries). For progress: the school year's content and the pure
 * day helpers, so streaks are counted in school days without reaching into the calendar's files.
 */
export { SCHOOL_CALENDAR } from './content/schoolYear2025.ts';
export { schoolEntriesBetween } from './model/schoolCalendar.ts';
export { difficultyLabels, eventStatusLabels, eventTypeLabels, schoolKindLabels } from './model/labels.ts';
export { mySchoolCalendarQuery, useCalendarEvents } from './api.ts';
export { calendarStorageKey } from './model/storedEvents.ts';
