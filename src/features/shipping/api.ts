import { queryOptions } from '@tanstack/react-query';
import { http } from '@/shared/api/http.ts';
import { SHIPPING_PATHS, type ConfirmDeliveryRequest, type KitOrdersResponse, type ReportProblemRequest } from '@/shared/api/shipping.ts';
import { sendUserWrite } from '@/shared/offline/userOutbox.ts';

/** Query keys, built here only; the school's orders are a signed-in user's and go at sign-out with the cache. */
export const shippingKeys = { all: ['shipping'] as const, orders: () => [...shippingKeys.all, 'orders'] as const };

/** The school's orders; the persisted cache keeps the last answer, so the list opens offline with its time. */
export const kitOrdersQuery = () =>
  queryOptions({
    queryKey: shippingKeys.orders(),
    staleTime: 0,
    queryFn: async () => (await http.request<KitOrdersResponse>(SHIPPING_PATHS.orders, { auth: true })).orders,
  });

/**
 * The administrator's confirmations and reports go through the signed-in outbox (DESIGN §8): made
 * offline in the store room, they wait on the device under their owner and are sent once.
 */
export function confirmDelivery(ownerId: number, orderId: number, at: Date) {
  const body: ConfirmDeliveryRequest = { at: at.toISOString() };
  return sendUserWrite({
    ownerId,
    kind: 'shipping',
    method: 'POST',
    path: SHIPPING_PATHS.confirmDelivery(orderId),
    body,
    refs: { orderId, action: 'confirmDelivery' },
  });
}

export function reportProblem(ownerId: number, orderId: number, report: Omit<ReportProblemRequest, 'at'>, at: Date) {
  const body: ReportProblemRequest = { ...report, at: at.toISOString() };
  return sendUserWrite({ ownerId, kind: 'shipping', method: 'POST', path: SHIPPING_PATHS.problems(orderId), body, refs: { orderId, action: 'reportProblem' } });
}
