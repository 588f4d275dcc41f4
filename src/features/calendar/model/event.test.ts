import { describe, expect, it } from 'vitest';
import { createEvent, eventStatus, eventsOn, markDone, removeEvent, sortEvents, updateEvent, upsertEvent } from './event.ts';
import { labEvent as base } from './event.testUtils.ts';

const at = (iso: string, time: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes);
};

describe('eventStatus', () => {
  it('is upcoming until the start, current from the start up to the end, missed from the end', () => {
    expect(eventStatus(base, at('2026-03-09', '23:59'))).toBe('upcoming');
    expect(eventStatus(base, new Date(at('2026-03-10', '10:00').getTime() - 1))).toBe('upcoming');
    expect(eventStatus(base, at('2026-03-10', '10:00'))).toBe('current');
    expect(eventStatus(base, new Date(at('2026-03-10', '11:00').getTime() - 1))).toBe('current');
    expect(eventStatus(base, at('2026-03-10', '11:00'))).toBe('missed');
    expect(eventStatus(base, at('2027-01-01', '00:00'))).toBe('missed');
  });

  it('is completed whenever the event is marked done', () => {
    const done = { ...base, done: true };
    expect(eventStatus(done, at('2026-03-01', '00:00'))).toBe('completed');
    expect(eventStatus(done, at('2026-03-10', '10:30'))).toBe('completed');
    expect(eventStatus(done, at('2026-04-01', '00:00'))).toBe('completed');
  });
});

describe('event list', () => {
  const make = (id: string, date: string, start: string, title = 'Ders') => ({ ...base, id, date, start, end: '23:00', title });

  it('sorts by day, then time, then Turkish title order', () => {
    const sorted = sortEvents([
      make('1', '2026-03-11', '09:00'),
      make('2', '2026-03-10', '13:00'),
      make('3', '2026-03-10', '09:00', 'Çevre'),
      make('4', '2026-03-10', '09:00', 'Deney'),
      make('5', '2026-03-10', '09:00', 'Cebir'),
    ]);
    expect(sorted.map((event) => event.id)).toEqual(['5', '3', '4', '2', '1']);
  });

  it('creates, edits, marks done, replaces and removes', () => {
    const now = new Date('2026-03-02T08:00:00.000Z');
    const created = createEvent(
      { title: 'Proje', type: 'project', date: '2026-03-12', start: '13:00', end: '14:00', difficulty: undefined, notes: undefined },
      'x',
      now,
    );
    expect(created).toEqual({
      id: 'x',
      title: 'Proje',
      type: 'project',
      date: '2026-03-12',
      start: '13:00',
      end: '14:00',
      done: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const later = new Date('2026-03-03T08:00:00.000Z');
    const edited = updateEvent(created, { ...created, title: 'Proje sunumu', difficulty: 'hard', notes: 'Poster' }, later);
    expect(edited).toMatchObject({ id: 'x', title: 'Proje sunumu', difficulty: 'hard', notes: 'Poster', createdAt: now.toISOString() });
    expect(edited.updatedAt).toBe(later.toISOString());
    expect(markDone(edited, true, later).done).toBe(true);

    const list = upsertEvent([base], created);
    expect(list.map((event) => event.id)).toEqual(['a', 'x']);
    expect(upsertEvent(list, edited)).toHaveLength(2);
    expect(eventsOn(list, '2026-03-12').map((event) => event.id)).toEqual(['x']);
    expect(removeEvent(list, 'a').map((event) => event.id)).toEqual(['x']);
  });
});
