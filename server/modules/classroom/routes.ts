import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLASSROOM_PATHS } from '../../../src/shared/api/classroom.ts';
import { GUARDIAN_PATHS } from '../../../src/shared/api/guardians.ts';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { acceptHeld } from './acceptHeld.ts';
import { removeAssignment, restoreAssignment } from './assignmentRemoval.ts';
import { createAssignment, getAssignment, listAssignments, updateAssignment } from './assignments.ts';
import { setStudentTerms } from './assignmentStudentTerms.ts';
import { getAttendance, saveAttendance } from './attendance.ts';
import { getAttendanceMonth } from './attendanceMonth.ts';
import { getStudentAttendance } from './attendanceStudent.ts';
import { copyClass, createClass, getClass, listClasses, updateClass } from './classes.ts';
import { idFrom } from './errors.ts';
import { gradebook } from './gradebook.ts';
import { gradeSubmission } from './grading.ts';
import { gradeStudentWork } from './studentGrading.ts';
import { linkGuardian } from './guardianLinks.ts';
import { createGuardianLinkLimiter } from './guardianLinkLimits.ts';
import { createParentCode, removeGuardian } from './guardianLinksStaff.ts';
import { homeworkAttempts } from './homeworkAttempts.ts';
import { listHomeworks } from './homeworks.ts';
import { joinClass, previewJoin } from './join.ts';
import { createJoinCodeLimiter } from './joinLimits.ts';
import { rotateJoinCode } from './joinCodeRotation.ts';
import { removedLessons, removeLesson, replaceLessonPlan, restoreLesson } from './lessons.ts';
import { addStudent, addStudents, updateStudent } from './roster.ts';
import { createClaimCode, mergeStudent, removeStudent } from './rosterClaims.ts';
import { submissionPhoto } from './submissionPhoto.ts';
import { submitWork } from './submissions.ts';
import { unlockStudent } from './pictureCodeUnlock.ts';
import { setPictureCodes } from './pictureCodeCards.ts';
import { tabletRoster, tabletSignIn } from './tablet.ts';
import { tabletLeaveRoute } from './tabletLeave.ts';

/** A hand-in may carry a photo of up to photoMaxBytes as a data: URL, plus a written answer: more than the API's usual 64 KB. */
const SUBMISSION_BODY_LIMIT = 600 * 1024;

// Route patterns of CLASSROOM_PATHS (whose functions encode their arguments, so cannot make them).
const CLASS = '/api/classes/:id/';
const ASSIGNMENT = '/api/assignments/:id/';

const paramOf = (request: FastifyRequest, name: string): string | undefined => (request.params as Record<string, string | undefined>)[name];
const queryOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};
const idParam = (request: FastifyRequest, name = 'id') => idFrom(paramOf(request, name));

