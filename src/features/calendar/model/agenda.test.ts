import { describe, expect, it } from 'vitest';
import { SCHOOL_CALENDAR } from '../content/schoolYear2025.ts';
import { agendaItems, agendaRange, groupByMonth, type AgendaItem } from './agenda.ts';
import type { CalendarEvent } from './event.ts';
import { schoolEntriesBetween } from './schoolCalendar.ts';

const event = (id: string, date: string, start: string): CalendarEvent => ({
  id,
  title: id,
  type: 'class',
  date,
  start,
  end: '23:00',
  done: false,
  createdAt: '',
  updatedAt: '',
});
const ids = (items: AgendaItem[]) => items.map((item) => (item.kind === 'school' ? item.entry.id : item.event.id));

describe('agenda', () => {
  it('covers three months from the chosen one', () => {
    expect(agendaRange('2026-03')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    expect(agendaRange('2025-12')).toEqual({ from: '2025-12-01', to: '2026-02-28' });
  });

  it('mixes school items and own events in date order, all-day items first', () => {
    const { from, to } = agendaRange('2026-03', 1);
    const entries = schoolEntriesBetween(SCHOOL_CALENDAR, from, to);
    const items = agendaItems(
      [event('late', '2026-03-20', '15:00'), event('early', '2026-03-20', '08:00'), event('april', '2026-04-02', '09:00')],
      entries,
      from,
      to,
    );
    expect(ids(items)).toEqual([
      // The second term began in February: it is not repeated here.
      'istiklal-marsi-2026',
      'mid-break-2-2026',
      'canakkale-2026',
      'ramazan-eve-2026',
      'ramazan-2026',
      'early',
      'late',
    ]);
  });

  it('lists a running break on the first day of the range', () => {
    const entries = schoolEntriesBetween(SCHOOL_CALENDAR, '2026-01-25', '2026-02-10');
    const items = agendaItems([], entries, '2026-01-25', '2026-02-10');
    expect(items.map((item) => [item.kind === 'school' ? item.entry.id : '', item.date])).toEqual([
      ['semester-break-2026', '2026-01-25'],
      ['term-2-2026', '2026-02-02'],
    ]);
  });

  it('groups by month and leaves out empty months', () => {
    const items = agendaItems(
      [event('b', '2026-05-02', '09:00'), event('a', '2026-03-02', '09:00'), event('c', '2026-05-01', '09:00')],
      [],
      '2026-03-01',
      '2026-05-31',
    );
    expect(groupByMonth(items).map((group) => [group.month, ids(group.items)])).toEqual([
      ['2026-03', ['a']],
      ['2026-05', ['c', 'b']],
    ]);
  });
});
