/**
 * What other modules may use of progress: a student's events (`eventsOf`, `eventsOfStudents`) and
 * the figures drawn from them (`evidenceOfStudent`, `figuresOf`, `masteryOf`), a student's homework
 * history and attendance, and, for the seed, storing events and a class's timetable.
 */

export { eventsOf, eventsOfStudents, insertEvent } from './eventRows.ts';
export { evidenceOfStudent, figuresOf, masteryOf } from './figures.ts';
export { attendanceOfStudent, homeworkHistory } from './studentWork.ts';
export { storeTimetable } from './timetables.ts';
