import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../context.ts';
import { ok, send } from '../../http/answer.ts';
import { listSchools, resolveSchoolAccount } from './schoolAccounts.ts';

export function schoolRoutes(api: FastifyInstance, { db }: ApiContext): void {
  api.get(API_PATHS.schools, async (_request, reply) => send(reply, ok(listSchools(db))));
  api.post(API_PATHS.schoolResolve, async (request, reply) => send(reply, resolveSchoolAccount(db, request.body)));
}
