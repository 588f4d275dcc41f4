import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ASSISTANT_PATHS } from '../../../src/shared/api/assistant.ts';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { idFrom } from '../classroom/index.ts';
import { getFlags, postFlag } from './flags.ts';
import { getSettings, saveClassLimit, saveSchoolSetting } from './settings.ts';

// The route pattern of ASSISTANT_PATHS.classLimit (whose function encodes its argument, so cannot make it).
const CLASS_LIMIT = '/api/classes/:id/assistant/';

const idParam = (request: FastifyRequest) => idFrom((request.params as Record<string, string | undefined>).id);
const queryOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/** The EtkiBot assistant's settings and flagged questions: every call signed in, every decision about who sees what made here. */
export function assistantRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite } = signedInRoutes(context);

  api.get(
    ASSISTANT_PATHS.settings,
    signedIn((caller) => getSettings(context, caller)),
  );
  api.put(
    CLASS_LIMIT,
    idempotentWrite((caller, request) => saveClassLimit(context, caller, idParam(request), request.body)),
  );
  api.put(
    ASSISTANT_PATHS.school,
    idempotentWrite((caller, request) => saveSchoolSetting(context, caller, request.body)),
  );
  api.post(
    ASSISTANT_PATHS.flags,
    idempotentWrite((caller, request) => postFlag(context, caller, request.body)),
  );
  api.get(
    ASSISTANT_PATHS.flags,
    signedIn((caller, request) => getFlags(context, caller, queryOf(request, 'classId'))),
  );
}
