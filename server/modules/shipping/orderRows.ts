import type { Database } from 'better-sqlite3';
import { SHIPPING_LIMITS, type KitOrder, type ShipmentEvent, type ShipmentProblemReason, type ShipmentStatus } from '../../../src/shared/api/shipping.ts';
import { currentShipmentStatus, sortTimeline } from '../../../src/shared/shipping/timeline.ts';

// The rows behind KitOrder. The `ordered` step is the order's own ordered_at, stored once; every later
// step is a row of kit_order_events.

type OrderRow = { id: number; school: string; kit_id: string; quantity: number; ordered_at: string };

type EventRow = {
  order_id: number;
  status: Exclude<ShipmentStatus, 'ordered'>;
  at: string;
  carrier: string | null;
  tracking_number: string | null;
  reason: ShipmentProblemReason | null;
  note: string | null;
};

/** Who made a step (null for the supplier) and when the server got it: kept for the record, not answered. */
export type StepOrigin = { user_id: number | null; received_at: string };

function toEvent(row: EventRow): ShipmentEvent {
  switch (row.status) {
    case 'shipped':
      return { status: row.status, at: row.at, carrier: row.carrier ?? '', tracking_number: row.tracking_number ?? '' };
    case 'problem':
      return { status: row.status, at: row.at, reason: row.reason ?? 'other', note: row.note ?? '' };
    default:
      return { status: row.status, at: row.at };
  }
}

function toOrder(row: OrderRow, events: readonly EventRow[]): KitOrder {
  const timeline = sortTimeline<ShipmentEvent>([{ status: 'ordered', at: row.ordered_at }, ...events.map(toEvent)]);
  return { id: row.id, kit_id: row.kit_id, quantity: row.quantity, ordered_at: row.ordered_at, status: currentShipmentStatus(timeline), timeline };
}

function eventsOf(db: Database, orderIds: readonly number[]): Map<number, EventRow[]> {
  const rows = db
    .prepare<[string], EventRow>(
      `SELECT order_id, status, at, carrier, tracking_number, reason, note FROM kit_order_events
        WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, id`,
    )
    .all(JSON.stringify(orderIds));
  const byOrder = new Map<number, EventRow[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/** The school's orders, newest first (as shared/shipping's compareOrders), at most ordersListedMax. */
export function schoolOrders(db: Database, school: string): KitOrder[] {
  const rows = db
    .prepare<[string, number], OrderRow>('SELECT * FROM kit_orders WHERE school = ? ORDER BY ordered_at DESC, id DESC LIMIT ?')
    .all(school, SHIPPING_LIMITS.ordersListedMax);
  const events = eventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, events.get(row.id) ?? []));
}

/** One order of the school, or undefined for an unknown id and for another school's (the same 404). */
export function schoolOrder(db: Database, school: string, id: number): KitOrder | undefined {
  const row = db.prepare<[number, string], OrderRow>('SELECT * FROM kit_orders WHERE id = ? AND school = ?').get(id, school);
  return row && toOrder(row, eventsOf(db, [row.id]).get(row.id) ?? []);
}

export function insertOrder(db: Database, order: Omit<OrderRow, 'id'>): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO kit_orders (school, kit_id, quantity, ordered_at) VALUES (?, ?, ?, ?)')
    .run(order.school, order.kit_id, order.quantity, order.ordered_at);
  return Number(lastInsertRowid);
}

/** A step after the order (the table's CHECK refuses a second `ordered`: that step is the order's own time). */
export function insertShipmentEvent(db: Database, orderId: number, event: ShipmentEvent, origin: StepOrigin): void {
  const shipped = event.status === 'shipped' ? event : undefined;
  const problem = event.status === 'problem' ? event : undefined;
  db.prepare(
    `INSERT INTO kit_order_events (order_id, status, at, carrier, tracking_number, reason, note, user_id, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderId,
    event.status,
    event.at,
    shipped?.carrier ?? null,
    shipped?.tracking_number ?? null,
    problem?.reason ?? null,
    problem?.note ?? null,
    origin.user_id,
    origin.received_at,
  );
}
