import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_PROBLEM_REASONS, SHIPMENT_STATUSES, SHIPPING_PATHS, type KitOrder, type KitOrdersResponse } from '../../../src/shared/api/shipping.ts';
import { isValidTimeline, latestShipment, schoolActionsFor } from '../../../src/shared/shipping/timeline.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { seedShipping } from '../../seed/shipping.ts';
import { as, signIn } from '../classroom/testKit.ts';
import { minutesFromNow } from './testKit.ts';

let server: TestServer;
let startedAt: number;
let orders: KitOrder[];
beforeAll(async () => {
  startedAt = Date.now();
  server = await startTestServer();
  orders = (await as(server, await signIn(server, 'teacher')).get<KitOrdersResponse>(SHIPPING_PATHS.orders)).body.orders;
});
afterAll(() => server.close());

// The library's kits are the content folders that hold a kit.ts; the server may not import them (docs/architecture.md#layers-and-boundaries), so the test looks.
const CONTENT = join(import.meta.dirname, '../../../src/features/experiments/content');

describe('the demo shipping seed', () => {
  it('gives the demo school orders in every status, with both the school’s actions to try', () => {
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(SHIPMENT_STATUSES));
    expect(orders.some((order) => schoolActionsFor(order.status).includes('confirmDelivery'))).toBe(true);
  });

  it('orders only the library’s kits, with valid timelines dated before the seed', () => {
    for (const order of orders) {
      expect(existsSync(join(CONTENT, order.kit_id, 'kit.ts')), order.kit_id).toBe(true);
      expect(order.quantity).toBeGreaterThan(0);
      expect(isValidTimeline(order.timeline)).toBe(true);
      for (const step of order.timeline) expect(Date.parse(step.at)).toBeLessThan(startedAt + 60 * 1000);
    }
  });

  it('names Turkish carriers with tracking numbers, and problems with a known reason', () => {
    const carriers = new Set<string>();
    for (const order of orders) {
      for (const step of order.timeline) {
        if (step.status === 'shipped') {
          expect(step.carrier).toMatch(/Kargo$/);
          expect(step.tracking_number).toMatch(/^[A-Z0-9]{10,13}$/);
          carriers.add(step.carrier);
        }
        if (step.status === 'problem') expect(SHIPMENT_PROBLEM_REASONS).toContain(step.reason);
      }
    }
    expect(carriers).toEqual(new Set(['Yurtiçi Kargo', 'Aras Kargo', 'PTT Kargo']));
    expect(orders.filter((order) => latestShipment(order.timeline)).length).toBeGreaterThanOrEqual(4);
  });

  it('adds nothing on a restart and keeps a delivery confirmed through the API', async () => {
    const onTheVan = orders.find((order) => order.status === 'out_for_delivery');
    const admin = await signIn(server, 'admin');
    const confirmed = await as(server, admin).post(SHIPPING_PATHS.confirmDelivery(onTheVan?.id ?? 0), { at: minutesFromNow(-1) });
    expect(confirmed.status).toBe(200);
    const counts = [server.count('kit_orders'), server.count('kit_order_events')];
    seedShipping(server.db, new Date().toISOString());
    expect([server.count('kit_orders'), server.count('kit_order_events')]).toEqual(counts);
  });
});
