/**
 * What other modules may use of the classroom: who may see or change a class (`classAccess`,
 * `roleAllowed`, `isClassStaff`, a parent's children), the answers every module gives alike
 * (`notFound`, `forbidden`, `conflict`, `idFrom`), the field checks of its bodies, restorable
 * removal, and reads of its rows: assignments, enrolments and rosters, students' own terms, hand-ins and
 * a class's work with its figures. The seed also stores enrolments, lessons, roster accounts and
 * picture codes through it. Its body schemas are here for the request contract check (server/contract/).
 */

export { childrenOf, classAccess, findClass, isClassStaff, isSchoolChild, roleAllowed, STAFF_ROLES } from './access.ts';
export { assignmentsOfClasses, findAssignment, finishedAfterClosing, givenAt, isGiven, selectedStudents, type AssignmentRow } from './assignmentRows.ts';
export { activeEnrolmentOf, insertEnrolment, rosterOf, rosterRow, type EnrolmentRow } from './enrolments.ts';
export { conflict, forbidden, idFrom, notFound, type ConflictBody } from './errors.ts';
export {
  classCopySchema,
  classCreateSchema,
  classUpdateSchema,
  guardianLinkSchema,
  joinSchema,
  joinWithClaimSchema,
  lessonsSchema,
  mergeSchema,
  pictureCodesSchema,
  studentAddSchema,
  studentBulkSchema,
  studentUpdateSchema,
} from './classSchemas.ts';
export { boundedName, dateTime, longText, picked, REF_PATTERN } from './fields.ts';
export { isAssignedTo } from './homeworks.ts';
export { replaceLessons } from './lessonRows.ts';
export { hashPictureCode } from './pictureCodes.ts';
export { createRosterAccount } from './rosterAccounts.ts';
export { restorableSince, restoreRefusal } from './softRemoval.ts';
export { dueFor, termKey, termOf, termsOf } from './studentTerms.ts';
export { factsOf, isCounted, latestWork, scoreOf, workKey, type SubmissionReader } from './submissionRows.ts';
export { tabletSignInSchema } from './tablet.ts';
export { tabletLeaveSchema } from './tabletLeave.ts';
export { classStats, loadClassWork, type ClassWork } from './work.ts';
export {
  assignmentCreateSchema,
  assignmentUpdateSchema,
  attendanceSchema,
  gradeSchema,
  studentGradeSchema,
  studentTermsSchema,
  submissionSchema,
} from './workSchemas.ts';
