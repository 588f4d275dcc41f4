import { SHIPPING_LIMITS, type KitOrder, type KitOrderResponse, type ShipmentEvent } from '../../../src/shared/api/shipping.ts';
import { DAY_MS } from '../../../src/shared/progress/mastery.ts';
import { canDo, type SchoolShippingAction } from '../../../src/shared/shipping/timeline.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { conflict, notFound, roleAllowed, type ConflictBody } from '../classroom/index.ts';
import * as m from './messages.ts';
import { insertShipmentEvent, schoolOrder } from './orderRows.ts';
import { confirmSchema, parseShippingBody, problemSchema } from './schemas.ts';

type UpdateAnswer = ApiAnswer<KitOrderResponse | ConflictBody<KitOrder>>;

const tooOld = () => fail(422, m.TOO_OLD, { error_code: 'VALIDATION_ERROR', errors: { at: [m.TOO_OLD] } });

/**
 * The device's time, bounded as for progress events: older than maxAgeDays is refused (null), and a
 * clock running ahead is taken as the time of arrival. A time before the order's latest step is moved
 * up to it, so the timeline keeps the order in which the server learnt of its steps.
 */
function boundedTime(at: string, received: number, order: KitOrder): string | null {
  const claimed = Date.parse(at);
  if (claimed < received - SHIPPING_LIMITS.maxAgeDays * DAY_MS) return null;
  const notAhead = claimed > received + SHIPPING_LIMITS.clockAheadMs ? received : claimed;
  const bounded = Math.max(notAhead, Date.parse(order.timeline.at(-1)?.at ?? order.ordered_at));
  return bounded === claimed ? at : new Date(bounded).toISOString();
}

/** The order of the caller's school, or undefined (404) for an unknown id, another school's, or a caller of no school. */
const orderOf = (context: ApiContext, caller: UserRow, orderId: number | undefined): KitOrder | undefined =>
  caller.school === null || orderId === undefined ? undefined : schoolOrder(context.db, caller.school, orderId);

type Step = { action: SchoolShippingAction; refusal: string; done: string; at: string; event: (at: string) => ShipmentEvent };

/**
 * Adds the step unless the order's status forbids it: then 409 with the order as it stands (e.g. a
 * second device confirming what the first already did), so the screen shows what really happened.
 */
function addStep(context: ApiContext, caller: UserRow, order: KitOrder, how: Step): UpdateAnswer {
  if (!canDo(how.action, order.status)) return conflict(how.refusal, order);
  const now = context.now();
  const at = boundedTime(how.at, now, order);
  if (at === null) return tooOld();
  insertShipmentEvent(context.db, order.id, how.event(at), { user_id: caller.id, received_at: new Date(now).toISOString() });
  const saved = orderOf(context, caller, order.id);
  return saved ? ok({ success: true, message: how.done, order: saved }) : notFound();
}

/**
 * The administrator's steps on an order of their school. Teachers and others get 403 before any id is
 * looked up; another school's order 404 before the body is read; then a bad body 422, a forbidden step 409.
 */
export function confirmDelivery(context: ApiContext, caller: UserRow, orderId: number | undefined, body: unknown): UpdateAnswer {
  const refused = roleAllowed(caller, ['administrator'], m.ADMIN_ONLY);
  if (refused) return refused;
  const order = orderOf(context, caller, orderId);
  if (!order) return notFound();
  const parsed = parseShippingBody(confirmSchema, body);
  if (!parsed.ok) return parsed.answer;
  return addStep(context, caller, order, {
    action: 'confirmDelivery',
    refusal: m.CANNOT_CONFIRM,
    done: m.DELIVERY_CONFIRMED,
    at: parsed.value.at,
    event: (at) => ({ status: 'delivered', at }),
  });
}

export function reportProblem(context: ApiContext, caller: UserRow, orderId: number | undefined, body: unknown): UpdateAnswer {
  const refused = roleAllowed(caller, ['administrator'], m.ADMIN_ONLY);
  if (refused) return refused;
  const order = orderOf(context, caller, orderId);
  if (!order) return notFound();
  const parsed = parseShippingBody(problemSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { reason, note } = parsed.value;
  return addStep(context, caller, order, {
    action: 'reportProblem',
    refusal: m.CANNOT_REPORT,
    done: m.PROBLEM_REPORTED,
    at: parsed.value.at,
    event: (at) => ({ status: 'problem', at, reason, note }),
  });
}
