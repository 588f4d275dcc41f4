import type { CalendarEvent } from './event.ts';

/** One lab lesson on 10 March 2026, 10:00–11:00, as the model and the stored list both hold it. */
export const labEvent: CalendarEvent = {
  id: 'a',
  title: 'Fen deneyi: Işık',
  type: 'lab',
  date: '2026-03-10',
  start: '10:00',
  end: '11:00',
  done: false,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};
