/**
 * The kit shipping API contract (issue 18): a school's orders of physical experiment kits and each
 * order's status timeline. Orders are made and moved along by the supplier (the seed stands in for
 * it); the school's administrator confirms a delivery or reports a problem, both through the
 * signed-in outbox with an Idempotency-Key. Shapes follow the classroom's conventions (snake_case,
 * number ids, the docs/behaviour.md#errors error shape). Only ids cross the wire: the Turkish labels of statuses and
 * reasons belong to the client's catalogue. The rules of the timeline are in shared/shipping.
 */
import type { ApiEnvelope } from './contract.ts';

// ── Vocabularies ───────────────────────────────────────────────────────────

/** In the order a shipment normally goes through them; `problem` can interrupt it (shared/shipping says when). */
export const SHIPMENT_STATUSES = ['ordered', 'preparing', 'shipped', 'out_for_delivery', 'delivered', 'problem'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_PROBLEM_REASONS = ['missing_item', 'damaged_item', 'lost', 'other'] as const;
export type ShipmentProblemReason = (typeof SHIPMENT_PROBLEM_REASONS)[number];

export const SHIPPING_LIMITS = {
  /** A problem's note; required (non-empty) only when the reason is `other`. */
  noteMax: 500,
  /** A device clock may run this far ahead; later times are taken as the time the server received the write. */
  clockAheadMs: 5 * 60 * 1000,
  /** A confirmation or report reaches the server within this many days (the outbox sends it long before), else 422. */
  maxAgeDays: 30,
  /** Orders one list answers, newest first. */
  ordersListedMax: 200,
} as const;

// ── Orders ─────────────────────────────────────────────────────────────────

/** One step of an order's timeline; `at` is an ISO instant with offset (the server answers UTC, `Z`). */
export type ShipmentEvent =
  | { status: 'ordered' | 'preparing' | 'out_for_delivery' | 'delivered'; at: string }
  | { status: 'shipped'; at: string; carrier: string; tracking_number: string }
  | { status: 'problem'; at: string; reason: ShipmentProblemReason; note: string };

export type KitOrder = {
  id: number;
  /** The library's kit id (its folder under features/experiments/content, e.g. `light-and-shadow`). */
  kit_id: string;
  quantity: number;
  /** The time of the timeline's `ordered` step. */
  ordered_at: string;
  /** The timeline's current status (shared/shipping's currentShipmentStatus), given so a list needs no work. */
  status: ShipmentStatus;
  /** Oldest first; always starts with `ordered`. */
  timeline: ShipmentEvent[];
};

export type KitOrdersResponse = ApiEnvelope & { orders: KitOrder[] };
export type KitOrderResponse = ApiEnvelope & { order: KitOrder };
/** 409: the order's current status does not allow the step; `current` is the order as it stands. */
export type KitOrderConflict = ApiEnvelope & { success: false; error_code: 'CONFLICT'; current: KitOrder };

// ── The administrator's writes ─────────────────────────────────────────────

/** The device's time the kit arrived (ISO with offset), bounded by the server's time on arrival. */
export type ConfirmDeliveryRequest = { at: string };

export type ReportProblemRequest = {
  reason: ShipmentProblemReason;
  /** At most SHIPPING_LIMITS.noteMax characters; may be empty unless the reason is `other`. */
  note: string;
  /** The device's time of the report, bounded as a confirmation's. */
  at: string;
};

// ── Paths ──────────────────────────────────────────────────────────────────

const segment = (id: number | string) => encodeURIComponent(String(id));

export const SHIPPING_PATHS = {
  /** GET KitOrdersResponse: the caller's school's orders (teachers and the school's administrator). */
  orders: '/api/shipping/orders/',
  /** GET KitOrderResponse. */
  order: (id: number | string) => `/api/shipping/orders/${segment(id)}/`,
  /** POST ConfirmDeliveryRequest → KitOrderResponse (the school's administrator). */
  confirmDelivery: (id: number | string) => `/api/shipping/orders/${segment(id)}/confirm-delivery/`,
  /** POST ReportProblemRequest → KitOrderResponse (the school's administrator). */
  problems: (id: number | string) => `/api/shipping/orders/${segment(id)}/problems/`,
} as const;
