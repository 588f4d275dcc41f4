import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHIPPING_PATHS } from '../../../src/shared/api/shipping.ts';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { idFrom } from '../classroom/index.ts';
import { getOrder, getOrders } from './orders.ts';
import { confirmDelivery, reportProblem } from './updates.ts';

// Route patterns of SHIPPING_PATHS (whose functions encode their arguments, so cannot make them).
const ORDER = '/api/shipping/orders/:id/';
const CONFIRM = '/api/shipping/orders/:id/confirm-delivery/';
const PROBLEMS = '/api/shipping/orders/:id/problems/';

const idParam = (request: FastifyRequest) => idFrom((request.params as Record<string, string | undefined>).id);

/** Kit shipping tracking (issue 18): every call signed in, every decision about who sees what made here. */
export function shippingRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn, idempotentWrite } = signedInRoutes(context);

  api.get(
    SHIPPING_PATHS.orders,
    signedIn((caller) => getOrders(context, caller)),
  );
  api.get(
    ORDER,
    signedIn((caller, request) => getOrder(context, caller, idParam(request))),
  );
  // Both go through the signed-in outbox: a replay with its Idempotency-Key answers the first answer.
  api.post(
    CONFIRM,
    idempotentWrite((caller, request) => confirmDelivery(context, caller, idParam(request), request.body)),
  );
  api.post(
    PROBLEMS,
    idempotentWrite((caller, request) => reportProblem(context, caller, idParam(request), request.body)),
  );
}
