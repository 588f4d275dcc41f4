import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_PATHS } from '../../../src/shared/api/announcements.ts';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { idFrom } from '../classroom/index.ts';
import { createAnnouncement, listAnnouncements, readAnnouncement } from './announcements.ts';
import { listRemovedAnnouncements, removeAnnouncement, restoreAnnouncement } from './removal.ts';

// The route patterns of ANNOUNCEMENT_PATHS (whose functions encode their argument, so cannot make them).
const ONE = '/api/announcements/:id/';
const READ = `${ONE}read/`;

const idParam = (request: FastifyRequest) => idFrom((request.params as Record<string, string | undefined>).id);

/** Announcements (issue 18): every call signed in, every decision about who reads and writes what made here. */
export function announcementRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite } = signedInRoutes(context);

  api.get(
    ANNOUNCEMENT_PATHS.announcements,
    signedIn((caller, request) =>
      (request.query as Record<string, unknown>).removed === '1' ? listRemovedAnnouncements(context, caller) : listAnnouncements(context, caller),
    ),
  );
  // Written offline, sent by the signed-in outbox: its Idempotency-Key makes a resend one announcement.
  api.post(
    ANNOUNCEMENT_PATHS.announcements,
    idempotentWrite((caller, request) => createAnnouncement(context, caller, request.body)),
  );
  // Marked offline too; idempotent in itself, and the key replays the first answer as for every outbox write.
  api.put(
    READ,
    idempotentWrite((caller, request) => readAnnouncement(context, caller, idParam(request))),
  );
  api.delete(
    ONE,
    idempotentWrite((caller, request) => removeAnnouncement(context, caller, idParam(request))),
  );
  api.post(
    `${ONE}restore/`,
    idempotentWrite((caller, request) => restoreAnnouncement(context, caller, idParam(request))),
  );
}
