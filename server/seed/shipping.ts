import type { Database } from 'better-sqlite3';
import type { ShipmentEvent } from '../../src/shared/api/shipping.ts';
import { addDays } from '../../src/shared/progress/days.ts';
import { turkeyDateOf } from '../../src/shared/progress/schoolDays.ts';
import { insertOrder, insertShipmentEvent } from '../modules/shipping/index.ts';
import { KIT_ORDERS, SHIPPING_SCHOOL, type SeedStep } from './shippingContent.ts';

const MINUTE_MS = 60 * 1000;

/**
 * A wall-clock time in Turkey `days` before the seed's day, as the UTC text steps are stored in. A
 * time later today than the seed's clock is taken as an hour ago, so no step lies in the future.
 */
function timeAgo(today: string, now: number, days: number, hhmm: string): string {
  const at = Date.parse(`${addDays(today, -days)}T${hhmm}:00+03:00`);
  return new Date(Math.min(at, now - 60 * MINUTE_MS)).toISOString();
}

function eventOf(step: SeedStep, at: string): ShipmentEvent {
  switch (step.status) {
    case 'shipped':
      return { status: step.status, at, carrier: step.carrier, tracking_number: step.tracking_number };
    case 'problem':
      return { status: step.status, at, reason: step.reason, note: step.note };
    default:
      return { status: step.status, at };
  }
}

/**
 * The demo school's kit orders (shippingContent.ts), dated back from the seed's clock so the screen
 * always looks current. Made only when the school has no orders, so a restart adds nothing and never
 * undoes a delivery confirmed or a problem reported through the API. Supplier steps carry no user.
 */
export function seedShipping(db: Database, nowIso: string): void {
  const today = turkeyDateOf(nowIso);
  const hasOrders = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM kit_orders WHERE school = ?').get(SHIPPING_SCHOOL) !== undefined;
  if (today === null || hasOrders) return;
  const now = Date.parse(nowIso);
  db.transaction(() => {
    for (const order of KIT_ORDERS) {
      const orderedAt = timeAgo(today, now, order.ordered.days, order.ordered.time);
      const id = insertOrder(db, { school: SHIPPING_SCHOOL, kit_id: order.kit_id, quantity: order.quantity, ordered_at: orderedAt });
      for (const step of order.steps) {
        const at = timeAgo(today, now, step.days, step.time);
        insertShipmentEvent(db, id, eventOf(step, at), { user_id: null, received_at: at });
      }
    }
  })();
}
