import { msg } from '@lingui/core/macro';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http.ts';
import { SHIPPING_PATHS, type ConfirmDeliveryRequest, type KitOrdersResponse, type ReportProblemRequest } from '@/shared/api/shipping.ts';
import { defineUserWrite } from '@/shared/offline/userWriteDefinition.ts';

/** Query keys, built here only; the school's orders are a signed-in user's and go at sign-out with the cache. */
export const shippingKeys = { all: ['shipping'] as const, orders: () => [...shippingKeys.all, 'orders'] as const };

/** The school's orders; the persisted cache keeps the last answer, so the list opens offline with its time. */
export const kitOrdersQuery = () =>
  queryOptions({
    queryKey: shippingKeys.orders(),
    staleTime: 0,
    queryFn: async () => (await http.request<KitOrdersResponse>(SHIPPING_PATHS.orders, { auth: true })).orders,
  });

/** The orders /dashboard/shipping reads first (whoever opens it: the screen asks before its role check), asked for by its route's loader (route.ts). */
export const prefetchShippingPage = (queryClient: QueryClient): Promise<void> => queryClient.prefetchQuery(kitOrdersQuery());

export type ShippingWriteInput =
  | { orderId: number; action: 'confirmDelivery'; body: ConfirmDeliveryRequest }
  | { orderId: number; action: 'reportProblem'; body: ReportProblemRequest };

/**
 * The administrator's confirmations and reports go through the signed-in outbox (docs/architecture.md#the-two-outboxes): made
 * offline in the store room, they wait on the device under their owner and are sent once.
 */
export const shippingWrite = defineUserWrite({
  kind: 'shipping',
  what: msg`Kargo kaydı`,
  request: (input: ShippingWriteInput) => ({
    method: 'POST',
    path: input.action === 'confirmDelivery' ? SHIPPING_PATHS.confirmDelivery(input.orderId) : SHIPPING_PATHS.problems(input.orderId),
    body: input.body,
    refs: { orderId: input.orderId, action: input.action },
  }),
  refreshes: [shippingKeys.all],
});

export const confirmDelivery = (ownerId: number, orderId: number, at: Date) =>
  shippingWrite.send(ownerId, { orderId, action: 'confirmDelivery', body: { at: at.toISOString() } });

export const reportProblem = (ownerId: number, orderId: number, report: Omit<ReportProblemRequest, 'at'>, at: Date) =>
  shippingWrite.send(ownerId, { orderId, action: 'reportProblem', body: { ...report, at: at.toISOString() } });
