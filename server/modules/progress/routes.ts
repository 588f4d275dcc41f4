import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROGRESS_PATHS } from '../../../src/shared/api/progress.ts';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { idFrom } from '../classroom/index.ts';
import { classProgress } from './classProgress.ts';
import { postEvent } from './events.ts';
import { myProgress, studentProgress } from './studentProgress.ts';
import { getTimetable, saveTimetable } from './timetables.ts';

// Route patterns of PROGRESS_PATHS (whose functions encode their arguments, so cannot make them).
const STUDENT = '/api/progress/students/:id/';
const CLASS = '/api/progress/classes/:id/';
const TIMETABLE = '/api/classes/:id/timetable/';

const idParam = (request: FastifyRequest) => idFrom((request.params as Record<string, string | undefined>).id);
const queryOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/** Progress events, the progress read back, and class timetables (issue 16): every call signed in, every decision about who sees what made here. */
export function progressRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite } = signedInRoutes(context);

  api.post(
    PROGRESS_PATHS.events,
    idempotentWrite((caller, request) => postEvent(context, caller, request.body)),
  );
  api.get(
    PROGRESS_PATHS.me,
    signedIn((caller, request) => myProgress(context, caller, queryOf(request, 'student'))),
  );
  api.get(
    STUDENT,
    signedIn((caller, request) => studentProgress(context, caller, idParam(request))),
  );
  api.get(
    CLASS,
    signedIn((caller, request) => classProgress(context, caller, idParam(request))),
  );
  api.get(
    TIMETABLE,
    signedIn((caller, request) => getTimetable(context, caller, idParam(request))),
  );
  api.put(
    TIMETABLE,
    idempotentWrite((caller, request) => saveTimetable(context, caller, idParam(request), request.body)),
  );
}
