/**
 * The rules of a kit order's timeline (issue 18), framework-free so the server that enforces them and
 * the screen that offers the buttons read the same ones. A timeline is a list of steps with times;
 * its current status is its latest step's, and a step may follow another only as SHIPMENT_NEXT says.
 */
import type { KitOrder, ShipmentEvent, ShipmentStatus } from '../api/shipping.ts';

/**
 * Which step may follow which. The supplier moves an order along (the reference API's seed stands in
 * for it); a problem is closed by the supplier sending again, never by the school confirming.
 */
export const SHIPMENT_NEXT: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  ordered: ['preparing'],
  preparing: ['shipped'],
  shipped: ['out_for_delivery', 'delivered', 'problem'],
  out_for_delivery: ['delivered', 'problem'],
  // A box may arrive with something missing or broken.
  delivered: ['problem'],
  problem: ['preparing', 'shipped'],
};

/** What the school's administrator may do, by the order's current status. */
export type SchoolShippingAction = 'confirmDelivery' | 'reportProblem';

const SCHOOL_ACTIONS: Readonly<Record<SchoolShippingAction, readonly ShipmentStatus[]>> = {
  // Only a kit on its way can arrive; before that there is nothing to receive.
  confirmDelivery: ['shipped', 'out_for_delivery'],
  // Before it ships the supplier still holds it; a second report waits until the first is dealt with.
  reportProblem: ['shipped', 'out_for_delivery', 'delivered'],
};

export const canMoveTo = (from: ShipmentStatus, to: ShipmentStatus): boolean => SHIPMENT_NEXT[from].includes(to);

export const canDo = (action: SchoolShippingAction, status: ShipmentStatus): boolean => SCHOOL_ACTIONS[action].includes(status);

export const schoolActionsFor = (status: ShipmentStatus): SchoolShippingAction[] =>
  (Object.keys(SCHOOL_ACTIONS) as SchoolShippingAction[]).filter((action) => canDo(action, status));

/**
 * Oldest first by time, keeping the given order for equal times (a delivery confirmed in the same
 * minute it went out stays after it). Times with different offsets compare as instants.
 */
export function sortTimeline<T extends Pick<ShipmentEvent, 'at'>>(timeline: readonly T[]): T[] {
  return timeline
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ event }) => event);
}

/** The latest step's status; an order with no steps yet is just ordered. */
export function currentShipmentStatus(timeline: readonly Pick<ShipmentEvent, 'status' | 'at'>[]): ShipmentStatus {
  return sortTimeline(timeline).at(-1)?.status ?? 'ordered';
}

/** Starts with `ordered`, and every later step is allowed after the one before it (in time order). */
export function isValidTimeline(timeline: readonly Pick<ShipmentEvent, 'status' | 'at'>[]): boolean {
  const sorted = sortTimeline(timeline);
  if (sorted[0]?.status !== 'ordered' || sorted.some((event) => Number.isNaN(Date.parse(event.at)))) return false;
  return sorted.every((event, index) => {
    const before = sorted[index - 1];
    return before === undefined || canMoveTo(before.status, event.status);
  });
}

/** The latest hand-over to a carrier, for its name and tracking number (a re-sent kit has a new one). */
export function latestShipment(timeline: readonly ShipmentEvent[]): Extract<ShipmentEvent, { status: 'shipped' }> | undefined {
  return sortTimeline(timeline)
    .filter((event): event is Extract<ShipmentEvent, { status: 'shipped' }> => event.status === 'shipped')
    .at(-1);
}

/** Whether the kit ever reached the school: a missing item reported after delivery still leaves the rest usable. */
export const wasDelivered = (timeline: readonly Pick<ShipmentEvent, 'status'>[]): boolean => timeline.some((event) => event.status === 'delivered');

/** Newest order first; the larger id breaks a tie, so a list reads the same everywhere. */
export function compareOrders(a: Pick<KitOrder, 'id' | 'ordered_at'>, b: Pick<KitOrder, 'id' | 'ordered_at'>): number {
  return Date.parse(b.ordered_at) - Date.parse(a.ordered_at) || b.id - a.id;
}
