import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { lazyMessage, requiredTextRule } from '@/shared/ui/form/rules.ts';
import { isValidIsoDate, parseTime } from './dates.ts';
import { isDifficulty, isEventType, type CalendarEvent, type Difficulty, type EventInput, type EventType } from './event.ts';

/** Bounds of the event form. */
export const EVENT_LIMITS = { titleMin: 2, titleMax: 80, notesMax: 500 } as const;

const { titleMin, titleMax, notesMax } = EVENT_LIMITS;
const TITLE_REQUIRED = lazyMessage(msg`Başlık zorunludur.`);
const TITLE_SHORT = lazyMessage(msg`Başlık en az ${titleMin} karakter olmalıdır.`);
const TITLE_LONG = lazyMessage(msg`Başlık en fazla ${titleMax} karakter olabilir.`);
const TYPE_INVALID = lazyMessage(msg`Bir etkinlik türü seçin.`);
const DATE_INVALID = lazyMessage(msg`Geçerli bir tarih girin.`);
const TIME_INVALID = lazyMessage(msg`Geçerli bir saat girin (SS:dd).`);
const END_BEFORE_START = lazyMessage(msg`Bitiş saati başlangıç saatinden sonra olmalıdır.`);
const DIFFICULTY_INVALID = lazyMessage(msg`Geçerli bir zorluk seçin.`);
const NOTES_LONG = lazyMessage(msg`Notlar en fazla ${notesMax} karakter olabilir.`);

const time = v.pipe(
  v.string(TIME_INVALID),
  v.check((value) => parseTime(value) !== null, TIME_INVALID),
);

/** The form's fields, all text as the inputs give them. */
export type EventFormValues = {
  title: string;
  type: string;
  date: string;
  start: string;
  end: string;
  /** "" for none. */
  difficulty: string;
  notes: string;
};

export const eventFormSchema = v.pipe(
  v.object({
    title: requiredTextRule(TITLE_REQUIRED, { min: [titleMin, TITLE_SHORT], max: [titleMax, TITLE_LONG] }),
    type: v.pipe(
      v.string(TYPE_INVALID),
      v.check(isEventType, TYPE_INVALID),
      v.transform((value) => value as EventType),
    ),
    date: v.pipe(
      v.string(DATE_INVALID),
      v.check((value) => isValidIsoDate(value), DATE_INVALID),
    ),
    start: time,
    end: time,
    difficulty: v.pipe(
      v.string(DIFFICULTY_INVALID),
      v.check((value) => value === '' || isDifficulty(value), DIFFICULTY_INVALID),
      v.transform((value) => (value === '' ? undefined : (value as Difficulty))),
    ),
    notes: v.pipe(
      v.string(NOTES_LONG),
      v.trim(),
      v.maxLength(notesMax, NOTES_LONG),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (input) => (parseTime(input.end) ?? 0) > (parseTime(input.start) ?? 0), END_BEFORE_START),
    ['end'],
  ),
) satisfies v.GenericSchema<EventFormValues, EventInput>;

/** A blank form for a day: a one-hour lesson from 09:00. */
export const emptyEventForm = (date: string): EventFormValues => ({
  title: '',
  type: 'class',
  date,
  start: '09:00',
  end: '10:00',
  difficulty: '',
  notes: '',
});

export const eventFormValues = (event: CalendarEvent): EventFormValues => ({
  title: event.title,
  type: event.type,
  date: event.date,
  start: event.start,
  end: event.end,
  difficulty: event.difficulty ?? '',
  notes: event.notes ?? '',
});
