import * as v from 'valibot';
import { isValidIsoDate, parseTime } from './dates.ts';
import { DIFFICULTIES, EVENT_TYPES, sortEvents, type CalendarEvent } from './event.ts';

/** Where a user's events live in the per-user store; one key per account, so users on a shared tablet stay apart. */
export function calendarStorageKey(user: { id?: number | string; email: string }): string {
  const owner = user.id !== undefined && user.id !== null && user.id !== '' ? String(user.id) : `email:${user.email.toLowerCase()}`;
  return `calendar-events:${owner}`;
}

const time = v.pipe(
  v.string(),
  v.check((value) => parseTime(value) !== null),
);

const storedEvent = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    title: v.pipe(v.string(), v.nonEmpty()),
    type: v.picklist(EVENT_TYPES),
    date: v.pipe(
      v.string(),
      v.check((value) => isValidIsoDate(value)),
    ),
    start: time,
    end: time,
    difficulty: v.optional(v.picklist(DIFFICULTIES)),
    notes: v.optional(v.string()),
    done: v.boolean(),
    createdAt: v.string(),
    updatedAt: v.string(),
  }),
  v.check((event) => (parseTime(event.end) ?? 0) > (parseTime(event.start) ?? 0)),
);

/**
 * The events read back from the device. Anything unreadable (an older shape,
 * a damaged entry) is dropped instead of breaking the calendar.
 */
export function parseStoredEvents(value: unknown): CalendarEvent[] {
  if (!Array.isArray(value)) return [];
  const events: CalendarEvent[] = [];
  for (const item of value) {
    const result = v.safeParse(storedEvent, item);
    if (result.success) events.push(result.output);
  }
  return sortEvents(events);
}
