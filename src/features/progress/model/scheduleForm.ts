import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { DIFFICULTIES, ENERGY_LEVELS, PROGRESS_LIMITS, SCHEDULE_EVENT_TYPES, type TimetableSlot } from '@/shared/api/progress.ts';
import { lazyMessage, requiredTextRule } from '@/shared/ui/form/rules.ts';
import { minutesOfDay } from './scheduleWeek.ts';

/** A timetable lesson as its form edits it: every value is the text its control gives. */
export type SlotFormValues = {
  weekday: string;
  start: string;
  end: string;
  title: string;
  type: string;
  difficulty: string;
  energy: string;
};

export type SlotFields = Omit<TimetableSlot, 'id'>;

const titleMax = PROGRESS_LIMITS.slotTitleMax;
const TITLE_REQUIRED = lazyMessage(msg`Ders adı zorunludur.`);
const TITLE_LONG = lazyMessage(msg`Ders adı en fazla ${titleMax} karakter olabilir.`);
const WEEKDAY_INVALID = lazyMessage(msg`Pazartesi ile cuma arasında bir gün seçin.`);
const TIME_INVALID = lazyMessage(msg`Geçerli bir saat girin (SS:dd).`);
const END_BEFORE_START = lazyMessage(msg`Bitiş saati başlangıç saatinden sonra olmalıdır.`);
const TYPE_INVALID = lazyMessage(msg`Bir etkinlik türü seçin.`);
const DIFFICULTY_INVALID = lazyMessage(msg`Kolay, orta ya da zor seçin.`);
const ENERGY_INVALID = lazyMessage(msg`Düşük, orta ya da yüksek seçin.`);

const WEEKDAYS = ['1', '2', '3', '4', '5'] as const;

const time = v.pipe(
  v.string(TIME_INVALID),
  v.check((value) => minutesOfDay(value) !== null, TIME_INVALID),
);

const oneOf = <const T extends readonly string[]>(options: T, message: () => string) =>
  v.pipe(
    v.string(message),
    v.check((value) => options.includes(value), message),
    v.transform((value) => value as T[number]),
  );

type Span = Pick<TimetableSlot, 'weekday' | 'start' | 'end'>;

// "HH:mm" text compares like the time it names. Back to back (one ends as the next starts) is fine.
const overlaps = (a: Span, b: Span): boolean => a.weekday === b.weekday && a.start < b.end && b.start < a.end;

/** The first lesson of the same day a span runs into, as the server checks it. */
function clashOf(span: Span, others: readonly TimetableSlot[]): TimetableSlot | null {
  return others.find((other) => overlaps(span, other)) ?? null;
}

// A malformed time has its own message; comparing it would add a second, wrong one.
const bothTimes = (input: { start: string; end: string }): boolean => minutesOfDay(input.start) !== null && minutesOfDay(input.end) !== null;

/**
 * The form of one lesson of the week, checked against the week's other lessons (`others`: the
 * timetable without the lesson being edited). The messages name the lesson it clashes with.
 */
export function slotFormSchema(others: readonly TimetableSlot[]) {
  return v.pipe(
    v.object({
      weekday: v.pipe(
        v.string(WEEKDAY_INVALID),
        v.check((value) => (WEEKDAYS as readonly string[]).includes(value), WEEKDAY_INVALID),
        v.transform((value) => Number(value) as TimetableSlot['weekday']),
      ),
      start: time,
      end: time,
      title: requiredTextRule(TITLE_REQUIRED, { max: [titleMax, TITLE_LONG] }),
      type: oneOf(SCHEDULE_EVENT_TYPES, TYPE_INVALID),
      difficulty: oneOf(DIFFICULTIES, DIFFICULTY_INVALID),
      energy: oneOf(ENERGY_LEVELS, ENERGY_INVALID),
    }),
    v.forward(
      v.partialCheck([['start'], ['end']], (input) => !bothTimes(input) || input.start < input.end, END_BEFORE_START),
      ['end'],
    ),
    v.forward(
      v.partialCheck(
        [['weekday'], ['start'], ['end']],
        (input) => !bothTimes(input) || input.start >= input.end || clashOf(input, others) === null,
        (issue) => {
          const clash = clashOf(issue.input, others);
          if (!clash) return '';
          const { title, start, end } = clash;
          return i18n._(msg`Bu saatte aynı gün “${title}” (${start}–${end}) var; dersler çakışamaz.`);
        },
      ),
      ['start'],
    ),
  ) satisfies v.GenericSchema<SlotFormValues, SlotFields>;
}

/** A new lesson: Monday, a 40-minute lesson from 09:00, medium on both scales. */
export const emptySlotForm = (weekday: TimetableSlot['weekday'] = 1): SlotFormValues => ({
  weekday: String(weekday),
  start: '09:00',
  end: '09:40',
  title: '',
  type: 'class',
  difficulty: 'medium',
  energy: 'medium',
});

export const slotFormValues = (slot: TimetableSlot): SlotFormValues => ({
  weekday: String(slot.weekday),
  start: slot.start,
  end: slot.end,
  title: slot.title,
  type: slot.type,
  difficulty: slot.difficulty,
  energy: slot.energy,
});

/** Day by day, then by time: the order a week is read in (the server stores it so too). */
const inWeekOrder = (a: TimetableSlot, b: TimetableSlot): number =>
  a.weekday - b.weekday || a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.id.localeCompare(b.id);

/** Puts an edited lesson back in its place, or adds a new one, keeping week order. */
export function upsertSlot(slots: readonly TimetableSlot[], slot: TimetableSlot): TimetableSlot[] {
  return [...slots.filter((other) => other.id !== slot.id), slot].sort(inWeekOrder);
}

export const removeSlot = (slots: readonly TimetableSlot[], id: string): TimetableSlot[] => slots.filter((slot) => slot.id !== id);

/**
 * A new lesson's id: its reference keys the XP a child earns for it, so it never changes after and
 * never repeats within the week. The server accepts letters, digits, - and _ (no slash or dot).
 */
export function newSlotId(slots: readonly TimetableSlot[], random: () => string): string {
  const taken = new Set(slots.map((slot) => slot.id));
  const base = `ders-${random()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12)}`;
  let id = base;
  for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`;
  return id;
}

/** Whether two versions of a week say the same thing (for "unsaved changes"). */
// Field by field: the server's copy and the device's may list an object's keys in another order.
const slotKey = (slot: TimetableSlot): string =>
  JSON.stringify([slot.id, slot.weekday, slot.start, slot.end, slot.title, slot.type, slot.difficulty, slot.energy]);

export function sameSlots(a: readonly TimetableSlot[], b: readonly TimetableSlot[]): boolean {
  const key = (slots: readonly TimetableSlot[]) => [...slots].sort(inWeekOrder).map(slotKey).join('\n');
  return key(a) === key(b);
}

/** What two versions of a week disagree on: the lessons only one of them has, as it has them (a changed lesson is in both lists). */
export function slotDifferences(mine: readonly TimetableSlot[], theirs: readonly TimetableSlot[]): { onlyMine: TimetableSlot[]; onlyTheirs: TimetableSlot[] } {
  const mineKeys = new Set(mine.map(slotKey));
  const theirKeys = new Set(theirs.map(slotKey));
  return {
    onlyMine: mine.filter((slot) => !theirKeys.has(slotKey(slot))).sort(inWeekOrder),
    onlyTheirs: theirs.filter((slot) => !mineKeys.has(slotKey(slot))).sort(inWeekOrder),
  };
}
