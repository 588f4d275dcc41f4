import { describe, expect, it } from 'vitest';
import type { KitOrder } from '@/shared/api/shipping.ts';
import { withPendingSteps } from './pendingSteps.ts';

const order: KitOrder = {
  id: 7,
  kit_id: 'light-and-shadow',
  quantity: 2,
  ordered_at: '2026-11-10T09:00:00Z',
  status: 'out_for_delivery',
  timeline: [
    { status: 'ordered', at: '2026-11-10T09:00:00Z' },
    { status: 'preparing', at: '2026-11-11T09:00:00Z' },
    { status: 'shipped', at: '2026-11-12T09:00:00Z', carrier: 'Aras Kargo', tracking_number: '123' },
    { status: 'out_for_delivery', at: '2026-11-14T08:00:00Z' },
  ],
};

describe('an order with what this device has not sent yet', () => {
  it('shows a delivery confirmed offline at once, marked as waiting', () => {
    const shown = withPendingSteps(order, [{ orderId: 7, action: 'confirmDelivery', body: { at: '2026-11-14T12:00:00Z' } }]);
    expect(shown.status).toBe('delivered');
    expect(shown.waiting).toBe(1);
    expect(shown.timeline.at(-1)).toEqual({ status: 'delivered', at: '2026-11-14T12:00:00Z' });
  });

  it('shows a problem reported offline with its reason and note, and leaves other orders alone', () => {
    const report = { reason: 'damaged_item' as const, note: 'Mercek kırık.', at: '2026-11-14T12:00:00Z' };
    expect(withPendingSteps(order, [{ orderId: 7, action: 'reportProblem', body: report }]).timeline.at(-1)).toEqual({ status: 'problem', ...report });
    expect(withPendingSteps(order, [{ orderId: 8, action: 'confirmDelivery', body: { at: '2026-11-14T12:00:00Z' } }])).toEqual({ ...order, waiting: 0 });
  });
});