/** The classroom's calls (docs/architecture.md#the-two-outboxes): every one signed in, and every decision about who may see what made here. */
export function classroomRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite } = signedInRoutes(context);
  const joinCodeLimiter = createJoinCodeLimiter(context);
  const guardianLinkLimiter = createGuardianLinkLimiter(context);

  api.get(
    CLASSROOM_PATHS.classes,
    signedIn((caller) => listClasses(context, caller)),
  );
  api.post(
    CLASSROOM_PATHS.classes,
    idempotentWrite((caller, request) => createClass(context, caller, request.body)),
  );
  api.post(
    CLASSROOM_PATHS.classJoin,
    idempotentWrite((caller, request) => joinClass(context, joinCodeLimiter, caller, request.body, request.ip)),
  );
  // A POST, so the code is not in any address a proxy logs; it changes nothing and is not replayed.
  api.post(
    CLASSROOM_PATHS.classJoinPreview,
    signedIn((caller, request) => previewJoin(context, joinCodeLimiter, caller, request.body, request.ip)),
  );
  api.get(
    CLASSROOM_PATHS.tabletRoster,
    signedIn((caller) => tabletRoster(context, caller)),
  );
  // Answers like a login: tokens are never stored for a replay, and a repeat simply signs in again.
  api.post(
    CLASSROOM_PATHS.tabletSignIn,
    signedIn((caller, request) => tabletSignIn(context, caller, request.body, request.ip)),
  );
  api.post(CLASSROOM_PATHS.tabletLeave, tabletLeaveRoute(context));

  api.get(
    CLASS,
    signedIn((caller, request) => getClass(context, caller, idParam(request))),
  );
  api.put(
    CLASS,
    idempotentWrite((caller, request) => updateClass(context, caller, idParam(request), request.body)),
  );
  api.post(
    `${CLASS}copy/`,
    idempotentWrite((caller, request) => copyClass(context, caller, idParam(request), request.body)),
  );
  api.post(
    `${CLASS}students/`,
    idempotentWrite((caller, request) => addStudent(context, caller, idParam(request), request.body)),
  );
  api.post(
    `${CLASS}students/bulk/`,
    idempotentWrite((caller, request) => addStudents(context, caller, idParam(request), request.body)),
  );
  api.put(
    `${CLASS}students/:enrolmentId/`,
    idempotentWrite((caller, request) => updateStudent(context, caller, idParam(request), idParam(request, 'enrolmentId'), request.body)),
  );
  // The plain claim code is answered once and never stored, so a repeat makes a new one rather than replaying it.
  api.post(
    `${CLASS}students/:enrolmentId/claim-code/`,
    signedIn((caller, request) => createClaimCode(context, caller, idParam(request), idParam(request, 'enrolmentId'))),
  );
  // Like a claim code: the plain parent code is answered once, so a repeat makes a new one rather than replaying it.
  api.post(
    `${CLASS}students/:enrolmentId/parent-code/`,
    signedIn((caller, request) => createParentCode(context, caller, idParam(request), idParam(request, 'enrolmentId'))),
  );
  api.delete(
    `${CLASS}students/:enrolmentId/guardians/:parentId/`,
    idempotentWrite((caller, request) => removeGuardian(context, caller, idParam(request), idParam(request, 'enrolmentId'), idParam(request, 'parentId'))),
  );
  // A preview is sent without a key and never replayed; a confirmed link with the outbox's key answers a repeat as the first time.
  api.post(
    GUARDIAN_PATHS.link,
    idempotentWrite((caller, request) => linkGuardian(context, guardianLinkLimiter, caller, request.body, request.ip)),
  );
  api.post(
    `${CLASS}students/:enrolmentId/merge/`,
    idempotentWrite((caller, request) => mergeStudent(context, caller, idParam(request), idParam(request, 'enrolmentId'), request.body)),
  );
  api.post(
    `${CLASS}students/:enrolmentId/remove/`,
    idempotentWrite((caller, request) => removeStudent(context, caller, idParam(request), idParam(request, 'enrolmentId'))),
  );
  api.post(
    `${CLASS}join-code/`,
    idempotentWrite((caller, request) => rotateJoinCode(context, caller, idParam(request))),
  );
  api.post(
    `${CLASS}students/:enrolmentId/unlock/`,
    idempotentWrite((caller, request) => unlockStudent(context, caller, idParam(request), idParam(request, 'enrolmentId'))),
  );
  // Only a hash of each code is kept, and the replayed answer holds the rows, not the codes.
  api.post(
    `${CLASS}picture-codes/`,
    idempotentWrite((caller, request) => setPictureCodes(context, caller, idParam(request), request.body)),
  );
  api.put(
    `${CLASS}lessons/`,
    idempotentWrite((caller, request) => replaceLessonPlan(context, caller, idParam(request), request.body)),
  );
  api.get(
    `${CLASS}lessons/removed/`,
    signedIn((caller, request) => removedLessons(context, caller, idParam(request))),
  );
  api.delete(
    `${CLASS}lessons/:lessonId/`,
    idempotentWrite((caller, request) => removeLesson(context, caller, idParam(request), idParam(request, 'lessonId'))),
  );
  api.post(
    `${CLASS}lessons/:lessonId/restore/`,
    idempotentWrite((caller, request) => restoreLesson(context, caller, idParam(request), idParam(request, 'lessonId'))),
  );
  api.get(
    `${CLASS}gradebook/`,
    signedIn((caller, request) => gradebook(context, caller, idParam(request))),
  );
  api.get(
    `${CLASS}attendance/`,
    signedIn((caller, request) => getAttendanceMonth(context, caller, idParam(request), queryOf(request, 'month'))),
  );
  api.get(
    '/api/students/:id/attendance/',
    signedIn((caller, request) => getStudentAttendance(context, caller, idParam(request))),
  );
  api.get(
    `${CLASS}attendance/:date/`,
    signedIn((caller, request) => getAttendance(context, caller, idParam(request), paramOf(request, 'date') ?? '')),
  );
  api.put(
    `${CLASS}attendance/:date/`,
    idempotentWrite((caller, request) => saveAttendance(context, caller, idParam(request), paramOf(request, 'date') ?? '', request.body)),
  );

  api.get(
    CLASSROOM_PATHS.assignments,
    signedIn((caller, request) => listAssignments(context, caller, queryOf(request, 'class_id'), queryOf(request, 'removed') === '1')),
  );
  api.post(
    CLASSROOM_PATHS.assignments,
    idempotentWrite((caller, request) => createAssignment(context, caller, request.body)),
  );
  api.get(
    ASSIGNMENT,
    signedIn((caller, request) => getAssignment(context, caller, idParam(request))),
  );
  api.put(
    ASSIGNMENT,
    idempotentWrite((caller, request) => updateAssignment(context, caller, idParam(request), request.body)),
  );
  api.delete(
    ASSIGNMENT,
    idempotentWrite((caller, request) => removeAssignment(context, caller, idParam(request))),
  );
  api.post(
    `${ASSIGNMENT}restore/`,
    idempotentWrite((caller, request) => restoreAssignment(context, caller, idParam(request))),
  );
  api.put(
    `${ASSIGNMENT}students/:enrolmentId/`,
    idempotentWrite((caller, request) => setStudentTerms(context, caller, idParam(request), idParam(request, 'enrolmentId'), request.body)),
  );
  api.post(
    `${ASSIGNMENT}submissions/`,
    { bodyLimit: SUBMISSION_BODY_LIMIT },
    idempotentWrite((caller, request) => submitWork(context, caller, idParam(request), request.body)),
  );
  api.get(
    '/api/submissions/:id/photo/',
    signedIn((caller, request) => submissionPhoto(context, caller, idParam(request))),
  );
  api.put(
    '/api/submissions/:id/grade/',
    idempotentWrite((caller, request) => gradeSubmission(context, caller, idParam(request), request.body)),
  );
  api.put(
    `${ASSIGNMENT}students/:enrolmentId/grade/`,
    idempotentWrite((caller, request) => gradeStudentWork(context, caller, idParam(request), idParam(request, 'enrolmentId'), request.body)),
  );
  api.post(
    '/api/submissions/:id/accept/',
    idempotentWrite((caller, request) => acceptHeld(context, caller, idParam(request))),
  );
  api.get(
    CLASSROOM_PATHS.homeworks,
    signedIn((caller, request) => listHomeworks(context, caller, queryOf(request, 'student_id'))),
  );
  api.get(
    '/api/homeworks/:id/attempts/',
    signedIn((caller, request) => homeworkAttempts(context, caller, idParam(request), queryOf(request, 'student_id'))),
  );
}
