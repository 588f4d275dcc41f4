/**
 * What other modules may use of schools: the school calendar a class or student keeps (`schoolDaysFor`,
 * `studentSchoolDays`). Its body schemas are here for the request contract check (server/contract/).
 */

export { calendarUpdateSchema } from './calendarSchema.ts';
export { resolveSchema } from './schoolAccounts.ts';
export { schoolDaysFor, studentSchoolDays } from './schoolCalendar.ts';
