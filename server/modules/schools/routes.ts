import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../../src/shared/api/contract.ts';
import { SCHOOL_CALENDAR_PATHS } from '../../../src/shared/api/schoolCalendar.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, send } from '../../http/answer.ts';
import { signedInRoutes } from '../auth/index.ts';
import { idFrom } from '../classroom/index.ts';
import { getMySchoolCalendar, getSchoolCalendar, putSchoolCalendar } from './calendarCalls.ts';
import { listSchools, resolveSchoolAccount } from './schoolAccounts.ts';

const CALENDAR = '/api/schools/:id/calendar/';
const schoolIdOf = (request: FastifyRequest) => idFrom((request.params as Record<string, string | undefined>).id);

export function schoolRoutes(api: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { signedIn, idempotentWrite } = signedInRoutes(context);
  api.get(API_PATHS.schools, async (_request, reply) => send(reply, ok(listSchools(db))));
  api.post(API_PATHS.schoolResolve, async (request, reply) => send(reply, resolveSchoolAccount(db, request.body)));
  api.get(
    SCHOOL_CALENDAR_PATHS.mine,
    signedIn((caller) => getMySchoolCalendar(context, caller)),
  );
  api.get(
    CALENDAR,
    signedIn((caller, request) => getSchoolCalendar(context, caller, schoolIdOf(request))),
  );
  api.put(
    CALENDAR,
    idempotentWrite((caller, request) => putSchoolCalendar(context, caller, schoolIdOf(request), request.body)),
  );
}
