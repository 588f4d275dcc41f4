import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_LIMITS, SHIPPING_PATHS, type KitOrderConflict, type KitOrderResponse, type ShipmentStatus } from '../../../src/shared/api/shipping.ts';
import { as, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import * as m from './messages.ts';
import { DEMO_SCHOOL, minutesFromNow, placeOrder, startShippingWorld, stepRows, type ShippingWorld } from './testKit.ts';

let server: ShippingWorld['server'];
let callers: ShippingWorld['callers'];
let other: ShippingWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startShippingWorld());
});
afterAll(() => server.close());

type Step = Exclude<ShipmentStatus, 'ordered'>;
type Reply = Answer<KitOrderResponse & Partial<Pick<KitOrderConflict, 'current'>>>;
const confirm = (caller: Caller | undefined, id: number | string, body: unknown, key?: string) =>
  as(server, caller).post<Reply>(SHIPPING_PATHS.confirmDelivery(id), body, key);
const report = (caller: Caller | undefined, id: number | string, body: unknown, key?: string) =>
  as(server, caller).post<Reply>(SHIPPING_PATHS.problems(id), body, key);

const onItsWay = () => placeOrder(server, DEMO_SCHOOL, ['preparing', 'shipped', 'out_for_delivery']);
const aProblem = (changes: Record<string, unknown> = {}) => ({ reason: 'damaged_item', note: 'Termometre kırık.', at: minutesFromNow(-2), ...changes });

// Each write, with a body it would accept: every role and school check runs against both.
const WRITES = [
  { name: 'confirm-delivery', call: confirm, body: () => ({ at: minutesFromNow(-1) }) },
  { name: 'problems', call: report, body: () => aProblem() },
] as const;

