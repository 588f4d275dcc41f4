import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { idFrom } from '../classroom/index.ts';
import { eraseStudent } from './eraseStudent.ts';
import { exportStudent } from './exportStudent.ts';
import { studentReadLog } from './readLogAnswer.ts';
import { startRetentionSweep } from './retention.ts';

// Route patterns of PRIVACY_PATHS (whose functions encode their arguments, so cannot make them).
const EXPORT = '/api/students/:id/export/';
const ERASE = '/api/students/:id/erase/';
const READ_LOG = '/api/students/:id/read-log/';

const idParam = (request: FastifyRequest) => idFrom((request.params as Record<string, string | undefined>).id);

/** A student's KVKK rights (export, erasure, read log) and the deletion of data past its retention period. */
export function privacyRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite } = signedInRoutes(context);

  api.get(
    EXPORT,
    signedIn((caller, request) => exportStudent(context, caller, idParam(request))),
  );
  api.post(
    ERASE,
    idempotentWrite((caller, request) => eraseStudent(context, caller, idParam(request), request.body)),
  );
  api.get(
    READ_LOG,
    signedIn((caller, request) => studentReadLog(context, caller, idParam(request))),
  );
  startRetentionSweep(api, context);
}
