import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEACHER_PATHS } from '../../../src/shared/api/teachers.ts';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { idFrom } from '../classroom/index.ts';
import { moveClass } from './classMoves.ts';
import { inviteTeacher, resetTeacherPassword } from './invites.ts';
import { passwordAnswerKeeping } from './oneTimePasswords.ts';
import { deactivateTeacher, listTeachers, reactivateTeacher } from './teachers.ts';

// Route patterns of TEACHER_PATHS (whose functions encode their arguments, so cannot make them).
const DEACTIVATE = '/api/school/teachers/:id/deactivate/';
const REACTIVATE = '/api/school/teachers/:id/reactivate/';
const RESET_PASSWORD = '/api/school/teachers/:id/reset-password/';
const CLASS_TEACHER = '/api/school/classes/:id/teacher/';

const idParam = (request: FastifyRequest) => idFrom((request.params as Record<string, string | undefined>).id);

/** The administrator's teacher management: every call signed in, every decision about who may do what made here. */
export function teacherRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite, idempotentAsyncWrite } = signedInRoutes(context);
  // A repeat of an answer with a one-time password never reads it from the disk (see passwordAnswerKeeping).
  const keeping = passwordAnswerKeeping(context);

  api.get(
    TEACHER_PATHS.teachers,
    signedIn((caller) => listTeachers(context, caller)),
  );
  api.post(
    TEACHER_PATHS.teachers,
    idempotentAsyncWrite((caller, request) => inviteTeacher(context, caller, request.body), keeping),
  );
  api.post(
    DEACTIVATE,
    idempotentWrite((caller, request) => deactivateTeacher(context, caller, idParam(request))),
  );
  api.post(
    REACTIVATE,
    idempotentWrite((caller, request) => reactivateTeacher(context, caller, idParam(request))),
  );
  api.post(
    RESET_PASSWORD,
    idempotentAsyncWrite((caller, request) => resetTeacherPassword(context, caller, idParam(request)), keeping),
  );
  api.put(
    CLASS_TEACHER,
    idempotentWrite((caller, request) => moveClass(context, caller, idParam(request), request.body)),
  );
}