describe.each(WRITES)('POST …/$name/: who may', ({ call, body }) => {
  it('refuses teachers, students and parents (403) before looking at the id, and asks for a sign-in (401)', async () => {
    const id = onItsWay();
    for (const caller of [callers.teacher, callers.student, callers.parent]) {
      const reply = await call(caller, id, body());
      expect(reply.status).toBe(403);
      expect(reply.body.error_code).toBe('FORBIDDEN');
      expect((await call(caller, 999_999, body())).status).toBe(403);
    }
    expect((await call(undefined, id, body())).status).toBe(401);
    expect(stepRows(server, id)).toBe(3);
  });

  it('answers another school’s order 404, and its own administrator may', async () => {
    const theirs = placeOrder(server, other.school, ['preparing', 'shipped']);
    const reply = await call(callers.admin, theirs, body());
    expect(reply.status).toBe(404);
    expect(reply.body.error_code).toBe('NOT_FOUND');
    expect((await call(callers.admin, 'abc', body())).status).toBe(404);
    expect(stepRows(server, theirs)).toBe(2);
    expect((await call(other.teacher, theirs, body())).status).toBe(403);
    expect((await call(other.admin, theirs, body())).status).toBe(200);
  });

  it('replays the first answer for the same Idempotency-Key and stores one step', async () => {
    const id = onItsWay();
    const sent = body();
    const first = await call(callers.admin, id, sent, `ship-${id}`);
    expect(first.status).toBe(200);
    const again = await call(callers.admin, id, sent, `ship-${id}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(stepRows(server, id)).toBe(4);
  });
});

describe('POST /api/shipping/orders/{id}/confirm-delivery/', () => {
  it('marks a kit on its way delivered at the device’s time, by the school’s administrator', async () => {
    for (const steps of [
      ['preparing', 'shipped'],
      ['preparing', 'shipped', 'out_for_delivery'],
    ] as const) {
      const id = placeOrder(server, DEMO_SCHOOL, steps);
      const at = minutesFromNow(-30);
      const reply = await confirm(callers.admin, id, { at: at.replace('Z', '+00:00') });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, message: m.DELIVERY_CONFIRMED, order: { id, status: 'delivered' } });
      expect(reply.body.order.timeline.at(-1)).toEqual({ status: 'delivered', at });
    }
  });

  it.each<{ steps: Step[] }>([
    { steps: [] },
    { steps: ['preparing'] },
    { steps: ['preparing', 'shipped', 'delivered'] },
    { steps: ['preparing', 'shipped', 'problem'] },
  ])('answers 409 with the order as it stands after $steps', async ({ steps }) => {
    const id = placeOrder(server, DEMO_SCHOOL, steps);
    const reply = await confirm(callers.admin, id, { at: minutesFromNow(-1) });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ error_code: 'CONFLICT', message: m.CANNOT_CONFIRM, current: { id, status: steps.at(-1) ?? 'ordered' } });
    expect(stepRows(server, id)).toBe(steps.length);
  });

  it('answers a second device’s confirmation (another key) 409 with the delivered order', async () => {
    const id = onItsWay();
    expect((await confirm(callers.admin, id, { at: minutesFromNow(-5) }, `tablet-${id}`)).status).toBe(200);
    const late = await confirm(callers.admin, id, { at: minutesFromNow(-3) }, `phone-${id}`);
    expect(late.status).toBe(409);
    expect(late.body.current?.status).toBe('delivered');
  });

  it('bounds the device’s time: ahead is taken as arrival, before the last step as that step, too old 422', async () => {
    const ahead = onItsWay();
    const reply = await confirm(callers.admin, ahead, { at: minutesFromNow(24 * 60) });
    const delivered = Date.parse(reply.body.order.timeline.at(-1)?.at ?? '');
    expect(delivered).toBeLessThanOrEqual(Date.now());

    const early = onItsWay();
    const before = await confirm(callers.admin, early, { at: minutesFromNow(-10 * 24 * 60 + 30) });
    const [last, done] = before.body.order.timeline.slice(-2);
    expect(done?.at).toBe(last?.at);

    const old = onItsWay();
    const tooOld = await confirm(callers.admin, old, { at: minutesFromNow(-(SHIPPING_LIMITS.maxAgeDays + 1) * 24 * 60) });
    expect(tooOld.status).toBe(422);
    expect(tooOld.body.errors?.at).toEqual([m.TOO_OLD]);
    expect(stepRows(server, old)).toBe(3);
  });

  it.each([{}, { at: 'dün' }, { at: '2026-03-06' }, { at: 12 }, []])('refuses the body %j with 422', async (body) => {
    const id = onItsWay();
    const reply = await confirm(callers.admin, id, body);
    expect(reply.status).toBe(422);
    expect(reply.body.error_code).toMatch(/VALIDATION_ERROR|FIELD_REQUIRED/);
    expect(stepRows(server, id)).toBe(3);
  });
});

describe('POST /api/shipping/orders/{id}/problems/', () => {
  it('reports a problem once the kit has shipped, delivered included, with its reason and note', async () => {
    for (const steps of [
      ['preparing', 'shipped'],
      ['preparing', 'shipped', 'out_for_delivery'],
      ['preparing', 'shipped', 'delivered'],
    ] as const) {
      const id = placeOrder(server, DEMO_SCHOOL, steps);
      const reply = await report(callers.admin, id, aProblem({ reason: 'missing_item', note: '  2 adet mıknatıs eksik.  ' }));
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(m.PROBLEM_REPORTED);
      expect(reply.body.order.status).toBe('problem');
      expect(reply.body.order.timeline.at(-1)).toMatchObject({ status: 'problem', reason: 'missing_item', note: '2 adet mıknatıs eksik.' });
    }
  });

  it.each<{ steps: Step[] }>([{ steps: [] }, { steps: ['preparing'] }, { steps: ['preparing', 'shipped', 'problem'] }])(
    'answers 409 after $steps',
    async ({ steps }) => {
      const id = placeOrder(server, DEMO_SCHOOL, steps);
      const reply = await report(callers.admin, id, aProblem());
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ error_code: 'CONFLICT', message: m.CANNOT_REPORT, current: { id, status: steps.at(-1) ?? 'ordered' } });
    },
  );

  it('takes a note of exactly the limit and an empty one for a named reason', async () => {
    const full = await report(callers.admin, onItsWay(), aProblem({ note: 'ş'.repeat(SHIPPING_LIMITS.noteMax) }));
    expect(full.status).toBe(200);
    const empty = await report(callers.admin, onItsWay(), { reason: 'lost', at: minutesFromNow(-1) });
    expect(empty.status).toBe(200);
    expect(empty.body.order.timeline.at(-1)).toMatchObject({ reason: 'lost', note: '' });
  });

  it.each([
    ['a note over the limit', aProblem({ note: 'a'.repeat(SHIPPING_LIMITS.noteMax + 1) }), 'note', m.NOTE_TOO_LONG],
    ['an unknown reason', aProblem({ reason: 'late' }), 'reason', m.REASON_INVALID],
    ['no reason', { note: 'x', at: minutesFromNow(-1) }, 'reason', m.REASON_INVALID],
    ['“other” with no note', aProblem({ reason: 'other', note: '   ' }), 'note', m.NOTE_REQUIRED_FOR_OTHER],
    ['a control character', aProblem({ note: 'kutu\u0000' }), 'note', m.NOTE_UNPRINTABLE],
    ['a note that is not text', aProblem({ note: 5 }), 'note', m.NOTE_NOT_TEXT],
    ['no time', { reason: 'lost', note: '' }, 'at', undefined],
  ])('refuses %s with 422', async (_name, body, field, message) => {
    const id = onItsWay();
    const reply = await report(callers.admin, id, body);
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {})).toEqual([field]);
    if (message) expect(reply.body.errors?.[field]).toEqual([message]);
    expect(stepRows(server, id)).toBe(3);
  });
});
