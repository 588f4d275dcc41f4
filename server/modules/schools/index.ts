/**
 * What other modules may use of schools: the school calendar a class or student keeps (`schoolDaysFor`,
 * `studentSchoolDays`).
 */

export { schoolDaysFor, studentSchoolDays } from './schoolCalendar.ts';
