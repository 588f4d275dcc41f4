import type { ShipmentEvent } from '../../src/shared/api/shipping.ts';

/**
 * The demo school's kit orders (issue 18), one or more in every status, so the shipping screen shows
 * each step on first sign-in. Days count back from the seed's day in Turkey and times are its wall
 * clock; carriers and tracking numbers look like the real ones (Yurtiçi 12 digits, Aras 10, PTT's
 * barcode), none of them real.
 */
export type SeedStep = { days: number; time: string } & (
  | { status: 'preparing' | 'out_for_delivery' | 'delivered' }
  | Omit<Extract<ShipmentEvent, { status: 'shipped' }>, 'at'>
  | Omit<Extract<ShipmentEvent, { status: 'problem' }>, 'at'>
);

export type SeedOrder = { kit_id: string; quantity: number; ordered: { days: number; time: string }; steps: readonly SeedStep[] };

/** The school whose teacher and administrator are the demo accounts. */
export const SHIPPING_SCHOOL = 'Atatürk Ortaokulu';

export const KIT_ORDERS: readonly SeedOrder[] = [
  {
    // Delivered last month: its experiments are in use.
    kit_id: 'light-and-shadow',
    quantity: 30,
    ordered: { days: 40, time: '09:12' },
    steps: [
      { days: 39, time: '14:30', status: 'preparing' },
      { days: 37, time: '17:05', status: 'shipped', carrier: 'Yurtiçi Kargo', tracking_number: '104857392016' },
      { days: 35, time: '08:40', status: 'out_for_delivery' },
      { days: 35, time: '11:25', status: 'delivered' },
    ],
  },
  {
    // Delivered, then the administrator found broken parts.
    kit_id: 'electric-circuits',
    quantity: 15,
    ordered: { days: 21, time: '10:03' },
    steps: [
      { days: 20, time: '11:40', status: 'preparing' },
      { days: 18, time: '16:15', status: 'shipped', carrier: 'Aras Kargo', tracking_number: '2384756102' },
      { days: 16, time: '09:20', status: 'out_for_delivery' },
      { days: 16, time: '13:10', status: 'delivered' },
      { days: 15, time: '10:45', status: 'problem', reason: 'damaged_item', note: 'İki pil yuvası kırık geldi; 3 ampul çalışmıyor.' },
    ],
  },
  {
    // Lost on the way and sent again: a second tracking number.
    kit_id: 'states-of-matter',
    quantity: 30,
    ordered: { days: 19, time: '13:27' },
    steps: [
      { days: 18, time: '10:00', status: 'preparing' },
      { days: 17, time: '15:50', status: 'shipped', carrier: 'PTT Kargo', tracking_number: 'KP04839217650' },
      { days: 9, time: '12:30', status: 'problem', reason: 'lost', note: 'Kargo bir haftadır aynı aktarma merkezinde görünüyor.' },
      { days: 7, time: '16:40', status: 'shipped', carrier: 'Yurtiçi Kargo', tracking_number: '104857455831' },
      { days: 5, time: '11:15', status: 'delivered' },
    ],
  },
  {
    // On the van today: the administrator can confirm it or report a problem.
    kit_id: 'sound',
    quantity: 15,
    ordered: { days: 6, time: '09:48' },
    steps: [
      { days: 5, time: '13:20', status: 'preparing' },
      { days: 2, time: '17:35', status: 'shipped', carrier: 'Aras Kargo', tracking_number: '2384761937' },
      { days: 0, time: '08:15', status: 'out_for_delivery' },
    ],
  },
  {
    kit_id: 'force-and-motion',
    quantity: 30,
    ordered: { days: 5, time: '11:02' },
    steps: [
      { days: 4, time: '09:30', status: 'preparing' },
      { days: 1, time: '16:45', status: 'shipped', carrier: 'Yurtiçi Kargo', tracking_number: '104857501274' },
    ],
  },
  {
    kit_id: 'living-world',
    quantity: 30,
    ordered: { days: 3, time: '14:18' },
    steps: [{ days: 2, time: '10:05', status: 'preparing' }],
  },
  {
    kit_id: 'earth-and-space',
    quantity: 15,
    ordered: { days: 1, time: '15:40' },
    steps: [],
  },
];
