import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATUSES, type ShipmentEvent, type ShipmentStatus } from '../api/shipping.ts';
import {
  canDo,
  canMoveTo,
  compareOrders,
  currentShipmentStatus,
  isValidTimeline,
  latestShipment,
  schoolActionsFor,
  SHIPMENT_NEXT,
  sortTimeline,
  wasDelivered,
} from './timeline.ts';

const shipped = (at: string, tracking_number = '104857392016'): ShipmentEvent => ({
  status: 'shipped',
  at,
  carrier: 'Yurtiçi Kargo',
  tracking_number,
});

const DELIVERED: ShipmentEvent[] = [
  { status: 'ordered', at: '2026-03-02T09:15:00+03:00' },
  { status: 'preparing', at: '2026-03-03T11:00:00+03:00' },
  shipped('2026-03-04T16:20:00+03:00'),
  { status: 'out_for_delivery', at: '2026-03-06T08:40:00+03:00' },
  { status: 'delivered', at: '2026-03-06T11:05:00+03:00' },
];

describe('currentShipmentStatus', () => {
  it('is the latest step’s, whatever order the steps come in', () => {
    expect(currentShipmentStatus(DELIVERED)).toBe('delivered');
    expect(currentShipmentStatus([...DELIVERED].reverse())).toBe('delivered');
    expect(currentShipmentStatus(DELIVERED.slice(0, 3))).toBe('shipped');
  });

  it('compares times as instants across offsets', () => {
    // 10:00 in Istanbul is 07:00 UTC, so the UTC step at 08:00 is the later one.
    expect(
      currentShipmentStatus([
        { status: 'ordered', at: '2026-03-01T06:00:00Z' },
        { status: 'preparing', at: '2026-03-01T08:00:00Z' },
        { status: 'ordered', at: '2026-03-01T10:00:00+03:00' },
      ]),
    ).toBe('preparing');
  });

  it('keeps the given order for steps at the same time, and reads an empty timeline as ordered', () => {
    const at = '2026-03-06T08:40:00+03:00';
    expect(
      currentShipmentStatus([
        { status: 'out_for_delivery', at },
        { status: 'delivered', at },
      ]),
    ).toBe('delivered');
    expect(
      sortTimeline([
        { status: 'delivered', at },
        { status: 'out_for_delivery', at },
      ]).map((e) => e.status),
    ).toEqual(['delivered', 'out_for_delivery']);
    expect(currentShipmentStatus([])).toBe('ordered');
  });
});

describe('transitions', () => {
  it('lets the school confirm a delivery only while the kit is on its way', () => {
    const allowed = SHIPMENT_STATUSES.filter((status) => canDo('confirmDelivery', status));
    expect(allowed).toEqual(['shipped', 'out_for_delivery']);
  });

  it('lets the school report a problem once the kit has shipped, one at a time', () => {
    const allowed = SHIPMENT_STATUSES.filter((status) => canDo('reportProblem', status));
    expect(allowed).toEqual(['shipped', 'out_for_delivery', 'delivered']);
  });

  it('offers the actions of each status', () => {
    expect(schoolActionsFor('ordered')).toEqual([]);
    expect(schoolActionsFor('out_for_delivery')).toEqual(['confirmDelivery', 'reportProblem']);
    expect(schoolActionsFor('delivered')).toEqual(['reportProblem']);
    expect(schoolActionsFor('problem')).toEqual([]);
  });

  it('never offers the school a step the timeline would refuse', () => {
    const target = { confirmDelivery: 'delivered', reportProblem: 'problem' } as const;
    for (const status of SHIPMENT_STATUSES) {
      for (const action of schoolActionsFor(status)) expect(canMoveTo(status, target[action])).toBe(true);
    }
  });

  it('moves forward only, except that a problem is sent again', () => {
    expect(canMoveTo('ordered', 'shipped')).toBe(false);
    expect(canMoveTo('delivered', 'shipped')).toBe(false);
    expect(canMoveTo('problem', 'delivered')).toBe(false);
    expect(canMoveTo('problem', 'preparing')).toBe(true);
    for (const status of SHIPMENT_STATUSES) expect(SHIPMENT_NEXT[status]).not.toContain<ShipmentStatus>('ordered');
  });
});

describe('isValidTimeline', () => {
  it('accepts a whole journey and one with a problem after delivery', () => {
    expect(isValidTimeline(DELIVERED)).toBe(true);
    const missing: ShipmentEvent = { status: 'problem', at: '2026-03-06T13:00:00+03:00', reason: 'missing_item', note: '' };
    expect(isValidTimeline([...DELIVERED, missing])).toBe(true);
  });

  it('refuses a timeline that skips a step, does not start with the order, or holds a bad time', () => {
    expect(isValidTimeline([DELIVERED[0], DELIVERED[2]].filter((e): e is ShipmentEvent => e !== undefined))).toBe(false);
    expect(isValidTimeline(DELIVERED.slice(1))).toBe(false);
    expect(isValidTimeline([])).toBe(false);
    expect(isValidTimeline([{ status: 'ordered', at: 'dün' }])).toBe(false);
  });
});

describe('latestShipment and wasDelivered', () => {
  it('gives the latest carrier hand-over, a re-sent kit’s new tracking number', () => {
    const lost: ShipmentEvent = { status: 'problem', at: '2026-03-10T10:00:00+03:00', reason: 'lost', note: 'Kargo bulunamadı.' };
    const timeline = [...DELIVERED.slice(0, 3), lost, shipped('2026-03-11T15:00:00+03:00', '104857399999')];
    expect(latestShipment(timeline)?.tracking_number).toBe('104857399999');
    expect(latestShipment(DELIVERED.slice(0, 2))).toBeUndefined();
    expect(wasDelivered(timeline)).toBe(false);
    expect(wasDelivered(DELIVERED)).toBe(true);
  });
});

describe('compareOrders', () => {
  it('puts the newest order first and the larger id first on a tie', () => {
    const orders = [
      { id: 1, ordered_at: '2026-03-01T09:00:00+03:00' },
      { id: 2, ordered_at: '2026-03-05T09:00:00+03:00' },
      { id: 3, ordered_at: '2026-03-01T06:00:00Z' },
    ];
    expect([...orders].sort(compareOrders).map((order) => order.id)).toEqual([2, 3, 1]);
  });
});
