import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_PATHS, type KitOrderResponse, type KitOrdersResponse } from '../../../src/shared/api/shipping.ts';
import { compareOrders, isValidTimeline } from '../../../src/shared/shipping/timeline.ts';
import { as, newAccount, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import { DEMO_SCHOOL, placeOrder, startShippingWorld, type ShippingWorld } from './testKit.ts';

let server: ShippingWorld['server'];
let callers: ShippingWorld['callers'];
let other: ShippingWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startShippingWorld());
});
afterAll(() => server.close());

const list = (caller: Caller | undefined) => as(server, caller).get<Answer<KitOrdersResponse>>(SHIPPING_PATHS.orders);
const one = (caller: Caller | undefined, id: number | string) => as(server, caller).get<Answer<KitOrderResponse>>(SHIPPING_PATHS.order(id));

describe('GET /api/shipping/orders/', () => {
  it('gives the school’s teacher and administrator the same orders, newest first, each timeline valid', async () => {
    const byTeacher = await list(callers.teacher);
    const byAdmin = await list(callers.admin);
    expect(byTeacher.status).toBe(200);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.orders).toEqual(byTeacher.body.orders);
    const { orders } = byTeacher.body;
    expect(orders.length).toBeGreaterThan(0);
    expect([...orders].sort(compareOrders)).toEqual(orders);
    for (const order of orders) {
      expect(isValidTimeline(order.timeline)).toBe(true);
      expect(order.timeline[0]).toEqual({ status: 'ordered', at: order.ordered_at });
      expect(order.status).toBe(order.timeline.at(-1)?.status);
    }
  });

  it('shows no school another school’s orders', async () => {
    const theirs = placeOrder(server, other.school, ['preparing']);
    expect((await list(callers.teacher)).body.orders.map((order) => order.id)).not.toContain(theirs);
    expect((await list(other.admin)).body.orders.map((order) => order.id)).toEqual([theirs]);
    expect((await list(other.teacher)).body.orders.map((order) => order.id)).toEqual([theirs]);
  });

  it('refuses students and parents (403) and asks for a sign-in (401)', async () => {
    for (const caller of [callers.student, callers.parent]) {
      const reply = await list(caller);
      expect(reply.status).toBe(403);
      expect(reply.body.error_code).toBe('FORBIDDEN');
    }
    expect((await list(undefined)).status).toBe(401);
  });

  it('answers staff of no school an empty list', async () => {
    const loneTeacher = await newAccount(server, 'teacher');
    expect((await list(loneTeacher)).body).toMatchObject({ success: true, orders: [] });
  });
});

describe('GET /api/shipping/orders/{id}/', () => {
  it('gives the school’s teacher and administrator the order as the list shows it', async () => {
    const id = placeOrder(server, DEMO_SCHOOL, ['preparing', 'shipped']);
    const fromList = (await list(callers.admin)).body.orders.find((order) => order.id === id);
    for (const caller of [callers.teacher, callers.admin]) {
      const reply = await one(caller, id);
      expect(reply.status).toBe(200);
      expect(reply.body.order).toEqual(fromList);
      expect(reply.body.order).toMatchObject({ status: 'shipped', kit_id: 'sound', quantity: 15 });
      expect(reply.body.order.timeline[2]).toMatchObject({ status: 'shipped', carrier: 'Aras Kargo', tracking_number: '2384700001' });
    }
  });

  it('answers another school’s order, an unknown id and a malformed one 404 alike', async () => {
    const theirs = placeOrder(server, other.school);
    for (const id of [theirs, 999_999, 'abc', 0]) {
      const reply = await one(callers.admin, id);
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
    expect((await one(callers.teacher, theirs)).status).toBe(404);
    const loneAdmin = await newAccount(server, 'teacher', { role: 'administrator' });
    expect((await one(loneAdmin, theirs)).status).toBe(404);
  });

  it('refuses students and parents (403) before looking at the id, and asks for a sign-in (401)', async () => {
    const id = placeOrder(server, DEMO_SCHOOL);
    for (const caller of [callers.student, callers.parent]) {
      expect((await one(caller, id)).status).toBe(403);
      expect((await one(caller, 999_999)).status).toBe(403);
    }
    expect((await one(undefined, id)).status).toBe(401);
  });
});
