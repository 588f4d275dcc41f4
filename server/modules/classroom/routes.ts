import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLASSROOM_PATHS } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../context.ts';
import { send, type ApiAnswer } from '../../http/answer.ts';
import { idempotencyKeyOf, sendIdempotent, withIdempotency } from '../../http/idempotency.ts';
import { authenticate } from '../auth/bearer.ts';
import type { UserRow } from '../auth/users.ts';
import { createAssignment, getAssignment, listAssignments, updateAssignment } from './assignments.ts';
import { getAttendance, saveAttendance } from './attendance.ts';
import { copyClass, createClass, getClass, listClasses, updateClass } from './classes.ts';
import { idFrom } from './errors.ts';
import { gradebook } from './gradebook.ts';
import { gradeSubmission } from './grading.ts';
import { listHomeworks } from './homeworks.ts';
import { createJoinCodeLimiter, joinClass } from './join.ts';
import { replaceLessonPlan } from './lessons.ts';
import { addStudent, addStudents, updateStudent } from './roster.ts';
import { submitWork } from './submissions.ts';
import { createPictureCodeLimiter, tabletRoster, tabletSignIn } from './tablet.ts';

/** A hand-in may carry a photo of up to photoMaxBytes as a data: URL, plus a written answer: more than the API's usual 64 KB. */
const SUBMISSION_BODY_LIMIT = 600 * 1024;

// Route patterns of CLASSROOM_PATHS (whose functions encode their arguments, so cannot make them).
const CLASS = '/api/classes/:id/';
const ASSIGNMENT = '/api/assignments/:id/';

type Handle = (caller: UserRow, request: FastifyRequest) => ApiAnswer;

const paramOf = (request: FastifyRequest, name: string): string | undefined => (request.params as Record<string, string | undefined>)[name];
const queryOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};
const idParam = (request: FastifyRequest, name = 'id') => idFrom(paramOf(request, name));

/** The classroom's calls (DESIGN §8): every one signed in, and every decision about who may see what made here. */
export function classroomRoutes(api: FastifyInstance, context: ApiContext): void {
  const signedIn = (handle: Handle) => async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = authenticate(context, request.headers.authorization);
    return send(reply, auth.ok ? handle(auth.user, request) : auth.answer);
  };
  // The outbox may send a write twice (DESIGN §8): with an Idempotency-Key the first answer is replayed.
  // Keys are the user's own and the path's, as for a profile update.
  const idempotentWrite = (handle: Handle) => async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = authenticate(context, request.headers.authorization);
    if (!auth.ok) return send(reply, auth.answer);
    const scope = `${request.method} ${request.url.split('?')[0] ?? ''}#${auth.user.id}`;
    return sendIdempotent(
      reply,
      withIdempotency(context, idempotencyKeyOf(request), scope, request.body, () => handle(auth.user, request)),
    );
  };
  const pictureCodeLimiter = createPictureCodeLimiter(context);
  const joinCodeLimiter = createJoinCodeLimiter(context);

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
    idempotentWrite((caller, request) => joinClass(context, joinCodeLimiter, caller, request.body)),
  );
  api.get(
    CLASSROOM_PATHS.tabletRoster,
    signedIn((caller) => tabletRoster(context, caller)),
  );
  // Answers like a login: tokens are never stored for a replay, and a repeat simply signs in again.
  api.post(
    CLASSROOM_PATHS.tabletSignIn,
    signedIn((caller, request) => tabletSignIn(context, pictureCodeLimiter, caller, request.body)),
  );

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
  api.put(
    `${CLASS}lessons/`,
    idempotentWrite((caller, request) => replaceLessonPlan(context, caller, idParam(request), request.body)),
  );
  api.get(
    `${CLASS}gradebook/`,
    signedIn((caller, request) => gradebook(context, caller, idParam(request))),
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
    signedIn((caller, request) => listAssignments(context, caller, queryOf(request, 'class_id'))),
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
  api.post(
    `${ASSIGNMENT}submissions/`,
    { bodyLimit: SUBMISSION_BODY_LIMIT },
    idempotentWrite((caller, request) => submitWork(context, caller, idParam(request), request.body)),
  );
  api.put(
    '/api/submissions/:id/grade/',
    idempotentWrite((caller, request) => gradeSubmission(context, caller, idParam(request), request.body)),
  );
  api.get(
    CLASSROOM_PATHS.homeworks,
    signedIn((caller, request) => listHomeworks(context, caller, queryOf(request, 'student_id'))),
  );
}
