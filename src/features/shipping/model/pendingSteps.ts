import type { ConfirmDeliveryRequest, KitOrder, ReportProblemRequest, ShipmentEvent } from '@/shared/api/shipping.ts';
import { currentShipmentStatus, sortTimeline } from '@/shared/shipping/timeline.ts';

/** A confirmation or a report still on the device (the signed-in outbox), as the screen needs it. */
export type PendingShippingWrite =
  | { orderId: number; action: 'confirmDelivery'; body: ConfirmDeliveryRequest }
  | { orderId: number; action: 'reportProblem'; body: ReportProblemRequest };

/**
 * An order as the school sees it now: the server's timeline plus the steps this device made that
 * have not been sent yet, so a delivery confirmed offline shows at once (marked as waiting).
 */
export function withPendingSteps(order: KitOrder, writes: readonly PendingShippingWrite[]): KitOrder & { waiting: number } {
  const steps: ShipmentEvent[] = writes
    .filter((write) => write.orderId === order.id)
    .map((write) =>
      write.action === 'confirmDelivery'
        ? { status: 'delivered', at: write.body.at }
        : { status: 'problem', at: write.body.at, reason: write.body.reason, note: write.body.note },
    );
  if (steps.length === 0) return { ...order, waiting: 0 };
  const timeline = sortTimeline([...order.timeline, ...steps]);
  return { ...order, timeline, status: currentShipmentStatus(timeline), waiting: steps.length };
}
