import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PATHS } from '../../../src/shared/api/notifications.ts';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { listNotifications, readNotifications } from './notifications.ts';

/** Notifications (issue 44): each signed-in user reads and clears their own; the causing writes add them (notify.ts). */
export function notificationRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite } = signedInRoutes(context);

  api.get(
    NOTIFICATION_PATHS.notifications,
    signedIn((caller) => listNotifications(context, caller)),
  );
  // Marked offline too and sent by the signed-in outbox: its Idempotency-Key replays the first answer.
  api.post(
    NOTIFICATION_PATHS.read,
    idempotentWrite((caller, request) => readNotifications(context, caller, request.body)),
  );
}
