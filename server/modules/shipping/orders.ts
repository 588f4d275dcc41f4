import type { KitOrderResponse, KitOrdersResponse } from '../../../src/shared/api/shipping.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { notFound, roleAllowed, STAFF_ROLES } from '../classroom/index.ts';
import * as m from './messages.ts';
import { schoolOrder, schoolOrders } from './orderRows.ts';

/**
 * The caller's school's kit orders: its teachers (who unpack and use the kits) and its administrator.
 * Students and parents are refused before anything is looked up; staff of no school have no orders.
 */
export function getOrders(context: ApiContext, caller: UserRow): ApiAnswer<KitOrdersResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, m.STAFF_ONLY);
  if (refused) return refused;
  return ok({ success: true, orders: caller.school === null ? [] : schoolOrders(context.db, caller.school) });
}

/** One order of the caller's school; another school's answers 404 like one that does not exist (docs/architecture.md#the-two-outboxes). */
export function getOrder(context: ApiContext, caller: UserRow, orderId: number | undefined): ApiAnswer<KitOrderResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, m.STAFF_ONLY);
  if (refused) return refused;
  const order = caller.school === null || orderId === undefined ? undefined : schoolOrder(context.db, caller.school, orderId);
  return order ? ok({ success: true, order }) : notFound();
}
