import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_PATHS } from '../../../src/shared/api/announcements.ts';
import type { ApiContext } from '../../context.ts';
import { signedInRoutes } from '../auth/signedInRoutes.ts';
import { idFrom } from '../classroom/errors.ts';
import { createAnnouncement, listAnnouncements, readAnnouncement } from './announcements.ts';

// The route pattern of ANNOUNCEMENT_PATHS.read (whose function encodes its argument, so cannot make it).
const READ = '/api/announcements/:id/read/';

const idParam = (request: FastifyRequest) => idFrom((request.params as Record<string, string | undefined>).id);

/** Announcements (issue 18): every call signed in, every decision about who reads and writes what made here. */
export function announcementRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite } = signedInRoutes(context);

  api.get(
    ANNOUNCEMENT_PATHS.announcements,
    signedIn((caller) => listAnnouncements(context, caller)),
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
}
