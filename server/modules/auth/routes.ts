import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../context.ts';
import { send } from '../../http/answer.ts';
import { getProfile, updateProfile } from './profile.ts';
import { login, logout, refresh, register } from './session.ts';

export function authRoutes(api: FastifyInstance, context: ApiContext): void {
  api.post(API_PATHS.login, async (request, reply) => send(reply, await login(context, request.body, request.ip)));
  api.post(API_PATHS.register, async (request, reply) => send(reply, await register(context, request.body)));
  api.get(API_PATHS.profile, async (request, reply) => send(reply, getProfile(context, request.headers.authorization)));
  api.put(API_PATHS.profileUpdate, async (request, reply) =>
    send(reply, await updateProfile(context, request.headers.authorization, request.body)),
  );
  api.post(API_PATHS.refresh, async (request, reply) => send(reply, refresh(context, request.body)));
  api.post(API_PATHS.logout, async (request, reply) => send(reply, logout(context, request.body, request.headers.authorization)));
}
