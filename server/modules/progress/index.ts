/**
 * What other modules may use of progress: a student's events (`eventsOf`, `eventsOfStudents`) and
 * the figures drawn from them (`evidenceOfStudent`, `figuresOf`, `masteryOf`), a student's homework
 * history and attendance, and, for the seed, storing events and a class's timetable. Its body schemas
 * are here for the request contract check (server/contract/).
 */

export { eventsOf, eventsOfStudents, insertEvent } from './eventRows.ts';
export { progressEventSchema } from './eventSchema.ts';
export { evidenceOfStudent, figuresOf, masteryOf } from './figures.ts';
export { attendanceOfStudent, homeworkHistory } from './studentWork.ts';
export { timetableSaveSchema } from './timetableSchema.ts';
export { storeTimetable } from './timetables.ts';
