import type { ShipmentEvent, ShipmentStatus } from '../../../src/shared/api/shipping.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { SHIPPING_SCHOOL } from '../../seed/shippingContent.ts';
import { startSchoolRolesWorld, type SchoolRolesWorld } from '../assistant/testKit.ts';
import { insertOrder, insertShipmentEvent } from './orderRows.ts';

// What the shipping contract tests share, next to the classroom's testKit (accounts, `as`) and the
// assistant's (newSchool: another school with its own administrator and teacher).

export const DEMO_SCHOOL = SHIPPING_SCHOOL;

const HOUR_MS = 60 * 60 * 1000;

export type ShippingWorld = SchoolRolesWorld;

export const startShippingWorld = startSchoolRolesWorld;

/** A step as the supplier would add it; `shipped` and `problem` get plausible details. */
function stepOf(status: Exclude<ShipmentStatus, 'ordered'>, at: string): ShipmentEvent {
  if (status === 'shipped') return { status, at, carrier: 'Aras Kargo', tracking_number: '2384700001' };
  if (status === 'problem') return { status, at, reason: 'missing_item', note: '' };
  return { status, at };
}

/**
 * An order of the school placed ten days ago through the given steps, an hour apart, written straight
 * to the database (only the supplier moves orders along, and it has no API), so each test has its own.
 */
export function placeOrder(server: TestServer, school: string, steps: readonly Exclude<ShipmentStatus, 'ordered'>[] = []): number {
  const start = Date.now() - 10 * 24 * HOUR_MS;
  const id = insertOrder(server.db, { school, kit_id: 'sound', quantity: 15, ordered_at: new Date(start).toISOString() });
  steps.forEach((status, index) => {
    const at = new Date(start + (index + 1) * HOUR_MS).toISOString();
    insertShipmentEvent(server.db, id, stepOf(status, at), { user_id: null, received_at: at });
  });
  return id;
}

export const stepRows = (server: TestServer, orderId: number): number => server.count('kit_order_events', 'order_id = ?', orderId);

/** A moment `minutes` from the real clock: the test server's clock stands at its start time, a few seconds behind. */
export const minutesFromNow = (minutes: number): string => new Date(Date.now() + minutes * 60 * 1000).toISOString();
