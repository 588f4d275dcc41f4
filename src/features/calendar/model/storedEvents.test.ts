import { describe, expect, it } from 'vitest';
import { labEvent } from './event.testUtils.ts';
import { calendarStorageKey, parseStoredEvents } from './storedEvents.ts';

const stored = { ...labEvent, difficulty: 'medium' };

describe('per-user storage key', () => {
  it('is one key per account', () => {
    expect(calendarStorageKey({ id: 2, email: 'ogretmen@etkilab.example' })).toBe('calendar-events:2');
    expect(calendarStorageKey({ id: 1, email: 'ogrenci@etkilab.example' })).toBe('calendar-events:1');
    expect(calendarStorageKey({ id: 1, email: 'a@b.c' })).not.toBe(calendarStorageKey({ id: 2, email: 'a@b.c' }));
  });

  it('falls back to the e-mail when the server gave no id', () => {
    expect(calendarStorageKey({ email: 'Veli@Etkilab.example' })).toBe('calendar-events:email:veli@etkilab.example');
  });
});

describe('stored events', () => {
  it('reads back valid events, sorted', () => {
    const later = { ...stored, id: 'b', date: '2026-03-11' };
    expect(parseStoredEvents([later, stored]).map((event) => event.id)).toEqual(['a', 'b']);
  });

  it('drops what it cannot read', () => {
    expect(parseStoredEvents(undefined)).toEqual([]);
    expect(parseStoredEvents({ events: [stored] })).toEqual([]);
    const broken = [{ ...stored, type: 'party' }, { ...stored, date: '2026-02-30' }, { ...stored, end: '09:00' }, { ...stored, done: 'no' }, null];
    expect(parseStoredEvents([...broken, stored])).toHaveLength(1);
  });
});
