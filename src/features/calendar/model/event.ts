import { localDateTime, type IsoDate } from './dates.ts';

/** docs/behaviour.md#data-kept-on-the-device schedule event types. */
export const EVENT_TYPES = ['class', 'meeting', 'lab', 'assignment', 'break', 'exam', 'project'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** docs/behaviour.md#data-kept-on-the-device difficulty. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const isEventType = (value: string): value is EventType => EVENT_TYPES.some((type) => type === value);
export const isDifficulty = (value: string): value is Difficulty => DIFFICULTIES.some((difficulty) => difficulty === value);

/** docs/behaviour.md#data-kept-on-the-device event status. */
export type EventStatus = 'completed' | 'current' | 'upcoming' | 'missed';

/** A user's own calendar entry, kept on the device. */
export type CalendarEvent = {
  id: string;
  title: string;
  type: EventType;
  date: IsoDate;
  /** "HH:mm", local time. */
  start: string;
  /** "HH:mm", after start on the same day. */
  end: string;
  difficulty?: Difficulty;
  notes?: string;
  done: boolean;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
};

/** What the form edits. */
export type EventInput = Pick<CalendarEvent, 'title' | 'type' | 'date' | 'start' | 'end' | 'difficulty' | 'notes'>;

/**
 * Completed when marked done; otherwise current from its start up to (not
 * including) its end, upcoming before and missed after.
 */
export function eventStatus(event: Pick<CalendarEvent, 'date' | 'start' | 'end' | 'done'>, now: Date): EventStatus {
  if (event.done) return 'completed';
  const time = now.getTime();
  if (time < localDateTime(event.date, event.start).getTime()) return 'upcoming';
  if (time < localDateTime(event.date, event.end).getTime()) return 'current';
  return 'missed';
}

const collator = new Intl.Collator('tr-TR');

/** Day, then start, then end, then title (Turkish order), then id so the order is stable. */
export function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  return (
    a.date.localeCompare(b.date) ||
    a.start.localeCompare(b.start) ||
    a.end.localeCompare(b.end) ||
    collator.compare(a.title, b.title) ||
    a.id.localeCompare(b.id)
  );
}

export const sortEvents = (events: readonly CalendarEvent[]): CalendarEvent[] => [...events].sort(compareEvents);

/** Optional fields are left out rather than stored empty. */
function cleanInput(input: EventInput): EventInput {
  const { difficulty, notes, ...rest } = input;
  return { ...rest, ...(difficulty ? { difficulty } : {}), ...(notes ? { notes } : {}) };
}

export function createEvent(input: EventInput, id: string, now: Date): CalendarEvent {
  const stamp = now.toISOString();
  return { id, ...cleanInput(input), done: false, createdAt: stamp, updatedAt: stamp };
}

export function updateEvent(event: CalendarEvent, input: EventInput, now: Date): CalendarEvent {
  return { id: event.id, ...cleanInput(input), done: event.done, createdAt: event.createdAt, updatedAt: now.toISOString() };
}

export const markDone = (event: CalendarEvent, done: boolean, now: Date): CalendarEvent => ({ ...event, done, updatedAt: now.toISOString() });

/** Replaces the event with the same id, or adds it; the list stays sorted. */
export function upsertEvent(events: readonly CalendarEvent[], event: CalendarEvent): CalendarEvent[] {
  return sortEvents([...events.filter((item) => item.id !== event.id), event]);
}

export const removeEvent = (events: readonly CalendarEvent[], id: string): CalendarEvent[] => events.filter((item) => item.id !== id);

export const eventsOn = (events: readonly CalendarEvent[], date: IsoDate): CalendarEvent[] => sortEvents(events.filter((event) => event.date === date));
